import { normaliseAnswer, normalizeSentence } from './normalize.ts';

/**
 * A short-answer reading question judged as a teacher would: an answer whose words contain an accepted key as whole
 * words is right, so a full sentence around the key (`She sleeps on the sofa.` for `on the sofa`, `Nad sõid
 * verivorsti.` for `verivorsti`) passes, and so do two accepted keys together (`park ja kohvikud` where any one is
 * asked for). What a teacher would not accept stays wrong:
 *
 * - a negation outside the key: `not red`, `The apple isn't red`, `ei ole punane`, `mitte park` (a key may hold one
 *   itself: `the sofa does not fit`);
 * - a hedge between candidates: `red or green`, `park või autod`, `red/green`;
 * - a list that adds candidates of its own: `red and green`, `park, autod, bussid`, `on the sofa and on the bed` — an
 *   item of the list (split at commas, semicolons, `and`, `ja`, `ning`, `&`) without a key is a competing candidate
 *   when it is short (at most {@link MAX_CANDIDATE_WORDS} words) and does not start as a clause of its own with a
 *   subject pronoun (`… and it is brown`).
 *
 * Words are compared as every answer check compares them (letter case, NFC, punctuation dropped); `isn't` reads as
 * `is not`. A word is matched whole: `164 euros` does not contain `64 euros`, `parkla` does not contain `park`.
 */

/** Words that negate what follows or precedes them, in English and Estonian. */
const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'none',
  'nothing',
  'nobody',
  'nowhere',
  'neither',
  'nor',
  'cannot',
  'without',
  'ei',
  'pole',
  'polnud',
  'mitte',
  'ega',
  'ära',
  'ärge',
  'ilma',
]);

/** Words that offer a choice between candidates. */
const DISJUNCTIONS = new Set(['or', 'either', 'või']);

/** Words that join the items of a list (a comma, semicolon or `&` is read as one of these). */
const COORDINATORS = new Set(['and', 'ja', 'ning', 'plus']);

/** Subject pronouns that start a clause of its own (`… and it is brown`), not another candidate. */
const CLAUSE_STARTS = new Set([
  'i',
  'you',
  'he',
  'she',
  'it',
  'we',
  'they',
  'there',
  'this',
  'that',
  'ma',
  'mina',
  'sa',
  'sina',
  'ta',
  'tema',
  'me',
  'meie',
  'te',
  'teie',
  'nad',
  'nemad',
  'see',
  'need',
  'seal',
]);

/** A list item without a key and no longer than this is taken for another candidate. */
export const MAX_CANDIDATE_WORDS = 3;

const LIST = '\u0000,';
const CHOICE = '\u0000/';

/**
 * The answer's words (as `normalizeSentence` gives them) with list separators as `LIST` and `/` as `CHOICE`:
 * commas, semicolons, `?` and `!`, and a full stop before a capital (`Red. Green.`) separate; a comma between digits
 * (`12,50`) is part of the number and a full stop after one (`20. augustil`) an ordinal's. `n't` is `not`.
 */
export function answerTokens(s: string): string[] {
  const sentences = s.normalize('NFC').replace(/(?<!\d)\.(?=\s+\p{Lu})|[?!]+(?=\s)/gu, ' \u0001 ');
  const t = normaliseAnswer(sentences)
    .replace(/n['’]t\b/gu, ' not')
    .replace(/(?<!\d),|,(?!\d)|;/gu, ' \u0001 ')
    .replace(/&/gu, ' and ')
    .replace(/\//gu, ' \u0002 ');
  return t.split(/\s+/u).flatMap((part) => {
    if (part === '\u0001') return [LIST];
    if (part === '\u0002') return [CHOICE];
    const n = normalizeSentence(part);
    return n ? n.split(' ') : [];
  });
}

const isSeparator = (t: string) => t === LIST || t === CHOICE;
const keyWords = (key: string) => answerTokens(key).filter((w) => !isSeparator(w));

/** Where `key` occurs in `words` as whole words: the start indexes. */
function occurrences(words: readonly string[], key: readonly string[]): number[] {
  const out: number[] = [];
  if (key.length === 0) return out;
  for (let i = 0; i + key.length <= words.length; i++)
    if (key.every((k, j) => words[i + j] === k)) out.push(i);
  return out;
}

/** A key found in the answer: the tokens from `start` to `end` (exclusive), separators inside it included. */
interface Span {
  start: number;
  end: number;
  key: string;
}

/**
 * The keys found in the answer, longest first, none overlapping another. Keys are matched on the words alone, so
 * `August 20, 1991` is found in `on August 20, 1991` whatever commas either has.
 */
function keySpans(tokens: readonly string[], keys: readonly string[]): Span[] {
  const at = tokens.flatMap((t, i) => (isSeparator(t) ? [] : [i]));
  const words = at.map((i) => tokens[i]!);
  const found = keys
    .map((key) => ({ key, words: keyWords(key) }))
    .filter((k) => k.words.length > 0)
    .flatMap((k) =>
      occurrences(words, k.words).map((w) => ({
        start: at[w]!,
        end: at[w + k.words.length - 1]! + 1,
        key: k.key,
        size: k.words.length,
      })),
    )
    .sort((a, b) => b.size - a.size || a.start - b.start);
  const taken: Span[] = [];
  for (const { size: _, ...s } of found)
    if (taken.every((t) => s.end <= t.start || s.start >= t.end)) taken.push(s);
  return taken.sort((a, b) => a.start - b.start);
}

/** Why an answer holding a key is still not right, or null when it is. */
function containmentProblem(tokens: readonly string[], spans: readonly Span[]): string | null {
  const inKey = (i: number) => spans.some((s) => i >= s.start && i < s.end);
  const outside = tokens.filter((_, i) => !inKey(i));
  if (outside.some((w) => NEGATORS.has(w))) return 'negated';
  if (outside.some((w) => w === CHOICE || DISJUNCTIONS.has(w))) return 'choice';
  // the items of a list, each with whether it holds a key
  const items: { words: string[]; keyed: boolean }[] = [{ words: [], keyed: false }];
  tokens.forEach((w, i) => {
    const item = items.at(-1)!;
    if (inKey(i)) item.keyed = true;
    else if (w === LIST || COORDINATORS.has(w)) items.push({ words: [], keyed: false });
    else item.words.push(w);
  });
  const candidate = items.find(
    (it) =>
      !it.keyed &&
      it.words.length > 0 &&
      it.words.length <= MAX_CANDIDATE_WORDS &&
      !CLAUSE_STARTS.has(it.words[0]!),
  );
  return candidate ? 'candidates' : null;
}

/**
 * The accepted key an answer contains as whole words, when the answer is right by containing it (see above), or
 * undefined. The longest key found is returned.
 */
export function containedKey(keys: readonly string[], given: string): string | undefined {
  const tokens = answerTokens(given);
  if (tokens.length === 0) return undefined;
  const spans = keySpans(tokens, keys);
  if (spans.length === 0 || containmentProblem(tokens, spans)) return undefined;
  return spans.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a)).key;
}
