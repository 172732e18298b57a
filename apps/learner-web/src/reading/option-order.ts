import { toQuestionType } from '@keelerada/domain';

/** The fields of a comprehension question that its displayed option order depends on. */
export interface OrderedQuestion {
  id: number;
  type?: string | null;
  options?: readonly string[] | null;
}

/** FNV-1a, 32 bits: a seed from a string. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The options of a question in the order this learner sees them. Multiple-choice and vocabulary-definition options
 * are shuffled (the pack lists the correct one first in 104 of its 122 such questions), seeded by the learner and
 * the question, so a reload or a return to the question shows the same order. The stored order plays no part: the
 * options are put in code-point order first, so an editor reordering them changes nothing a learner sees.
 * True/false options and a short answer's (none) are kept as stored.
 */
export function displayedOptions(question: OrderedQuestion, userId: number): string[] {
  const options = [...(question.options ?? [])];
  const type = toQuestionType(question.type);
  if (type !== 'multiple_choice' && type !== 'vocabulary_definition') return options;
  options.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const random = generator(hash(`${userId}:${question.id}`));
  for (let i = options.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [options[i], options[j]] = [options[j]!, options[i]!];
  }
  return options;
}

/** The questions as shown to a learner: each with its options in {@link displayedOptions} order (copies). */
export function inDisplayOrder<Q extends OrderedQuestion>(questions: readonly Q[], userId: number): Q[] {
  return questions.map((q) =>
    q.options && q.options.length > 1 ? { ...q, options: displayedOptions(q, userId) } : q,
  );
}
