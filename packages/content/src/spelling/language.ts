// Telling English from Estonian in fields that may hold either (reading questions), and finding the Estonian
// quoted inside English ("What does "odav" mean?").

/** Common English words that are not Estonian words (so "on", "see", "me", "all", "need", "must" are left out). */
const ENGLISH_MARKERS = new Set(
  (
    'a an the of to is are was were be been do does did have has had can will would what why how who whom which ' +
    'where when he she it they you i his her its their this that these those there in at by for from with ' +
    'without about into or not true false'
  ).split(' '),
);

/** Decides whether a text is English. */
export type EnglishTest = (text: string) => boolean;

const words = (text: string) => text.match(/[\p{L}']+/gu) ?? [];

/** True when the text holds at least one common English word. */
export const hasEnglishWords: EnglishTest = (text) =>
  words(text.toLocaleLowerCase('en')).some((w) => ENGLISH_MARKERS.has(w));

/**
 * An English test that also uses an Estonian spell-checker: a text with no English function words ("Father eats
 * porridge.") is still English when most of its words are not Estonian.
 */
export function englishTest(isEstonianWord: (token: string) => boolean): EnglishTest {
  return (text) => {
    if (hasEnglishWords(text)) return true;
    const ws = words(text);
    return ws.length > 0 && ws.filter((w) => !isEstonianWord(w)).length * 2 > ws.length;
  };
}

const QUOTED = /[„“"«]([^„“”"«»]+)[“”"»]/g;

/** The quoted passages of a text ("…", „…“, «…»). */
export function quotedPassages(text: string): string[] {
  return [...text.matchAll(QUOTED)].map((m) => m[1] as string);
}

/**
 * The Estonian parts of a text that may be English: all of it, or its quoted passages without English words
 * (a quote in an English question is Estonian unless it has English function words: "a quarter of eight").
 */
export function estonianParts(text: string, isEnglish: EnglishTest = hasEnglishWords): string[] {
  if (!isEnglish(text)) return [text];
  return quotedPassages(text).filter((q) => !hasEnglishWords(q));
}
