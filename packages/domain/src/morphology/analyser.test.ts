import { describe, expect, it } from 'vitest';
import { buildAnalyser, readerOrder, tokenize } from './analyser.ts';
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

describe('invariable words and the order a reader gets readings in', () => {
  const words: LexiconLemma[] = [
    {
      lemma: 'tänama',
      wordType: 'VERB',
      translation: 'to thank',
      principalForms: 'tänama;tänada;tänan;tänas;tänanud;tänatud;tänatakse',
    },
    { lemma: 'või', wordType: 'NOUN', translation: 'butter', principalForms: 'või;või;võid;võide;võisid;' },
    {
      lemma: 'võima',
      wordType: 'VERB',
      translation: 'can, may',
      principalForms: 'võima;võida;võin;võis;võinud;võidud;võidakse',
    },
    {
      lemma: 'vastama',
      wordType: 'VERB',
      translation: 'to answer',
      principalForms: 'vastama;vastata;vastan;vastas;vastanud;vastatud;vastatakse',
    },
    {
      lemma: 'olema',
      wordType: 'VERB',
      translation: 'to be',
      principalForms: 'olema;olla;olen;oli;olnud;oldud;ollakse',
    },
    { lemma: 'täna', wordType: 'ADVERB', translation: 'today', principalForms: '' },
    { lemma: 'või', wordType: 'CONJUNCTION', translation: 'or', principalForms: '' },
    { lemma: 'vastas', wordType: 'PREPOSITION', translation: 'opposite', principalForms: '' },
    { lemma: 'ja', wordType: 'CONJUNCTION', translation: 'and', principalForms: '' },
  ];
  const analyser = buildAnalyser(words);
  const lines = (word: string) =>
    analyser
      .lookUp(word)
      .map(
        (r) =>
          `${r.lemma} ${r.translation}${r.case ? ` ${r.case}` : ''}${r.verbForm ? ` ${r.verbForm}` : ''}`,
      );

  it('reads an invariable word as itself, with no labels, before the forms of an inflecting homograph', () => {
    expect(analyser.lookUp('Täna')[0]).toEqual({ lemma: 'täna', translation: 'today', wordType: 'ADVERB' });
    expect(lines('täna')).toEqual([
      'täna today',
      'tänama to thank PRESENT',
      'tänama to thank IMPERATIVE',
      'tänama to thank IMPERATIVE',
    ]);
    expect(lines('ja')).toEqual(['ja and']);
  });

  it("names every meaning within the first readings: või is 'or', then butter, then võima", () => {
    expect(lines('või').slice(0, 3)).toEqual(['või or', 'või butter NOMINATIVE', 'võima can, may PRESENT']);
    expect(lines('või')).toHaveLength(6);
  });

  it("puts a verb's 3rd-person past before an invariable homograph (vastas 'answered', then 'opposite')", () => {
    expect(lines('vastas')).toEqual(['vastama to answer PAST', 'vastas opposite']);
  });

  it('reads a word with the clitic -gi/-ki as the word, when it has no reading of its own', () => {
    expect(lines('ongi')).toEqual(lines('on'));
    expect(lines('Tänagi')[0]).toBe('täna today');
    expect(analyser.lookUp('majagi')).toEqual([]);
  });

  it("keeps the judge's readings to the forms of inflecting lemmas, in lexicon order", () => {
    expect(analyser.readings('täna').map((r) => r.lemma)).toEqual(['tänama', 'tänama', 'tänama']);
    expect(analyser.readings('ja')).toEqual([]);
    expect(analyser.readings('ongi')).toEqual([]);
  });

  it('keeps lexicon order between inflecting lemmas, each first reading before any second', () => {
    const r = (lemma: string, kase: 'NOMINATIVE' | 'GENITIVE') =>
      ({ lemma, translation: lemma, wordType: 'NOUN', case: kase, number: 'SINGULAR' }) as const;
    expect(
      readerOrder([r('a', 'NOMINATIVE'), r('a', 'GENITIVE'), r('b', 'NOMINATIVE'), r('b', 'GENITIVE')]).map(
        (x) => `${x.lemma} ${x.case}`,
      ),
    ).toEqual(['a NOMINATIVE', 'b NOMINATIVE', 'a GENITIVE', 'b GENITIVE']);
  });
});

describe('names, adverbs beside verb forms, and hyphenated words', () => {
  const analyser = buildAnalyser(
    [
      {
        lemma: 'andma',
        wordType: 'VERB',
        translation: 'to give',
        principalForms: 'andma;anda;annan;andis;andnud;antud;antakse;andsin',
      },
      { lemma: 'Anna', wordType: 'NOUN', translation: "Anna (a woman's name)", principalForms: '' },
      {
        lemma: 'mari',
        wordType: 'NOUN',
        translation: 'berry',
        principalForms: 'mari;marja;marja;marjade;marju;',
      },
      { lemma: 'Mari', wordType: 'NOUN', translation: "Mari (a woman's name)", principalForms: '' },
      {
        lemma: 'pärima',
        wordType: 'VERB',
        translation: 'to inherit',
        principalForms: 'pärima;pärida;pärin;päris;pärinud;päritud;päritakse',
      },
      { lemma: 'päris', wordType: 'ADVERB', translation: 'quite, really', principalForms: '' },
      {
        lemma: 'aastane',
        wordType: 'ADJECTIVE',
        translation: 'a year old',
        principalForms: 'aastane;aastase;aastast;aastaste;aastaseid;;-;-',
      },
    ],
    {
      Anna: { singular: { NOMINATIVE: 'Anna', GENITIVE: 'Anna', PARTITIVE: 'Annat', ALLATIVE: 'Annale' } },
      Mari: { singular: { NOMINATIVE: 'Mari', GENITIVE: 'Mari', PARTITIVE: 'Marit' } },
    },
  );
  const lemmas = (word: string) => [...new Set(analyser.lookUp(word).map((r) => r.lemma))];

  it('offers the name first for a capitalised word, wherever it stands (Anna, Mari, Annale)', () => {
    expect(lemmas('Anna')).toEqual(['Anna', 'andma']);
    expect(lemmas('Mari')).toEqual(['Mari', 'mari']);
    expect(analyser.lookUp('Annale')[0]).toMatchObject({ lemma: 'Anna', case: 'ALLATIVE' });
    expect(analyser.analyse('Täna tuli Mari.')[4]!.readings[0]!.lemma).toBe('Mari');
  });

  it('offers the ordinary word first for a lower-case one, the name last (anna "give!", mari "berry")', () => {
    expect(lemmas('anna')).toEqual(['andma', 'Anna']);
    expect(lemmas('mari')).toEqual(['mari', 'Mari']);
    expect(lemmas('Annagi')[0]).toBe('Anna');
  });

  it("puts an adverb before a verb's 3rd-person past (päris 'quite' before pärima 'inherited')", () => {
    expect(lemmas('päris')).toEqual(['päris', 'pärima']);
    expect(analyser.lookUp('päris')[0]!.wordType).toBe('ADVERB');
  });

  it('reads a hyphenated word it does not know as its last part (üheksa-aastane)', () => {
    expect(analyser.lookUp('üheksa-aastane')[0]).toMatchObject({ lemma: 'aastane', case: 'NOMINATIVE' });
    expect(analyser.lookUp('kolme-aastast')[0]).toMatchObject({ lemma: 'aastane', case: 'PARTITIVE' });
    expect(analyser.lookUp('üheksa-tundmatu')).toEqual([]);
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
