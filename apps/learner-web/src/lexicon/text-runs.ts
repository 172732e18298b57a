import { tokenize } from '@keelerada/domain';

/** A word with the punctuation glued to it (`„Mida`, `ema.`), which must not wrap apart from it. */
export interface WordRun {
  before: string;
  word: string;
  after: string;
}

/**
 * The text as spaces and word runs: punctuation touching a word (no space between) travels with it, so a tappable
 * word never ends a line with its full stop on the next. Joined back, the runs give the text unchanged.
 */
export function textRuns(text: string): (string | WordRun)[] {
  const out: (string | WordRun)[] = [];
  let pendingBefore = '';
  let lastRun: WordRun | null = null;
  for (const t of tokenize(text)) {
    if (t.word) {
      lastRun = { before: pendingBefore, word: t.text, after: '' };
      pendingBefore = '';
      out.push(lastRun);
      continue;
    }
    // a separator: with no space in it (ema.“ / „Mida) it sticks to the word before, else to the one after;
    // with a space, its leading non-space part sticks to the word before, its trailing one to the word after
    if (!/\s/u.test(t.text)) {
      if (lastRun) lastRun.after += t.text;
      else pendingBefore += t.text;
      continue;
    }
    const [, lead = '', middle = '', trail = ''] = /^(\S*)([\s\S]*?)(\S*)$/u.exec(t.text)!;
    if (lastRun) lastRun.after += lead;
    const plain = (lastRun ? '' : pendingBefore + lead) + middle;
    if (plain) out.push(plain);
    pendingBefore = trail;
    lastRun = null;
  }
  if (pendingBefore) out.push(pendingBefore);
  return out;
}
