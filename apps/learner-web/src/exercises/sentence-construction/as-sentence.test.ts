import { describe, expect, it } from 'vitest';
import { asSentence, asSentenceMarks, sentenceStop } from './as-sentence.ts';

describe('the correct order shown as a sentence', () => {
  it('capitalises the first letter and ends with a full stop', () => {
    expect(asSentence('meie kass on must', 'Our cat is black.')).toBe('Meie kass on must.');
    expect(asSentence('õun on laual', 'The apple is on the table.')).toBe('Õun on laual.');
    expect(asSentence('Mari elab Tartus')).toBe('Mari elab Tartus.');
  });

  it('ends with a question mark when the translation is a question', () => {
    expect(sentenceStop('Would you like to drink some coffee?')).toBe('?');
    expect(sentenceStop('I am going home today.')).toBe('.');
    expect(sentenceStop(undefined)).toBe('.');
    expect(asSentence('kas sa tahad kohvi juua', 'Would you like to drink some coffee? ')).toBe(
      'Kas sa tahad kohvi juua?',
    );
  });

  it('keeps a stop the order already has, and leaves an empty order empty', () => {
    expect(asSentence('tule siia!', 'Come here!')).toBe('Tule siia!');
    expect(asSentence('', 'Anything.')).toBe('');
  });

  it('formats the marks the same way, the stop outside the last mark', () => {
    const marks = [
      { text: 'täna ', changed: false },
      { text: 'lähen', changed: true },
      { text: ' ma ', changed: false },
      { text: 'koju', changed: true },
    ];
    const shown = asSentenceMarks(marks, "I'm going home today.");
    expect(shown).toEqual([
      { text: 'Täna ', changed: false },
      { text: 'lähen', changed: true },
      { text: ' ma ', changed: false },
      { text: 'koju', changed: true },
      { text: '.', changed: false },
    ]);
    expect(shown.map((m) => m.text).join('')).toBe(asSentence('täna lähen ma koju'));
    expect(asSentenceMarks([{ text: 'kas sa', changed: true }], 'Are you?')).toEqual([
      { text: 'Kas sa', changed: true },
      { text: '?', changed: false },
    ]);
    expect(asSentenceMarks([])).toEqual([]);
    expect(marks[0]!.text).toBe('täna '); // the judgement's marks are not changed
  });
});
