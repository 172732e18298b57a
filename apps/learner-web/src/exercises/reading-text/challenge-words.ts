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

/**
 * Whether a word of the text is a form of a challenge word. Challenge words are dictionary forms and the text
 * inflects them (piim → piima, hommikusöök → hommikusööki), so a form with a short ending also matches; long
 * words may also differ in their last letter (raamatukogu → raamatukokku does not, by design: no false friends).
 */
export function matchesChallengeWord(textWord: string, target: string): boolean {
  const w = norm(textWord);
  const t = norm(target);
  if (!t || !w) return false;
  if (w === t) return true;
  const extra = w.length - t.length;
  if (t.length >= 3 && w.startsWith(t) && extra <= 3) return true;
  return t.length >= 6 && Math.abs(extra) <= 3 && commonPrefix(w, t) >= t.length - 1;
}

/**
 * The text of one paragraph split into plain runs and challenge words (single-word targets; every occurrence).
 * Joining the pieces' text gives the paragraph back unchanged.
 */
export function markChallengeWords(paragraph: string, targets: readonly ChallengeWord[]): TextPiece[] {
  const singles = targets.filter((t) => t.word.trim() && !/\s/.test(t.word.trim()));
  const out: TextPiece[] = [];
  let last = 0;
  for (const m of paragraph.matchAll(WORD_RE)) {
    const target = singles.find((t) => matchesChallengeWord(m[0], t.word.trim()));
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
