import { type Judgement, normaliseAnswer } from '@keelerada/domain';
import { HINTS_PER_WORD, STRAY_KEYS_MS } from '../../lib/constants.ts';
import { judgeHere } from '../shared/judge-here.ts';
import { humanize } from '../shared/labels.ts';

/** One vocabulary card as the cloze exercise shows it (built from the daily session's item, §3). */
export interface ClozeCard {
  /** userVocabularyCardId */
  id: number;
  /** The form that fills the gap. */
  answer: string;
  /**
   * The card's accepted alternatives: other words that fill the gap equally well (`ning` beside `ja`), judged right
   * here and typed in full. Absent (none) for a card from a session plan stored before they were sent.
   */
  alternatives?: readonly string[];
  /** The practice sentence with a `{}` gap. */
  context: string;
  contextTranslation: string;
  word: string;
  translation: string;
  definition: string | null;
  wordType: string | null;
  caseForm: string | null;
  /** PLURAL when the gap wants a plural form (shown beside the case). */
  number: string | null;
  verbForm: string | null;
  level: string | null;
  /** How many times the learner has reviewed the card (its badge: New word, Seen once, …); null when not known. */
  reviewCount: number | null;
}

export type ClozeResult = 'correct' | 'almost' | 'incorrect' | 'revealed';

/** Every answer the gap accepts that the app knows: the card's form, then its alternatives. */
export function acceptedAnswers(card: Pick<ClozeCard, 'answer' | 'alternatives'>): string[] {
  return [card.answer, ...(card.alternatives ?? [])].filter((a) => a.trim() !== '');
}

/** The gap takes as many characters as the longest accepted answer (`ning` for a card `ja`: 4). */
export function maxAnswerLength(card: Pick<ClozeCard, 'answer' | 'alternatives'>): number {
  return Math.max(0, ...acceptedAnswers(card).map((a) => a.length));
}

/**
 * What the gap holds after a keystroke: leading spaces dropped (a space typed after "ma" is not part of the word,
 * and must neither use up the answer's length nor trigger the check) and no longer than `maxLength`.
 */
export function typedValue(raw: string, maxLength: number): string {
  return raw.trimStart().slice(0, maxLength);
}

/**
 * Whether the typed word is checked automatically (§5): once it is as long as an accepted answer and no longer
 * accepted answer starts with it (letter case and spacing ignored) — `ja` for a card `ja` with the alternative `ning`
 * at once, but not `sagel` when `sageli` is accepted, nor `ni` on its way to `ning`: those wait for Enter or more
 * letters.
 */
export function isComplete(value: string, accepted: readonly string[]): boolean {
  const typed = normaliseAnswer(value);
  if (!typed) return false;
  const keys = accepted.map(normaliseAnswer).filter(Boolean);
  const asLong = keys.some((k) => k.length === typed.length);
  const longerStartsSo = keys.some((k) => k.length > typed.length && k.startsWith(typed));
  return asLong && !longerStartsSo;
}

/**
 * An Enter this soon after a typed word's verdict belongs to the typing, not to Next word: a learner types the whole
 * word and presses Enter, as in any text box, and the word was already checked at full length (or by that Enter).
 * Next word takes focus only after this, so that Enter neither lands on it nor moves on, and "Correct!" is seen.
 */
export const ENTER_GUARD_MS = 400;

/**
 * How long after the verdict Enter still counts as part of the typing rather than "Next word": STRAY_KEYS_MS when the
 * word was judged automatically at full length (the learner may still be typing) and is not right, so the
 * explanation is read; ENTER_GUARD_MS after any other typed verdict (the habitual Enter after a whole word); 0 after
 * Reveal answer, a click.
 */
export function strayKeysMs(result: ClozeResult, judgedAutomatically: boolean): number {
  if (result === 'revealed') return 0;
  return judgedAutomatically && result !== 'correct' ? STRAY_KEYS_MS : ENTER_GUARD_MS;
}

/**
 * Whether an Enter pressed `sinceVerdictMs` after the verdict moves on to the next word: not while it is held down
 * (`repeat`: the key that typed or submitted the word), and not within the hold (`strayKeysMs`).
 */
export function enterMovesOn(sinceVerdictMs: number, holdMs: number, repeat: boolean): boolean {
  return !repeat && sinceVerdictMs >= holdMs;
}

/** The judge's verdict on the typed word (issue 17: a diacritic or one typo away is `almost`, a pass). */
export function judgeCloze(value: string, card: ClozeCard): Judgement {
  return judgeHere(
    {
      type: 'VOCABULARY',
      form: card.answer,
      alternatives: acceptedAnswers(card).slice(1),
      word: card.word,
      translation: card.translation,
      caseForm: card.caseForm,
      verbForm: card.verbForm,
    },
    value,
  );
}

export function verdictOf(j: Judgement): ClozeResult {
  return j.verdict === 'wrong' ? 'incorrect' : j.verdict;
}

/**
 * The card's own word when the learner's answer was right or almost right against another accepted one (an
 * alternative such as `kuri` for `tige`, `peale` for `pärast`): the learner should meet the word the card teaches
 * too. Null otherwise.
 */
export function cardWordBeside(j: Judgement | null): string | null {
  const own = j?.accepted[0];
  if ((j?.verdict !== 'correct' && j?.verdict !== 'almost') || !j.matched || !own) return null;
  return normaliseAnswer(j.matched) === normaliseAnswer(own) ? null : own;
}

/**
 * The length hint under the gap: the card's word's letters, and — when the card accepts other words — that one of
 * those fits too, so the count does not claim every right answer has that length.
 */
export function lengthHint(card: Pick<ClozeCard, 'answer' | 'alternatives'>): string {
  const n = card.answer.length;
  const letters = `${n} letter${n === 1 ? '' : 's'}`;
  return acceptedAnswers(card).length > 1 ? `${letters}, or another word that fits` : letters;
}

/** After `used` hints the first `used` letters show, the rest as dots (never the whole word). */
export function hintText(answer: string, used: number): string {
  const n = Math.min(Math.max(used, 0), HINTS_PER_WORD, Math.max(answer.length - 1, 0));
  const chars = [...answer];
  return chars.map((c, i) => (i < n ? c : c === ' ' ? ' ' : '·')).join('');
}

/** Hints left: at most HINTS_PER_WORD, and never more than the letters a hint can still reveal (`ja` has one). */
export function hintsLeft(used: number, answer: string): number {
  return Math.max(0, Math.min(HINTS_PER_WORD, answer.length - 1) - used);
}

/** What the gap wants, under the translation: "noun · partitive plural", "verb · conditional". */
export function gapLabel(card: Pick<ClozeCard, 'wordType' | 'caseForm' | 'number' | 'verbForm'>): string {
  const caseLabel = card.caseForm
    ? `${humanize(card.caseForm)}${card.number === 'PLURAL' ? ' plural' : ''}`
    : '';
  return [humanize(card.wordType), caseLabel, humanize(card.verbForm)].filter(Boolean).join(' · ');
}
