import { describe, expect, it } from 'vitest';
import { buildAnalyser } from '../morphology/analyser.ts';
import { type LexiconLemma, paradigmOf } from '../morphology/paradigm.ts';
import { judge } from './judge.ts';
import type { VocabularyJudgeItem } from './judge-exercise.ts';
import { morphologyOf } from './morphology-port.ts';

// the pack's lexicon rows (data/lexicon/*.csv) the cards below need
const LEXICON: LexiconLemma[] = [
  { lemma: 'aga', wordType: 'CONJUNCTION', translation: 'but', principalForms: '' },
  { lemma: 'kuid', wordType: 'CONJUNCTION', translation: 'but, however', principalForms: '' },
  { lemma: 'kui', wordType: 'CONJUNCTION', translation: 'if, when; than', principalForms: '' },
  { lemma: 'kuu', wordType: 'NOUN', translation: 'month; moon', principalForms: 'kuu;kuu;kuud;kuude;kuid;' },
  {
    lemma: 'tahtma',
    wordType: 'VERB',
    translation: 'to want',
    principalForms: 'tahtma;tahta;tahan;tahtis;tahtnud;tahetud;tahetakse',
  },
  {
    lemma: 'soovima',
    wordType: 'VERB',
    translation: 'to wish',
    principalForms: 'soovima;soovida;soovin;soovis;soovinud;soovitud;soovitakse',
  },
];
const morphology = morphologyOf(buildAnalyser(LEXICON), (lemma) =>
  LEXICON.filter((l) => l.lemma === lemma).flatMap((l) => paradigmOf(l)),
);
const but: VocabularyJudgeItem = {
  type: 'VOCABULARY',
  form: 'aga',
  word: 'aga',
  translation: 'but',
  alternatives: ['kuid'],
};

describe("a near miss of a card's alternative (D3)", () => {
  it('is almost when the typed text is no word the lexicon knows', () => {
    const j = judge(but, 'kuud', { analyse: () => [] });
    expect(j.verdict).toBe('almost');
    expect(j.matched).toBe('kuid');
  });

  it('is a different word when the lexicon knows it as another invariable word (`kui` for `kuid`)', () => {
    const j = judge(but, 'kui', morphology);
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis).toEqual({
      kind: 'different-word',
      message: "`kui` is a different word ('if, when; than'). The answer is `aga`, a form of aga ('but').",
    });
  });

  it("is the same for the card's own form (`kui` for a card `kuid`)", () => {
    const card = { ...but, form: 'kuid', word: 'kuid', translation: 'but, however', alternatives: ['aga'] };
    expect(judge(card, 'kui', morphology).verdict).toBe('wrong');
  });

  it("stays almost when the typed text is another form of the alternative's own lemma (`soovid` for `soovin`)", () => {
    const want: VocabularyJudgeItem = {
      type: 'VOCABULARY',
      form: 'tahan',
      word: 'tahtma',
      translation: 'to want',
      verbForm: 'PRESENT',
      alternatives: ['soovin'],
    };
    const j = judge(want, 'soovid', morphology);
    expect(j.verdict).toBe('almost');
    expect(j.expected).toBe('soovin');
    expect(judge(want, 'soovin', morphology).verdict).toBe('correct');
  });
});
