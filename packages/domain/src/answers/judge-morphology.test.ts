import { describe, expect, it } from 'vitest';
import { grammarFields } from '../grammar/grammar-exercise.ts';
import { buildAnalyser } from '../morphology/analyser.ts';
import { type LexiconLemma, paradigmOf } from '../morphology/paradigm.ts';
import { judge } from './judge.ts';
import { morphologyOf } from './morphology-port.ts';

// the judge with the real analyser (issue 16) over a few lexicon rows
const LEXICON: LexiconLemma[] = [
  {
    lemma: 'kool',
    wordType: 'NOUN',
    translation: 'school',
    principalForms: 'kool;kooli;kooli;koolide;koole;kooli',
  },
  {
    lemma: 'sõber',
    wordType: 'NOUN',
    translation: 'friend',
    principalForms: 'sõber;sõbra;sõpra;sõprade;sõpru;',
  },
  {
    lemma: 'minema',
    wordType: 'VERB',
    translation: 'to go',
    principalForms: 'minema;minna;lähen;läks;läinud;mindud;minnakse',
  },
  {
    lemma: 'suur',
    wordType: 'ADJECTIVE',
    translation: 'big',
    principalForms: 'suur;suure;suurt;suurte;suuri;',
  },
];
const morphology = morphologyOf(buildAnalyser(LEXICON), (lemma) =>
  LEXICON.filter((l) => l.lemma === lemma).flatMap((l) => paradigmOf(l)),
);

describe('judge with the lexicon analyser', () => {
  it('names the genitive (and its other readings) where the inessive is needed', () => {
    const j = judge(
      { type: 'VOCABULARY', form: 'koolis', word: 'kool', translation: 'school', caseForm: 'INESSIVE' },
      'kooli',
      morphology,
    );
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis?.message).toBe(
      "`kooli` is the genitive (or partitive, short illative) of kool. Here you need the inessive, `koolis` — 'in the school'.",
    );
    expect(j.diagnosis?.confusion).toBe('inessive ↔ genitive');
  });

  it('accepts the parallel variant of a card form (long and short illative)', () => {
    const card = { type: 'VOCABULARY' as const, form: 'kooli', word: 'kool', caseForm: 'ILLATIVE' };
    expect(judge(card, 'koolisse', morphology)).toMatchObject({ verdict: 'correct', matched: 'koolisse' });
    const genitive = { ...card, caseForm: 'GENITIVE' };
    expect(judge(genitive, 'koolisse', morphology).verdict).toBe('wrong');
  });

  it('keeps `sober` for `sõber` almost (not a form of sõber)', () => {
    expect(judge({ type: 'VOCABULARY', form: 'sõber', word: 'sõber' }, 'sober', morphology).verdict).toBe(
      'almost',
    );
  });

  it('names the past where the present is needed, and the negative', () => {
    const ex = grammarFields('VERB_CONJUGATION', {
      verb: 'minema',
      verb_translation: 'to go',
      subject: 'mina',
      target_form: 'PRESENT',
      verb_correct_answer: 'lähen',
    });
    const past = judge(ex, 'läksin', morphology);
    expect(past.diagnosis?.message).toContain('`läksin` is the past, 1st person singular of minema');
    expect(past.diagnosis?.confusion).toBe('present ↔ past');
    expect(judge(ex, 'ei lähe', morphology).diagnosis?.confusion).toBe('affirmative ↔ negative');
  });

  it('diagnoses a wrong case inside a translated sentence', () => {
    const ex = grammarFields('TRANSLATION', {
      source_text: 'I am at school.',
      target_text: 'Ma olen koolis.',
    });
    expect(judge(ex, 'Ma olen kooli.', morphology).diagnosis?.message).toContain(
      'Here you need the inessive',
    );
  });

  it('does not take a comparative or superlative for a parallel form of the positive degree', () => {
    expect(morphology.variants?.('suur', 'suur', 'NOMINATIVE')).toEqual([]);
    expect(morphology.variants?.('suurem', 'suur', 'NOMINATIVE')).toEqual([]);
    const j = judge(
      { type: 'VOCABULARY', form: 'suure', word: 'suur', translation: 'big', caseForm: 'GENITIVE' },
      'suurema',
      morphology,
    );
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis?.confusion).toBe('positive ↔ comparative');
    expect(j.diagnosis?.message).toContain('comparative genitive');
    expect(morphology.analyse('suurema')).toEqual([
      expect.objectContaining({ lemma: 'suur', case: 'GENITIVE', number: 'SINGULAR', degree: 'COMPARATIVE' }),
    ]);
  });
});
