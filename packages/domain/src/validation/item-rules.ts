/**
 * The structural rules of content items, in one place for the content pack's check (packages/content) and the admin
 * back office (create, update and CSV import): the one gap of a sentence, the distractors of a case practice, the
 * word orders of a sentence construction, the two sentences of an error correction and the case or verb form a
 * card's word type allows. Each rule returns why the value fails as a phrase that reads after the field's name
 * ("must contain the gap ___"), or null: the pack prints it after the item's path, the admin after the field's label.
 */
import { CASE_DISTRACTOR_COUNT, DECLINABLE_WORD_TYPES } from '../admin/enums.ts';
import { normalizeText } from '../answers/normalize.ts';

/** Runs of underscores in the text. */
export function underscoreRuns(text: string): string[] {
  return text.match(/_+/g) ?? [];
}

/**
 * Why the text does not hold exactly one gap (and no other underscores), or null. The gap is `gap` exactly, or with
 * `orLonger` any run of at least as many underscores (the admin writes ___ and also edits the pack's _____; the
 * learner app reads any run of three or more as the gap).
 */
export function gapProblem(text: string, gap: string, { orLonger = false } = {}): string | null {
  const runs = underscoreRuns(text);
  const [run] = runs;
  if (run === undefined) return `must contain the gap ${gap}`;
  if (runs.length > 1) return `must contain exactly one gap ${gap}, found ${runs.length}`;
  if (orLonger ? run.length < gap.length : run !== gap)
    return `has a gap of ${run.length} underscores; write it as ${gap}`;
  const at = text.indexOf(run);
  const before = text[at - 1];
  const after = text[at + run.length];
  if (before !== undefined && /[\p{L}\p{N}]/u.test(before)) return 'has the gap glued to the word before it';
  if (after !== undefined && /[\p{L}\p{N}]/u.test(after)) return 'has the gap glued to the word after it';
  return null;
}

/**
 * Why a case practice's distractors do not make a fair choice, or null: exactly `count`, all different, and none an
 * accepted answer (`accepted`: the correct answer first, then any alternatives). Compared as the judge compares a
 * choice: trimmed, case-insensitive.
 */
export function distractorsProblem(
  distractors: readonly string[],
  accepted: readonly string[],
  count: number = CASE_DISTRACTOR_COUNT,
): string | null {
  if (distractors.length !== count) return `must be exactly ${count}, found ${distractors.length}`;
  const keys = distractors.map(normalizeText);
  if (new Set(keys).size !== keys.length) return `must be ${count} different forms`;
  const answer = accepted.find((a) => keys.includes(normalizeText(a)));
  return answer === undefined ? null : `must not include the answer "${answer}"`;
}

/** A problem of a sentence construction: in the word list (`order` null) or in correct order `order` (from 0). */
export interface WordOrderProblem {
  order: number | null;
  message: string;
}

/**
 * The problems of a sentence construction's words and correct orders (given as the words themselves): every order
 * uses exactly the given words (an empty order is no order), no order repeats another, and the words are shuffled,
 * not already a correct order. Whether there must be an order at all is each caller's rule (the pack's schema and the
 * admin's "At least one correct order is required").
 */
export function wordOrderProblems(
  words: readonly string[],
  orders: readonly (readonly string[])[],
): WordOrderProblem[] {
  const out: WordOrderProblem[] = [];
  const bag = (ws: readonly string[]) => [...ws].sort().join('\u0000');
  const given = bag(words);
  const seen = new Set<string>();
  orders.forEach((order, i) => {
    if (order.length === 0) {
      out.push({ order: i, message: 'is empty: list the words in a correct order' });
      return;
    }
    if (bag(order) !== given)
      out.push({ order: i, message: `does not use exactly the given words: ${order.join(' ')}` });
    const key = order.join('\u0000');
    if (seen.has(key)) out.push({ order: i, message: 'repeats an earlier order' });
    seen.add(key);
  });
  if (seen.has(words.join('\u0000')))
    out.push({ order: null, message: 'must be shuffled, not given in a correct order' });
  return out;
}

/** Why an error correction's correct sentence is no correction of its incorrect one, or null. */
export function correctionProblem(incorrectSentence: string, correctSentence: string): string | null {
  return incorrectSentence.trim() === correctSentence.trim()
    ? 'must differ from the incorrect sentence'
    : null;
}

/**
 * Why a card's case or verb form contradicts its word type, or null: a case only for a word type that declines
 * (DECLINABLE_WORD_TYPES), a verb form only for a VERB. Blank forms are not checked (whether one is required is
 * each caller's rule).
 */
export function wordTypeFormProblem(
  wordType: string,
  caseForm: string | null | undefined,
  verbForm: string | null | undefined,
): { field: 'caseForm' | 'verbForm'; message: string } | null {
  if (caseForm && !(DECLINABLE_WORD_TYPES as readonly string[]).includes(wordType)) {
    const declining = `${DECLINABLE_WORD_TYPES.slice(0, -1).join(', ')} and ${DECLINABLE_WORD_TYPES.at(-1)}`;
    return { field: 'caseForm', message: `must be empty for a ${wordType}: only ${declining} take a case` };
  }
  if (verbForm && wordType !== 'VERB')
    return { field: 'verbForm', message: `must be empty for a ${wordType}: only a VERB takes a verb form` };
  return null;
}
