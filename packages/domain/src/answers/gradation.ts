import type { Diagnosis } from './diagnose.ts';

/**
 * Consonant gradation (astmevaheldus): a stem consonant alternates between a strong and a weak grade across a word's
 * forms — `rääkima` / `räägib` (k ~ g), `õppima` / `õpin` (pp ~ p), `andma` / `annan` (nd ~ nn). An answer that is
 * the expected form with the other grade of that consonant is the grammar point itself, not a slip of the finger,
 * though it is one letter off.
 */

/** Single consonants of the qualitative alternation, strong first. */
const PAIRS: readonly [string, string][] = [
  ['k', 'g'],
  ['t', 'd'],
  ['p', 'b'],
];
/** Consonants written double in the strong grade, single in the weak one (kk ~ k, tt ~ t, ss ~ s). */
const DOUBLES = new Set(['k', 't', 'p', 's', 'f', 'š']);
/** Assimilation after a sonorant: the strong cluster's second letter, and the weak one's (nd ~ nn, mb ~ mm). */
const ASSIMILATION: Record<string, [string, string]> = {
  n: ['d', 'n'],
  l: ['d', 'l'],
  r: ['d', 'r'],
  m: ['b', 'm'],
};
/** What may follow a grading consonant in a stem: a vowel, or l r j v (`sõpra` ~ `sõbra`). */
const AFTER = /^[aeiouõäöülrjv]/u;

interface Clusters {
  start: number;
  /** The cluster in the expected form and in the given one. */
  expected: string;
  given: string;
}

/** Whether `cluster` is the strong grade beside `other` (kk beside k, k beside g, nd beside nn). */
function isStrong(cluster: string, other: string): boolean {
  if (cluster.length !== other.length) return cluster.length > other.length;
  if (cluster.length === 2) return ASSIMILATION[cluster[0]!]?.[0] === cluster[1];
  return PAIRS.some(([strong]) => strong === cluster);
}

/** Where the two words differ by the other grade of one consonant, and the two clusters. */
function gradedClusters(given: string, expected: string): Clusters | null {
  const g = [...given];
  const e = [...expected];
  let i = 0;
  while (i < g.length && i < e.length && g[i] === e[i]) i++;
  if (g.length === e.length) {
    if (g.slice(i + 1).join('') !== e.slice(i + 1).join('')) return null;
    const [a, b] = [e[i]!, g[i]!];
    const pair = PAIRS.some(([s, w]) => (a === s && b === w) || (a === w && b === s));
    if (pair && e[i - 1] !== a && e[i + 1] !== a && g[i - 1] !== b && g[i + 1] !== b)
      return { start: i, expected: a, given: b };
    const prev = e[i - 1];
    const assimilated = prev ? ASSIMILATION[prev] : undefined;
    if (assimilated && [a, b].sort().join('') === [...assimilated].sort().join(''))
      return { start: i - 1, expected: `${prev}${a}`, given: `${prev}${b}` };
    return null;
  }
  if (Math.abs(g.length - e.length) !== 1) return null;
  const [long, short] = g.length > e.length ? [g, e] : [e, g];
  if (long.slice(i + 1).join('') !== short.slice(i).join('')) return null;
  const c = long[i]!;
  if (!DOUBLES.has(c)) return null;
  const start = long[i - 1] === c ? i - 1 : long[i + 1] === c ? i : -1;
  if (start < 0 || long[start + 2] === c) return null;
  const [expectedCluster, givenCluster] = long === e ? [`${c}${c}`, c] : [c, `${c}${c}`];
  return { start, expected: expectedCluster, given: givenCluster };
}

/** Whether `word` has `cluster` at `start` after `prefix` (and not a longer run of its last letter). */
function hasAt(word: string, prefix: string, start: number, cluster: string): boolean {
  return (
    word.startsWith(prefix) &&
    word.slice(start, start + cluster.length) === cluster &&
    word[start + cluster.length] !== cluster.at(-1)
  );
}

const key = (s: string) => s.normalize('NFC').trim().toLocaleLowerCase('et');

/**
 * When `given` is `expected` with the other grade of one stem consonant, and the lemma or another of its forms
 * (`forms`, the paradigm when the morphology has it) shows that other grade in the same place: the diagnosis.
 * `rääkib` for `räägib` → "Mind the consonant change: rääkima → `räägib` (the k weakens to g)." Null otherwise,
 * so a real typo (`kabsas` for `kapsas`, whose p never alternates) stays a near miss.
 */
export function diagnoseGradation(
  givenForm: string,
  expectedForm: string,
  lemmaForm: string,
  forms: readonly string[] = [],
): Diagnosis | undefined {
  const given = key(givenForm);
  const expected = key(expectedForm);
  const lemma = key(lemmaForm);
  if (!lemma || given === expected) return undefined;
  // in a phrase (`ei räägi`) the one word that differs
  const gw = given.split(' ');
  const ew = expected.split(' ');
  if (gw.length > 1 || ew.length > 1) {
    if (gw.length !== ew.length) return undefined;
    const diff = ew.flatMap((w, i) => (w === gw[i] ? [] : [i]));
    if (diff.length !== 1) return undefined;
    const d = diagnoseGradation(gw[diff[0]!]!, ew[diff[0]!]!, lemma, forms);
    return d && { ...d, message: d.message.replace(`\`${ew[diff[0]!]}\``, `\`${expectedForm.trim()}\``) };
  }
  const c = gradedClusters(given, expected);
  if (!c || !AFTER.test(expected.slice(c.start + c.expected.length))) return undefined;
  const prefix = expected.slice(0, c.start);
  const shows = (cluster: string) => (w: string) => hasAt(w, prefix, c.start, cluster);
  const witness = [lemma, ...forms.map(key)].find(shows(c.given));
  if (!witness) return undefined;
  const strong = isStrong(c.expected, c.given);
  const confusion = strong ? 'strong grade ↔ weak grade' : 'weak grade ↔ strong grade';
  const change = strong ? 'strengthens' : 'weakens';
  const message =
    witness === lemma
      ? `Mind the consonant change: ${lemma} → \`${expectedForm.trim()}\` (the ${c.given} ${change} to ${c.expected}).`
      : `Mind the consonant change: here it is \`${expectedForm.trim()}\`, with ${c.expected}; the ${c.given} belongs to other forms of ${lemma}, such as \`${witness}\`.`;
  return { kind: 'other-form', message, confusion };
}
