/** The Estonian letters with diacritics and the plain letters a keyboard without them gives. */
const PLAIN: Record<string, string> = { õ: 'o', ä: 'a', ö: 'o', ü: 'u', š: 's', ž: 'z' };

/** The word with õ ä ö ü š ž replaced by o a o u s z (input already lower-cased and NFC). */
export function withoutDiacritics(s: string): string {
  return s.replace(/[õäöüšž]/gu, (c) => PLAIN[c] ?? c);
}

export type NearMissKind = 'diacritics' | 'typo';

/** True when `a` becomes `b` by one letter inserted, dropped, changed or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const rest = (p: number, q: number) => x.slice(p).join('') === y.slice(q).join('');
  if (x.length === y.length) {
    if (rest(i + 1, i + 1)) return true; // changed
    return x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2, i + 2); // swapped
  }
  return x.length > y.length ? rest(i + 1, i) : rest(i, i + 1); // inserted / dropped
}

/**
 * The shortest answer in which one letter off is taken for a typo. In a word of two or three letters one letter makes
 * another word (ja → ma or ta, kas → kes or kus), so it is not "almost" there.
 */
export const MIN_TYPO_LENGTH = 4;

/** The digits of an answer in order: a number that differs is another fact, never a typo (3 tundi for 2 tundi). */
const digitsOf = (s: string) => s.replace(/\D/gu, '');

/**
 * How a normalised answer misses a normalised expected answer by a little: only in diacritics (õ ä ö ü š ž typed
 * plain or mixed up), or by one typo in an answer of at least MIN_TYPO_LENGTH letters that leaves its digits as they
 * are. Null when it is the same or further away.
 */
export function nearMiss(given: string, expected: string): NearMissKind | null {
  if (given === expected || given.length === 0) return null;
  if (withoutDiacritics(given) === withoutDiacritics(expected)) return 'diacritics';
  return [...expected].length >= MIN_TYPO_LENGTH &&
    digitsOf(given) === digitsOf(expected) &&
    oneEditApart(given, expected)
    ? 'typo'
    : null;
}
