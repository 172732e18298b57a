import { readingsOf } from '../../lexicon/word-readings.ts';

/** A challenge word of a reading text (§3 target_words). */
export interface ChallengeWord {
  word: string;
  translation: string;
  word_type?: string | null;
}

export type TextPiece =
  | { kind: 'text'; text: string }
  | { kind: 'word'; text: string; target: ChallengeWord };

const WORD_RE = /[\p{L}\p{M}]+(?:[-'’][\p{L}\p{M}]+)*/gu;

function norm(s: string): string {
  return s.normalize('NFC').toLocaleLowerCase('et');
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** What the lexicon says a word of the text can be a form of (the analyse endpoint's readings). */
export type LemmaReadings = ReadonlyMap<string, readonly { lemma: string }[]>;

/**
 * Whether a word of the text is a form of a challenge word. Challenge words are dictionary forms and the text
 * inflects them. With the lexicon's readings of the word, it is one when a reading has the challenge word as its
 * lemma — stem changes and verbs included (tiigis → tiik, maksan → maksma), and no look-alikes (kohvi is kohv, not
 * kohvik). A word the lexicon does not know, or whose readings have not arrived, is matched by its spelling: a form
 * with a short ending (piim → piima); long words may also differ in their last letter.
 */
export function matchesChallengeWord(
  textWord: string,
  target: string,
  readings?: readonly { lemma: string }[],
): boolean {
  const w = norm(textWord);
  const t = norm(target);
  if (!t || !w) return false;
  if (w === t) return true;
  if (readings && readings.length > 0) return readings.some((r) => norm(r.lemma) === t);
  const extra = w.length - t.length;
  if (t.length >= 3 && w.startsWith(t) && extra <= 3) return true;
  return t.length >= 6 && Math.abs(extra) <= 3 && commonPrefix(w, t) >= t.length - 1;
}

/** The single-word challenge words of a text (a phrase such as "head isu" is not highlighted). */
export function singleWordTargets(targets: readonly ChallengeWord[]): ChallengeWord[] {
  return targets.filter((t) => t.word.trim() && !/\s/.test(t.word.trim()));
}

/** The challenge word a word of the text is a form of, if any. */
export function challengeOf(
  textWord: string,
  singles: readonly ChallengeWord[],
  readings: LemmaReadings | undefined,
): ChallengeWord | undefined {
  const known = readingsOf(readings, textWord);
  return singles.find((t) => matchesChallengeWord(textWord, t.word.trim(), known));
}

/**
 * The text of one paragraph split into plain runs and challenge words (single-word targets; every occurrence).
 * Joining the pieces' text gives the paragraph back unchanged.
 */
export function markChallengeWords(
  paragraph: string,
  targets: readonly ChallengeWord[],
  readings?: LemmaReadings,
): TextPiece[] {
  const singles = singleWordTargets(targets);
  const out: TextPiece[] = [];
  let last = 0;
  for (const m of paragraph.matchAll(WORD_RE)) {
    const target = challengeOf(m[0], singles, readings);
    if (!target) continue;
    if (m.index > last) out.push({ kind: 'text', text: paragraph.slice(last, m.index) });
    out.push({ kind: 'word', text: m[0], target });
    last = m.index + m[0].length;
  }
  if (last < paragraph.length) out.push({ kind: 'text', text: paragraph.slice(last) });
  return out;
}

/** Paragraphs of a reading text (blank lines separate them). */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** Words of a text, as shown in its meta line. */
export function wordCount(content: string): number {
  return [...content.matchAll(WORD_RE)].length;
}

/** Difficulty for display (§3): BEGINNER easy, INTERMEDIATE medium, ADVANCED and EXPERT hard; unknown easy. */
export function difficultyLabel(difficulty: string | null | undefined): 'easy' | 'medium' | 'hard' {
  switch ((difficulty ?? '').toUpperCase()) {
    case 'INTERMEDIATE':
      return 'medium';
    case 'ADVANCED':
    case 'EXPERT':
      return 'hard';
    default:
      return 'easy';
  }
}
