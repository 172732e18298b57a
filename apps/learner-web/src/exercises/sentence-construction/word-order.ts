export interface WordToken {
  /** Position in the exercise's word list (duplicates stay distinct). */
  id: number;
  text: string;
}

/** Fisher–Yates with an injectable random source (tests pass a seeded one). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The word pool in a shuffled order that is not already an accepted sentence (when another order exists), so the
 * learner always has something to do.
 */
export function shuffledPool(
  words: readonly string[],
  accepted: readonly string[],
  random: () => number = Math.random,
): WordToken[] {
  const tokens = words.map((text, id) => ({ id, text }));
  const norm = (ts: WordToken[]) => ts.map((t) => t.text.toLowerCase()).join(' ');
  const acceptedSet = new Set(accepted.map((s) => s.toLowerCase()));
  let best = shuffle(tokens, random);
  for (let tries = 0; tries < 8 && acceptedSet.has(norm(best)) && new Set(words).size > 1; tries++) {
    best = shuffle(tokens, random);
  }
  return best;
}

/** Moves a token between the pool and the answer (a click on either side). */
export function moveToken(
  pool: readonly WordToken[],
  answer: readonly WordToken[],
  id: number,
): { pool: WordToken[]; answer: WordToken[] } {
  const inPool = pool.find((t) => t.id === id);
  if (inPool) return { pool: pool.filter((t) => t.id !== id), answer: [...answer, inPool] };
  const inAnswer = answer.find((t) => t.id === id);
  if (inAnswer) return { pool: [...pool, inAnswer], answer: answer.filter((t) => t.id !== id) };
  return { pool: [...pool], answer: [...answer] };
}
