// The Estonian rule for punctuating quoted speech (Eesti keele käsiraamat, "Otsekõne"; EKI's language advice):
// a comma that separates the quote from the words of the speaker goes AFTER the closing quote („Ma söön putru“,
// vastab Mati.), the quote's own full stop is dropped before such words, and a question or exclamation mark stays
// inside the quote with no comma after it („Kas sa tuled?“ küsis ema.). English puts the comma inside; Estonian not.

const RULES: [RegExp, string][] = [
  [/,“/, 'the comma goes after the closing quote in Estonian („…“, ütles ta), not before it'],
  [
    /\.“\s+\p{Ll}/u,
    'a quote followed by the speaker’s words ends without a full stop, with a comma after the closing quote („…“, ütles ta)',
  ],
  [/[?!]“,/, 'no comma after a quote that ends in ? or ! („Kas sa tuled?“ küsis ta)'],
];

/** Why the text's quoted speech breaks the Estonian rule (the first place found), or null. */
export function quotedSpeechProblem(text: string): string | null {
  for (const [pattern, message] of RULES) {
    const m = pattern.exec(text);
    if (m) {
      const from = Math.max(0, m.index - 20);
      return `${message}: "…${text.slice(from, m.index + m[0].length + 10)}…"`;
    }
  }
  return null;
}
