import { describe, expect, it } from 'vitest';
import { paradigmOf } from './paradigm.ts';
import { type VerbConjugationItem, verbConjugationProblem } from './verb-conjugation-check.ts';

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
    expect(check({ subject: 'sina' })).toBe('"loen" is not a PRESENT form of lugema for sina (2sg)');
    expect(check({ targetForm: 'PAST' })).toBe('"loen" is not a PAST form of lugema');
    expect(check({ correctAnswer: 'loeks' })).toBe('"loeks" is not a PRESENT form of lugema');
  });

  it('takes the end of a multi-word form and the forms without a person for any subject', () => {
    expect(check({ targetForm: 'PAST', correctAnswer: 'lugenud' })).toBeNull(); // ei _____ (ei lugenud)
    expect(check({ targetForm: 'PERFECT', subject: 'meie', correctAnswer: 'ole lugenud' })).toBeNull(); // me ei _____
    expect(check({ targetForm: 'PERFECT', correctAnswer: 'olen lugenud' })).toBeNull();
    expect(check({ targetForm: 'PERFECT', subject: 'sina', correctAnswer: 'olen lugenud' })).toBe(
      '"olen lugenud" is not a PERFECT form of lugema for sina (2sg)',
    );
    expect(check({ targetForm: 'INFINITIVE', subject: 'sina', correctAnswer: 'lugeda' })).toBeNull();
  });

  it('knows the periphrastic future and past conditional and an inflected participle', () => {
    expect(check({ targetForm: 'FUTURE', subject: 'sina', correctAnswer: 'hakkad lugema' })).toBeNull();
    expect(check({ targetForm: 'FUTURE', subject: 'sina', correctAnswer: 'loed' })).toBeNull();
    expect(check({ targetForm: 'FUTURE', subject: 'mina', correctAnswer: 'hakkad lugema' })).toBe(
      '"hakkad lugema" is not a FUTURE form of lugema for mina (1sg)',
    );
    expect(check({ targetForm: 'CONDITIONAL', correctAnswer: 'oleksin lugenud' })).toBeNull();
    expect(check({ targetForm: 'PARTICIPLE', correctAnswer: 'loetud' })).toBeNull();
    expect(check({ targetForm: 'PARTICIPLE', correctAnswer: 'loetut' })).toBeNull();
  });
});
