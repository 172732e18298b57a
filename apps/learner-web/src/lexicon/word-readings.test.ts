import { describe, expect, it } from 'vitest';
import { readingsIndex, readingsOf, tipLines } from './word-readings.ts';

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
  it('keys words as written and lower-cased, and skips separators', () => {
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
    expect([...index.keys()]).toEqual(['Kooli', 'kooli']);
    expect(readingsOf(index, 'kooli')).toEqual([kool]);
    expect(readingsOf(index, 'KOOLI')).toEqual([kool]);
  });

  it('keeps a capitalised name and the same word in lower case apart', () => {
    const name = { lemma: 'Anna', translation: "Anna (a woman's name)", case: 'NOMINATIVE' as const };
    const verb = {
      lemma: 'andma',
      translation: 'to give',
      verbForm: 'IMPERATIVE' as const,
      person: '2sg' as const,
    };
    const index = readingsIndex([
      { text: 'Anna', word: true, readings: [name, verb] },
      { text: ' ', word: false, readings: [] },
      { text: 'anna', word: true, readings: [verb, name] },
    ]);
    expect(readingsOf(index, 'Anna')?.[0]).toEqual(name);
    expect(readingsOf(index, 'anna')?.[0]).toEqual(verb);
  });
});
