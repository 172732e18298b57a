import type { Morphology, JudgeReading as Reading } from './morphology-port.ts';

/** A tiny analyser for tests: kool, sõber, minema, maja and mina forms, as the real morphology would read them. */
const FORMS: Record<string, Reading[]> = {
  kool: [{ lemma: 'kool', case: 'NOMINATIVE', number: 'SINGULAR' }],
  kooli: [
    { lemma: 'kool', case: 'GENITIVE', number: 'SINGULAR' },
    { lemma: 'kool', case: 'ILLATIVE', number: 'SINGULAR', variant: 'short' },
  ],
  koolis: [{ lemma: 'kool', case: 'INESSIVE', number: 'SINGULAR' }],
  koolisse: [{ lemma: 'kool', case: 'ILLATIVE', number: 'SINGULAR' }],
  koolides: [{ lemma: 'kool', case: 'INESSIVE', number: 'PLURAL' }],
  sõber: [{ lemma: 'sõber', case: 'NOMINATIVE', number: 'SINGULAR' }],
  sõbra: [{ lemma: 'sõber', case: 'GENITIVE', number: 'SINGULAR' }],
  sõpra: [{ lemma: 'sõber', case: 'PARTITIVE', number: 'SINGULAR' }],
  lähen: [{ lemma: 'minema', verbForm: 'PRESENT', person: '1sg', polarity: 'AFFIRMATIVE' }],
  läheb: [{ lemma: 'minema', verbForm: 'PRESENT', person: '3sg', polarity: 'AFFIRMATIVE' }],
  läksin: [{ lemma: 'minema', verbForm: 'PAST', person: '1sg', polarity: 'AFFIRMATIVE' }],
  lähe: [{ lemma: 'minema', verbForm: 'PRESENT', polarity: 'NEGATIVE' }],
  läheksin: [{ lemma: 'minema', verbForm: 'CONDITIONAL', person: '1sg', polarity: 'AFFIRMATIVE' }],
  maja: [{ lemma: 'maja', case: 'NOMINATIVE', number: 'SINGULAR' }],
  ma: [{ lemma: 'mina', case: 'NOMINATIVE', number: 'SINGULAR' }],
  mina: [{ lemma: 'mina', case: 'NOMINATIVE', number: 'SINGULAR' }],
  mind: [{ lemma: 'mina', case: 'PARTITIVE', number: 'SINGULAR' }],
};

export const fakeMorphology: Morphology = {
  analyse: (form) => FORMS[form.toLowerCase()] ?? [],
  gloss: (lemma) => ({ kool: 'school', sõber: 'friend', minema: 'to go', maja: 'house' })[lemma],
};
