import { describe, expect, it } from 'vitest';
import { paradigmOf } from './paradigm.ts';
import {
  subjectBeforeGap,
  type VerbConjugationItem,
  verbConjugationProblem,
} from './verb-conjugation-check.ts';

const lugema = paradigmOf({
  lemma: 'lugema',
  wordType: 'VERB',
  translation: 'to read',
  principalForms: 'lugema;lugeda;loen;luges;lugenud;loetud;loetakse',
});
const check = (over: Partial<VerbConjugationItem>) =>
  verbConjugationProblem(lugema, {
    verb: 'lugema',
    subject: 'mina',
    targetForm: 'PRESENT',
    correctAnswer: 'loen',
    ...over,
  });

describe('verbConjugationProblem', () => {
  it('accepts the target form in the person of a pronoun subject', () => {
    expect(check({})).toBeNull();
    expect(check({ subject: 'nad', correctAnswer: 'loevad' })).toBeNull();
    expect(check({ subject: 'Mari', correctAnswer: 'loeb' })).toBeNull();
    expect(check({ targetForm: 'PAST', subject: 'tema', correctAnswer: 'luges' })).toBeNull();
  });

  it('names a form of another person or tense', () => {
    expect(check({ subject: 'sina' })).toBe(
      '"loen" is not a present form of lugema for sina (2sg): that is loed',
    );
    expect(check({ targetForm: 'PAST' })).toBe(
      '"loen" is not a past form of lugema: for mina (1sg) it is lugesin',
    );
    expect(check({ correctAnswer: 'loeks' })).toBe(
      '"loeks" is not a present form of lugema: for mina (1sg) it is loen',
    );
    // no pronoun subject: the answer's own person, else every person of the asked form
    expect(check({ subject: 'Mari', targetForm: 'PAST', correctAnswer: 'loeb' })).toBe(
      '"loeb" is not a past form of lugema: the past (3sg) is luges',
    );
    expect(check({ subject: 'Mari', correctAnswer: 'lugenud' })).toBe(
      '"lugenud" is not a present form of lugema: the present is loen, loed, loeb, loeme, loete or loevad',
    );
    expect(check({ targetForm: 'INFINITIVE', correctAnswer: 'loen' })).toBe(
      '"loen" is not an infinitive form of lugema: the infinitive is lugema, lugeda, lugemas, lugemast, lugemaks, lugemata, …',
    );
    expect(check({ targetForm: null, correctAnswer: 'lueb' })).toBe('"lueb" is not a form of lugema');
  });

  it('takes the end of a multi-word form and the forms without a person for any subject', () => {
    expect(check({ targetForm: 'PAST', correctAnswer: 'lugenud' })).toBeNull(); // ei _____ (ei lugenud)
    expect(check({ targetForm: 'PERFECT', subject: 'meie', correctAnswer: 'ole lugenud' })).toBeNull(); // me ei _____
    expect(check({ targetForm: 'PERFECT', correctAnswer: 'olen lugenud' })).toBeNull();
    expect(check({ targetForm: 'PERFECT', subject: 'sina', correctAnswer: 'olen lugenud' })).toBe(
      '"olen lugenud" is not a perfect form of lugema for sina (2sg): that is oled lugenud',
    );
    expect(check({ targetForm: 'INFINITIVE', subject: 'sina', correctAnswer: 'lugeda' })).toBeNull();
  });

  it('knows the periphrastic future and past conditional and an inflected participle', () => {
    expect(check({ targetForm: 'FUTURE', subject: 'sina', correctAnswer: 'hakkad lugema' })).toBeNull();
    expect(check({ targetForm: 'FUTURE', subject: 'sina', correctAnswer: 'loed' })).toBeNull();
    expect(check({ targetForm: 'FUTURE', subject: 'mina', correctAnswer: 'hakkad lugema' })).toBe(
      '"hakkad lugema" is not a future form of lugema for mina (1sg): that is loen or hakkan lugema',
    );
    expect(check({ targetForm: 'CONDITIONAL', correctAnswer: 'oleksin lugenud' })).toBeNull();
    expect(check({ targetForm: 'PARTICIPLE', correctAnswer: 'loetud' })).toBeNull();
    expect(check({ targetForm: 'PARTICIPLE', correctAnswer: 'loetut' })).toBeNull();
  });
});

describe('subjectBeforeGap', () => {
  it('finds the personal pronoun right before the gap, in lower case', () => {
    expect(subjectBeforeGap('Mina ___ iga päev ajalehte.')).toBe('mina');
    expect(subjectBeforeGap('Kas sa ______ palju?')).toBe('sa');
    expect(subjectBeforeGap('Ta ütles, et ma ___ palju.')).toBe('ma');
    expect(subjectBeforeGap('Nemad ___ Tartus.')).toBe('nemad');
  });

  it('finds none for a joined subject, a noun, a pronoun parted by a comma or no gap', () => {
    expect(subjectBeforeGap('Mina ja sina ___ koos.')).toBe('');
    expect(subjectBeforeGap('Mari või ta ___ homme.')).toBe('');
    expect(subjectBeforeGap('Sina, mina ___ koos.')).toBe('');
    expect(subjectBeforeGap('Mari ___ iga päev.')).toBe('');
    expect(subjectBeforeGap('Kui sina, ___ ma.')).toBe('');
    expect(subjectBeforeGap('Mina loen.')).toBe('');
  });
});
