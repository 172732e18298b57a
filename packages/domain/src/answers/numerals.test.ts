import { describe, expect, it } from 'vitest';
import { grammarFields } from '../grammar/grammar-exercise.ts';
import { buildAnalyser } from '../morphology/analyser.ts';
import { type LexiconLemma, paradigmOf } from '../morphology/paradigm.ts';
import { judge } from './judge.ts';
import { morphologyOf } from './morphology-port.ts';
import {
  cardinalValue,
  diagnoseNumeralConfusion,
  englishCardinal,
  englishOrdinal,
  ordinalValue,
} from './numerals.ts';

// the pack's lexicon rows (data/lexicon/A0.csv, A11.csv, A21.csv), and viima, whose past is also `viis`
const LEXICON: LexiconLemma[] = [
  ['kolm', 'three', 'kolm;kolme;kolme;kolmede;kolmi;'],
  ['neli', 'four', 'neli;nelja;nelja;neljade;nelju;'],
  ['viis', 'five', 'viis;viie;viit;viite;viisi;'],
  ['kuus', 'six', 'kuus;kuue;kuut;kuute;kuusi;'],
  ['kakskümmend', 'twenty', 'kakskümmend;kahekümne;kahtkümmend;kahekümnete;kahtekümneid;'],
  ['kolmas', 'third', 'kolmas;kolmanda;kolmandat;kolmandate;kolmandaid;'],
  ['neljas', 'fourth', 'neljas;neljanda;neljandat;neljandate;neljandaid;'],
  ['viies', 'fifth', 'viies;viienda;viiendat;viiendate;viiendaid;'],
  ['kuues', 'sixth', 'kuues;kuuenda;kuuendat;kuuendate;kuuendaid;'],
].map(([lemma, translation, principalForms]) => ({
  lemma: lemma!,
  wordType: 'NUMERAL' as const,
  translation: translation!,
  principalForms: principalForms!,
}));
LEXICON.push({
  lemma: 'viima',
  wordType: 'VERB',
  translation: 'to take (away)',
  principalForms: 'viima;viia;viin;viis;viinud;viidud;viiakse',
});
const morphology = morphologyOf(buildAnalyser(LEXICON), (lemma) =>
  LEXICON.filter((l) => l.lemma === lemma).flatMap((l) => paradigmOf(l)),
);

/** A case practice as the pack has it (data/grammar/case-practice.A11.numerals.json, A21.numerals.json). */
const casePractice = (target: string, answer: string, kase: string, distractors: string[]) =>
  grammarFields('CASE_PRACTICE', {
    sentence: 'Täna on _____ mai.',
    target_word: target,
    correct_case: kase,
    case_correct_answer: answer,
    case_distractors: distractors,
  });

