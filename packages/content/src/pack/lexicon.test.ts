import { describe, expect, it } from 'vitest';
import { packLexicon, validateLexicon } from './lexicon.ts';
import type { ContentPack } from './pack.ts';
import { fixturePack } from './pack-fixture.ts';
import { formatProblem, type Problem } from './problem.ts';

function withRows(rows: string[][], paradigms: unknown = null, file = 'lexicon/A0.csv'): ContentPack {
  return {
    ...fixturePack(),
    lexicon: [
      {
        file,
        header: ['lemma', 'wordType', 'translation', 'principalForms'],
        rows: rows.map((cells, i) => ({ line: i + 2, cells })),
      },
    ],
    paradigms,
  };
}

const problems = (pack: ContentPack) => {
  const out: Problem[] = [];
  validateLexicon(pack, out);
  return out.map(formatProblem);
};

describe('validateLexicon', () => {
  it('accepts the fixture lexicon (a noun and a built-in pronoun)', () => {
    expect(problems(fixturePack())).toEqual([]);
  });

  it('reports wrong word types, principal forms, duplicates and missing paradigms', () => {
    const pack = withRows([
      ['maja', 'NOUN', 'house', 'maja;maja;maja;majade;maju;majja'],
      ['maja', 'NOUN', 'house', 'maja;maja;maja;majade;maju;majja'],
      ['ja', 'CONJ', 'and', ''],
      ['lugema', 'VERB', 'to read', 'lugema;lugeda;loen'],
      ['keegi', 'PRONOUN', 'somebody', ''],
      ['kool', 'NOUN', 'school', 'maja;kooli;kooli;koolide;koole;kooli'],
    ]);
    expect(problems(pack)).toEqual([
      'lexicon/A0.csv line 3: duplicates the lemma at lexicon/A0.csv line 2 (same lemma and translation)',
      'lexicon/A0.csv line 4 wordType: must be one of NOUN, ADJECTIVE, NUMERAL, PRONOUN, VERB, ADVERB, PREPOSITION, CONJUNCTION, PARTICLE, INTERJECTION',
      'lexicon/A0.csv line 5 principalForms: a verb has 7 or 8 principal forms separated by ; (found 3)',
      'lexicon/A0.csv line 6 principalForms: is empty and lexicon/paradigms.json has no paradigm for "keegi"',
      'lexicon/A0.csv line 7 principalForms: the first form must be the lemma "kool"',
    ]);
  });

  it('takes an invariable word as the word and its gloss: no principal forms, one word', () => {
    const pack = withRows([
      ['ja', 'CONJUNCTION', 'and', ''],
      ['täna', 'ADVERB', 'today', ''],
      ['või', 'NOUN', 'butter', 'või;või;võid;võide;võisid;'],
      ['või', 'CONJUNCTION', 'or', ''],
      ['võib-olla', 'ADVERB', 'maybe', ''],
      ['kas', 'PARTICLE', 'question word', 'kas;kas;kast;;;'],
      ['head aega', 'INTERJECTION', 'goodbye', ''],
    ]);
    expect(problems(pack)).toEqual([
      'lexicon/A0.csv line 7 principalForms: must be empty: a word of type PARTICLE does not inflect',
      'lexicon/A0.csv line 8 lemma: an invariable word must be one word (letters, inner hyphens)',
    ]);
    expect(packLexicon(pack).lemmas.map((l) => `${l.lemma} ${l.wordType}`)).toEqual([
      'ja CONJUNCTION',
      'täna ADVERB',
      'või NOUN',
      'või CONJUNCTION',
      'võib-olla ADVERB',
      'kas PARTICLE',
      'head aega INTERJECTION',
    ]);
  });

  it('reads explicit paradigms and reports a malformed one', () => {
    const good = { keegi: { singular: { NOMINATIVE: 'keegi', GENITIVE: 'kellegi' } } };
    const pack = withRows([['keegi', 'PRONOUN', 'somebody', '']], { ...good, bad: { singular: { X: 'y' } } });
    expect(problems(pack)).toEqual([
      'lexicon/paradigms.json bad: "singular.X" is not a case (NOMINATIVE, GENITIVE, PARTITIVE, ILLATIVE, INESSIVE, ELATIVE, ALLATIVE, ADESSIVE, ABLATIVE, TRANSLATIVE, TERMINATIVE, ESSIVE, ABESSIVE, COMITATIVE)',
    ]);
    expect(packLexicon(pack).explicit).toEqual(good);
  });

  it('checks the file name level and the header', () => {
    const pack = withRows([], null, 'lexicon/C2.csv');
    pack.lexicon[0]!.header = ['lemma', 'wordType'];
    expect(problems(pack)).toEqual([
      'lexicon/C2.csv: the file name must be <LEVEL>.csv with LEVEL one of A0, A11, A12, A21, A22, B1',
      'lexicon/C2.csv line 1: the header must be exactly lemma,wordType,translation,principalForms',
    ]);
  });
});
