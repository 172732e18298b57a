import { CONTENT_LEVELS, levelRank } from '../levels/levels.ts';

/** The learner's level and the levels next to it; every level for an anonymous caller. */
export function nearLevels(level: string | null): string[] {
  if (level === null) return [...CONTENT_LEVELS];
  const r = levelRank(level);
  return CONTENT_LEVELS.filter((l) => Math.abs(levelRank(l) - r) <= 1);
}

/** Up to `count` distinct items of `pool`, uniformly at random, in random order (partial Fisher–Yates). */
export function sample<T>(pool: readonly T[], count: number, random: () => number = Math.random): T[] {
  const xs = [...pool];
  const n = Math.min(Math.max(0, count), xs.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (xs.length - i));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs.slice(0, n);
}

/**
 * `count` random exercises near a level (`nearLevels`), topped up at random from the other levels when those run
 * short; the near ones come first.
 */
export function pickNearLevel<T extends { level: string }>(
  pool: readonly T[],
  level: string | null,
  count: number,
  random: () => number = Math.random,
): T[] {
  const near = new Set(nearLevels(level));
  const picked = sample(
    pool.filter((x) => near.has(x.level)),
    count,
    random,
  );
  if (picked.length < count)
    picked.push(
      ...sample(
        pool.filter((x) => !near.has(x.level)),
        count - picked.length,
        random,
      ),
    );
  return picked;
}
