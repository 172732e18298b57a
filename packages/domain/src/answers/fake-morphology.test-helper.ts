import type { Morphology, Reading } from './morphology-port.ts';

/** A tiny analyser for tests: kool, sõber, minema and õppima forms, as the real morphology would read them. */
const FORMS: Record<string, Reading[]> = {
  kool: [{ lemma: 'kool', case: 'NOMINATIVE', number: 'SG' }],
  kooli: [
    { lemma: 'kool', case: 'GENITIVE', number: 'SG' },
    { lemma: 'kool', case: 'ILLATIVE', number: 'SG', short: true },
  ],
  koolis: [{ lemma: 'kool', case: 'INESSIVE', number: 'SG' }],
  koolisse: [{ lemma: 'kool', case: 'ILLATIVE', number: 'SG' }],
  koolides: [{ lemma: 'kool', case: 'INESSIVE', number: 'PL' }],
  sõber: [{ lemma: 'sõber', case: 'NOMINATIVE', number: 'SG' }],
  sõbra: [{ lemma: 'sõber', case: 'GENITIVE', number: 'SG' }],
  sõpra: [{ lemma: 'sõber', case: 'PARTITIVE', number: 'SG' }],
  lähen: [{ lemma: 'minema', verbForm: 'PRESENT', person: '1SG', polarity: 'AFFIRMATIVE' }],
  läheb: [{ lemma: 'minema', verbForm: 'PRESENT', person: '3SG', polarity: 'AFFIRMATIVE' }],
  läksin: [{ lemma: 'minema', verbForm: 'PAST', person: '1SG', polarity: 'AFFIRMATIVE' }],
  lähe: [{ lemma: 'minema', verbForm: 'PRESENT', polarity: 'NEGATIVE' }],
  läheksin: [{ lemma: 'minema', verbForm: 'CONDITIONAL', person: '1SG', polarity: 'AFFIRMATIVE' }],
  maja: [{ lemma: 'maja', case: 'NOMINATIVE', number: 'SG' }],
};

export const fakeMorphology: Morphology = {
  analyse: (form) => FORMS[form.toLowerCase()] ?? [],
  gloss: (lemma) => ({ kool: 'school', sõber: 'friend', minema: 'to go', maja: 'house' })[lemma],
};
