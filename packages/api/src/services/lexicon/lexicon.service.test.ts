import { describeDb } from '@keelerada/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { analyseText, lexiconWord } from './lexicon.service.ts';
import { buildLexiconIndex, type LexiconIndex } from './lexicon-index.ts';

const LEMMAS = [
  {
    lemma: 'tänama',
    word_type: 'VERB',
    translation: 'to thank',
    principal_forms: 'tänama;tänada;tänan;tänas;tänanud;tänatud;tänatakse',
  },
  { lemma: 'või', word_type: 'NOUN', translation: 'butter', principal_forms: 'või;või;võid;võide;võisid;' },
  {
    lemma: 'võima',
    word_type: 'VERB',
    translation: 'can, may',
    principal_forms: 'võima;võida;võin;võis;võinud;võidud;võidakse',
  },
  {
    lemma: 'ilmne',
    word_type: 'ADJECTIVE',
    translation: 'obvious',
    principal_forms: 'ilmne;ilmse;ilmset;ilmsete;ilmseid;',
  },
  // the invariable words (issue: tap-to-translate said "not in the lexicon yet" or only "to thank" for täna)
  { lemma: 'täna', word_type: 'ADVERB', translation: 'today', principal_forms: '' },
  { lemma: 'või', word_type: 'CONJUNCTION', translation: 'or', principal_forms: '' },
  { lemma: 'ja', word_type: 'CONJUNCTION', translation: 'and', principal_forms: '' },
  {
    lemma: 'kas',
    word_type: 'PARTICLE',
    translation: 'question word for yes/no questions',
    principal_forms: '',
  },
  { lemma: 'ilmselt', word_type: 'ADVERB', translation: 'apparently, evidently', principal_forms: '' },
  { lemma: 'jooksul', word_type: 'PREPOSITION', translation: 'during', principal_forms: '' },
  // a name beside an ordinary word (learner report: Mari "the girl" read only as mari "berry")
  {
    lemma: 'mari',
    word_type: 'NOUN',
    translation: 'berry',
    principal_forms: 'mari;marja;marja;marjade;marju;',
  },
  {
    lemma: 'Mari',
    word_type: 'NOUN',
    translation: "Mari (a woman's name)",
    principal_forms: '',
    paradigm: JSON.stringify({ singular: { NOMINATIVE: 'Mari', GENITIVE: 'Mari', PARTITIVE: 'Marit' } }),
  },
];

/** The readings of each word of a text, as lines a tooltip would show. */
const readingsOf = (index: LexiconIndex, text: string) =>
  Object.fromEntries(
    analyseText(index, text)
      .tokens.filter((t) => t.word)
      .map((t) => [
        t.text,
        t.readings.map(
          (r) =>
            `${r.lemma}, ${r.translation}${r.case ? ` ${r.case}` : ''}${r.verbForm ? ` ${r.verbForm}` : ''}`,
        ),
      ]),
  );

describeDb('lexicon service: invariable words', (t) => {
  let index: LexiconIndex;
  beforeAll(async () => {
    await t.db
      .insertInto('lexicon_lemmas')
      .values(LEMMAS.map((l) => ({ ...l, level: 'A0' })))
      .execute();
    index = await buildLexiconIndex(t.db);
  });

  it('reads täna as the adverb "today" first, then as forms of tänama', () => {
    const words = readingsOf(index, 'Mida sa täna sööd?');
    expect(words.täna?.[0]).toBe('täna, today');
    expect(words.täna).toContain('tänama, to thank PRESENT');
    expect(words.sa).toEqual([]);
  });

  it('gives ja, Kas and jooksul a reading, with no grammatical labels', () => {
    const tokens = analyseText(index, 'Kas ja jooksul').tokens.filter((x) => x.word);
    expect(tokens.map((x) => x.readings)).toEqual([
      [{ lemma: 'kas', translation: 'question word for yes/no questions' }],
      [{ lemma: 'ja', translation: 'and' }],
      [{ lemma: 'jooksul', translation: 'during' }],
    ]);
  });

  it('names või "or" first, and butter and võima within the first three readings', () => {
    expect(readingsOf(index, 'teed või kohvi').või?.slice(0, 3)).toEqual([
      'või, or',
      'või, butter NOMINATIVE',
      'võima, can, may PRESENT',
    ]);
  });

  it('reads Ilmselt as the adverb "apparently" before the ablative of ilmne', () => {
    expect(readingsOf(index, 'Ilmselt jah.').Ilmselt).toEqual([
      'ilmselt, apparently, evidently',
      'ilmne, obvious ABLATIVE',
    ]);
  });

  it('reads a capitalised name as the name first, mid-sentence or not, and mari in lower case as the berry', () => {
    const text = 'Täna korjab Mari marju. Mari ei söö mari.';
    const firstGlosses = analyseText(index, text)
      .tokens.filter((x) => x.text === 'Mari')
      .map((x) => x.readings[0]?.translation);
    expect(firstGlosses).toEqual(["Mari (a woman's name)", "Mari (a woman's name)"]);
    const words = readingsOf(index, text);
    expect(words.Mari).toEqual([
      "Mari, Mari (a woman's name) NOMINATIVE",
      'mari, berry NOMINATIVE',
      "Mari, Mari (a woman's name) GENITIVE",
    ]);
    expect(words.mari?.[0]).toBe('mari, berry NOMINATIVE');
  });

  it('serves a lemma only its inflecting senses, and says an invariable word does not inflect', () => {
    const voi = lexiconWord(index, 'või');
    expect(voi).toMatchObject({ lemma: 'või', translation: 'butter', wordType: 'NOUN', otherSenses: [] });
    expect(() => lexiconWord(index, 'täna')).toThrow(
      '"täna" (today) does not inflect: it has no declension or conjugation.',
    );
    expect(() => lexiconWord(index, 'kass')).toThrow('No word "kass" in the lexicon.');
    expect(index.byLemma.has('ja')).toBe(false);
  });
});
