import { describe, expect, it } from 'vitest';
import { readingsIndex, tipLines } from './word-readings.ts';

describe('tipLines', () => {
  it('says what each reading is, once', () => {
    expect(
      tipLines([
        { lemma: 'maja', translation: 'house', case: 'ILLATIVE', number: 'SINGULAR', variant: 'short' },
        {
          lemma: 'lugema',
          translation: 'to read',
          verbForm: 'PRESENT',
          person: '3sg',
          polarity: 'AFFIRMATIVE',
        },
        {
          lemma: 'lugema',
          translation: 'to read',
          verbForm: 'PRESENT',
          person: '3sg',
          polarity: 'AFFIRMATIVE',
        },
      ]),
    ).toEqual([
      "maja, house: illative singular (short form), 'into'",
      'lugema, to read: present, 3rd person singular',
    ]);
  });
});

describe('readingsIndex', () => {
  it('keys words case-insensitively and skips separators', () => {
    const kool = {
      lemma: 'kool',
      translation: 'school',
      case: 'GENITIVE' as const,
      number: 'SINGULAR' as const,
    };
    const index = readingsIndex([
      { text: 'Kooli', word: true, readings: [kool] },
      { text: '. ', word: false, readings: [] },
    ]);
    expect([...index.keys()]).toEqual(['kooli']);
    expect(index.get('kooli')).toEqual([kool]);
  });
});
