import { describe, expect, it } from 'vitest';
import { buildAnalyser, tokenize } from './analyser.ts';
import type { LexiconLemma } from './paradigm.ts';

const LEXICON: LexiconLemma[] = [
  {
    lemma: 'kool',
    wordType: 'NOUN',
    translation: 'school',
    principalForms: 'kool;kooli;kooli;koolide;koole;kooli',
  },
  {
    lemma: 'maja',
    wordType: 'NOUN',
    translation: 'house',
    principalForms: 'maja;maja;maja;majade;maju;majja',
  },
  {
    lemma: 'lugema',
    wordType: 'VERB',
    translation: 'to read',
    principalForms: 'lugema;lugeda;loen;luges;lugenud;loetud;loetakse',
  },
  {
    lemma: 'minema',
    wordType: 'VERB',
    translation: 'to go',
    principalForms: 'minema;minna;lähen;läks;läinud;mindud;minnakse',
  },
  { lemma: 'mina', wordType: 'PRONOUN', translation: 'I', principalForms: '' },
];

describe('buildAnalyser', () => {
  const analyser = buildAnalyser(LEXICON);

  it('gives kooli both its readings: genitive singular and the short illative', () => {
    expect(analyser.readings('kooli')).toEqual([
      { lemma: 'kool', translation: 'school', wordType: 'NOUN', case: 'GENITIVE', number: 'SINGULAR' },
      { lemma: 'kool', translation: 'school', wordType: 'NOUN', case: 'PARTITIVE', number: 'SINGULAR' },
      {
        lemma: 'kool',
        translation: 'school',
        wordType: 'NOUN',
        case: 'ILLATIVE',
        number: 'SINGULAR',
        variant: 'short',
      },
    ]);
  });

  it('lists a reading once when a lemma comes twice, and keeps two senses apart', () => {
    const kool = LEXICON[0]!;
    const twice = buildAnalyser([kool, { ...kool }]);
    expect(twice.readings('kooli')).toEqual(analyser.readings('kooli'));
    const senses = buildAnalyser([kool, { ...kool, translation: 'schooling' }]);
    expect(senses.readings('koolis').map((r) => r.translation)).toEqual(['school', 'schooling']);
  });

  it('reads loeb as lugema present 3sg, case-insensitively', () => {
    expect(analyser.readings('Loeb')).toEqual([
      {
        lemma: 'lugema',
        translation: 'to read',
        wordType: 'VERB',
        verbForm: 'PRESENT',
        person: '3sg',
        polarity: 'AFFIRMATIVE',
      },
    ]);
  });

  it('reads the verb of a negative as a negative form without a person', () => {
    expect(analyser.readings('loe')).toEqual(
      expect.arrayContaining([
        {
          lemma: 'lugema',
          translation: 'to read',
          wordType: 'VERB',
          verbForm: 'PRESENT',
          polarity: 'NEGATIVE',
        },
        {
          lemma: 'lugema',
          translation: 'to read',
          wordType: 'VERB',
          verbForm: 'IMPERATIVE',
          person: '2sg',
          polarity: 'AFFIRMATIVE',
        },
      ]),
    );
  });

  it('reads pronouns from their built-in paradigm and knows nothing of unknown words', () => {
    expect(analyser.readings('mulle')).toEqual([
      {
        lemma: 'mina',
        translation: 'I',
        wordType: 'PRONOUN',
        case: 'ALLATIVE',
        number: 'SINGULAR',
        variant: 'parallel',
      },
    ]);
    expect(analyser.readings('homme')).toEqual([]);
  });

  it('analyses a sentence into word and non-word tokens', () => {
    const tokens = analyser.analyse('Ma lähen homme kooli.');
    expect(tokens.map((t) => t.text).join('')).toBe('Ma lähen homme kooli.');
    expect(
      tokens.filter((t) => t.word).map((t) => [t.text, t.readings.map((r) => r.case ?? r.verbForm)]),
    ).toEqual([
      ['Ma', ['NOMINATIVE']],
      ['lähen', ['PRESENT']],
      ['homme', []],
      ['kooli', ['GENITIVE', 'PARTITIVE', 'ILLATIVE']],
    ]);
  });
});

describe('tokenize', () => {
  it('keeps inner hyphens and apostrophes in a word and returns the rest as separators', () => {
    expect(tokenize('„Tere,“ ütles Jaan-Peter.')).toEqual([
      { text: '„', word: false },
      { text: 'Tere', word: true },
      { text: ',“ ', word: false },
      { text: 'ütles', word: true },
      { text: ' ', word: false },
      { text: 'Jaan-Peter', word: true },
      { text: '.', word: false },
    ]);
  });
});