describe('a cardinal chosen for an ordinal (learner report, defect 11)', () => {
  it.each([
    ['viies', 'viies', ['viiendal', 'viienda', 'viis'], 'viis', 'five', 'fifth'],
    ['kolmas', 'kolmas', ['kolmanda', 'kolmandal', 'kolm'], 'kolm', 'three', 'third'],
    ['kuues', 'kuues', ['kuuenda', 'kuuendal', 'kuus'], 'kuus', 'six', 'sixth'],
    [
      'kahekümne neljas',
      'kahekümne neljas',
      ['kahekümne neljanda', 'kakskümmend neli'],
      'kakskümmend neli',
      'twenty-four',
      'twenty-fourth',
    ],
  ])('%s: %s is named the cardinal, not "another form"', (target, answer, distractors, given, en, enOrd) => {
    for (const m of [morphology, undefined]) {
      const j = judge(casePractice(target, answer, 'NOMINATIVE', distractors), given, m);
      expect(j.verdict).toBe('wrong');
      expect(j.diagnosis).toEqual({
        kind: 'different-word',
        message: `\`${given}\` is the cardinal number ${en}; here you need the ordinal \`${answer}\`, '${enOrd}'.`,
        confusion: 'ordinal ↔ cardinal',
      });
    }
  });

  it('names an inflected cardinal with the morphology', () => {
    const ex = casePractice('viies', 'viiendal', 'ADESSIVE', ['viies', 'viiendas', 'viiel']);
    expect(judge(ex, 'viiel', morphology).diagnosis?.message).toBe(
      "`viiel` is a form of the cardinal number five, viis; here you need the ordinal `viiendal`, 'fifth'.",
    );
  });

  it('names an ordinal given for a cardinal the other way round', () => {
    const card = { type: 'VOCABULARY' as const, form: 'kolm', word: 'kolm', caseForm: 'NOMINATIVE' };
    expect(judge(card, 'kolmas', morphology).diagnosis).toEqual({
      kind: 'different-word',
      message: "`kolmas` is the ordinal number third; here you need the cardinal `kolm`, 'three'.",
      confusion: 'cardinal ↔ ordinal',
    });
  });

  it('keeps a real form of the word first: `viies` is also the inessive of viis', () => {
    const card = { type: 'VOCABULARY' as const, form: 'viis', word: 'viis', caseForm: 'NOMINATIVE' };
    expect(judge(card, 'viies', morphology).diagnosis?.message).toBe(
      '`viies` is the inessive of viis. Here you need the nominative, `viis`.',
    );
  });

  it('keeps the real other-form diagnosis of the ordinal itself', () => {
    const ex = casePractice('viies', 'viiendal', 'ADESSIVE', ['viies', 'viiendas', 'viiendat']);
    const j = judge(ex, 'viiendas', morphology);
    expect(j.diagnosis?.kind).toBe('other-form');
    expect(j.diagnosis?.message).toContain('`viiendas` is the inessive of viies. Here you need the adessive');
    // without the morphology a distractor is still another form of the word
    expect(judge(ex, 'viiendas').diagnosis?.message).toBe(
      '`viiendas` is another form of viies; here you need `viiendal`.',
    );
  });

  it('does not call a distractor the morphology reads as another word "another form"', () => {
    const ex = grammarFields('CASE_PRACTICE', {
      sentence: 'Mul on _____ õde.',
      target_word: 'kolm',
      correct_case: 'NOMINATIVE',
      case_correct_answer: 'kolm',
      case_distractors: ['kolme', 'neli'],
    });
    const j = judge(ex, 'neli', morphology);
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis?.kind).toBe('different-word');
    expect(j.diagnosis?.message).not.toContain('another form');
  });

  it('says nothing of numbers for another number or another word', () => {
    expect(diagnoseNumeralConfusion(morphology, 'kuus', 'viies', 'viies')).toBeUndefined();
    expect(diagnoseNumeralConfusion(morphology, 'maja', 'viies', 'viies')).toBeUndefined();
    expect(diagnoseNumeralConfusion(morphology, 'viis', 'maja', 'maja')).toBeUndefined();
  });
});

describe('written-out numbers', () => {
  it('reads cardinals and ordinals, compounds included', () => {
    expect(cardinalValue('kakskümmend neli')).toBe(24);
    expect(ordinalValue('kahekümne neljas')).toBe(24);
    expect(ordinalValue('kahekümneneljas')).toBe(24);
    expect(cardinalValue('üksteist')).toBe(11);
    expect(ordinalValue('üheteistkümnes')).toBe(11);
    expect(ordinalValue('esimene')).toBe(1);
    expect(ordinalValue('teine')).toBe(2);
    expect(ordinalValue('kahekümne esimene')).toBe(21);
    expect(cardinalValue('sada kaks')).toBe(102);
    expect(ordinalValue('saja teine')).toBe(102);
    expect(ordinalValue('tuhandes')).toBe(1000);
    expect(cardinalValue('viies')).toBeUndefined();
  });

  it('names them in English', () => {
    expect([1, 2, 3, 5, 12, 20, 24, 100, 105].map(englishOrdinal)).toEqual([
      'first',
      'second',
      'third',
      'fifth',
      'twelfth',
      'twentieth',
      'twenty-fourth',
      'one hundredth',
      'one hundred and fifth',
    ]);
    expect(englishCardinal(24)).toBe('twenty-four');
  });
});
