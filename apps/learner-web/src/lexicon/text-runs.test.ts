import { describe, expect, it } from 'vitest';
import { textRuns } from './text-runs.ts';

const join = (runs: ReturnType<typeof textRuns>) =>
  runs.map((r) => (typeof r === 'string' ? r : r.before + r.word + r.after)).join('');

describe('textRuns', () => {
  it('glues touching punctuation to its word and keeps the text unchanged', () => {
    const text = '„Mida sa täna sööd?“ küsib ema.';
    const runs = textRuns(text);
    expect(join(runs)).toBe(text);
    expect(runs[0]).toEqual({ before: '„', word: 'Mida', after: '' });
    expect(runs).toContainEqual({ before: '', word: 'sööd', after: '?“' });
    expect(runs.at(-1)).toEqual({ before: '', word: 'ema', after: '.' });
  });

  it('keeps leading and trailing punctuation with spaces as plain text', () => {
    const text = ' — Tere! ';
    expect(join(textRuns(text))).toBe(text);
    expect(textRuns(text)).toContainEqual({ before: '', word: 'Tere', after: '!' });
  });
});
