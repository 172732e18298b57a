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
 * The levels to pick from, in turn: the learner's own, the next one up, the one below, then every other level (one
 * group of all levels for an anonymous caller). An A0 learner gets A0 first and A1.1 only when A0 runs short.
 */
export function levelTiers(level: string | null): string[][] {
  if (level === null) return [[...CONTENT_LEVELS]];
  const r = levelRank(level);
  const at = (d: number) => CONTENT_LEVELS.filter((l) => levelRank(l) - r === d);
  const near = new Set(nearLevels(level));
  return [at(0), at(1), at(-1), CONTENT_LEVELS.filter((l) => !near.has(l))];
}

/**
 * `count` random exercises for a level: as many as there are at the learner's level, then the next level up, then
 * the one below, topped up at random from the other levels; each group in random order, the learner's own first.
 */
export function pickNearLevel<T extends { level: string }>(
  pool: readonly T[],
  level: string | null,
  count: number,
  random: () => number = Math.random,
): T[] {
  const picked: T[] = [];
  for (const tier of levelTiers(level)) {
    if (picked.length >= count) break;
    const levels = new Set(tier);
    picked.push(
      ...sample(
        pool.filter((x) => levels.has(x.level)),
        count - picked.length,
        random,
      ),
    );
  }
  return picked;
}
