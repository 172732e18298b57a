/**
 * The variants of an Estonian sentence that differ only in its personal pronouns, which a native speaker accepts
 * as the same answer: the long form for the short one and back (`Ma tahan` ~ `Mina tahan`, `mu ema` ~ `minu ema`),
 * and a first- or second-person subject left out, since the verb's ending names the person (`Ma tahan õppida` ~
 * `Tahan õppida`). Translations list their keys once; the judge accepts these without each item listing them.
 *
 * Only swaps that hold in every case are made: `meie` and `teie` are also genitives (`meie maja`), whose short
 * forms do not exist, so they are never shortened or dropped; a third-person subject is never dropped (`On kuum`
 * is another sentence than `Ta on kuum`).
 */
const LONG_OF: Record<string, string> = {
  ma: 'mina',
  sa: 'sina',
  ta: 'tema',
  me: 'meie',
  te: 'teie',
  nad: 'nemad',
  mu: 'minu',
  su: 'sinu',
};
const SHORT_OF: Record<string, string> = {
  mina: 'ma',
  sina: 'sa',
  tema: 'ta',
  nemad: 'nad',
  minu: 'mu',
  sinu: 'su',
};
/** Nominative-only subject pronouns of the first and second person: left out, the verb still says who. */
const DROPPABLE = new Set(['ma', 'mina', 'sa', 'sina', 'me', 'te']);

/** At most this many pronouns of one sentence are varied (3 ** 4 = 81 variants); a sentence with more is kept as it is. */
const MAX_VARIED = 4;

const isPronoun = (w: string) => w.toLowerCase() in LONG_OF || w.toLowerCase() in SHORT_OF;
const capitalised = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
/** `w` capitalised as `model` is (`Ma` → `Mina`, `ma` → `mina`). */
const sameCase = (model: string, w: string) => (/^\p{Lu}/u.test(model) ? capitalised(w) : w);

/**
 * What the word at `i` of `parts` (separators at even indexes, words at odd) may become: itself, its other length,
 * or nothing when it is a droppable subject followed by a plain space (never `sa,` or `ma?`).
 */
function choices(parts: string[], i: number): (string | null)[] {
  const word = parts[i]!;
  const lower = word.toLowerCase();
  const other = LONG_OF[lower] ?? SHORT_OF[lower];
  const out: (string | null)[] = [word];
  if (other) out.push(sameCase(word, other));
  if (DROPPABLE.has(lower) && parts[i + 1] === ' ' && i + 2 < parts.length) out.push(null);
  return out;
}

/** Joins a variant: a left-out word takes the space after it, and its capital passes to the next word. */
function join(parts: (string | null)[], original: string[]): string {
  let out = '';
  let capital = false;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? null;
    if (part === null) {
      capital = /^\p{Lu}/u.test(original[i]!);
      i++; // the space after it
      continue;
    }
    out += capital && i % 2 === 1 ? capitalised(part) : part;
    if (i % 2 === 1) capital = false;
  }
  return out;
}

/** Every variant of `sentence`, the sentence itself first. */
export function pronounVariants(sentence: string): string[] {
  const parts = sentence.split(/(\p{L}+)/u);
  const at = parts.flatMap((p, i) => (i % 2 === 1 && isPronoun(p) ? [i] : []));
  if (at.length === 0 || at.length > MAX_VARIED) return [sentence];
  let variants: (string | null)[][] = [parts];
  for (const i of at)
    variants = variants.flatMap((v) => choices(parts, i).map((c) => v.map((p, j) => (j === i ? c : p))));
  return [...new Set(variants.map((v) => join(v, parts)))];
}
