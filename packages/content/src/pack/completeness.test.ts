import { describe, expect, it } from 'vitest';
import { CASE_NUMBERS, checkCompleteness } from './completeness.ts';
import { countPack, type PackCounts, tally } from './count.ts';
import { CASES, ERROR_TYPES, PERSONS, QUESTION_TYPES, VERB_FORMS } from './enums.ts';
import { MINIMUMS } from './minimums.ts';
import { fixturePack } from './pack-fixture.ts';
import { formatProblem } from './problem.ts';

describe('counting the pack', () => {
  it('counts cards, exercises, texts, questions, books and segments by their keys', () => {
    const c = countPack(fixturePack());
    expect(c.vocabulary).toEqual({
      total: 1,
      byLevel: { A0: 0, A11: 1, A12: 0, A21: 0, A22: 0, B1: 0 },
      byWordType: expect.objectContaining({ NOUN: 1, VERB: 0 }),
      byCaseAndNumber: Object.fromEntries(CASE_NUMBERS.map((k) => [k, k === 'INESSIVE singular' ? 1 : 0])),
    });
    expect(c.principalForms).toEqual({
      lemmasWithPrincipalForms: 2, // the fixture lexicon: maja, mina (built-in paradigm)
      nominalsPractised: 0,
      verbsPractised: 0,
    });
    expect(c.grammar.total).toBe(5);
    expect(c.grammar.byType).toEqual({
      CASE_PRACTICE: 1,
      VERB_CONJUGATION: 1,
      SENTENCE_CONSTRUCTION: 1,
      ERROR_CORRECTION: 1,
      TRANSLATION: 1,
    });
    expect(c.reading).toEqual({ total: 1, byLevel: expect.objectContaining({ A0: 1 }), questions: 4 });
    expect(c.books).toEqual({ total: 1, segments: 40 });
    expect(c.grammar.casePractice).toEqual(
      Object.fromEntries(CASE_NUMBERS.map((k) => [k, k === 'INESSIVE singular' ? 1 : 0])),
    );
    expect(c.grammar.byTopic).toEqual({
      comparison: 0,
      numerals: 0,
      'negative past': 0,
      'ma-infinitive cases and des-form': 0,
      rection: 0,
      'total vs partial object': 0,
    });
    expect([...c.coverage.persons]).toEqual(['mina']);
  });

  it('tallies known keys first, then anything unexpected', () => {
    expect(tally(['B', 'X', 'A', 'B', ''], ['A', 'B', 'C'])).toEqual({ A: 1, B: 2, C: 0, '(none)': 1, X: 1 });
  });
});

/** Counts that meet every rule exactly. */
function enough(): PackCounts {
  const byLevel = (m: Record<string, number>) => ({ B1: 0, ...m });
  return {
    vocabulary: {
      total: MINIMUMS.vocabulary.total,
      byLevel: byLevel(MINIMUMS.vocabulary.byLevel),
      byWordType: {},
      byCaseAndNumber: Object.fromEntries(CASE_NUMBERS.map((k) => [k, MINIMUMS.vocabulary.perCaseAndNumber])),
    },
    principalForms: { ...MINIMUMS.principalForms },
    grammar: {
      total: MINIMUMS.grammar.total,
      byType: { ...MINIMUMS.grammar.byType },
      byLevel: {},
      byTopic: { ...MINIMUMS.grammar.byTopic },
      casePractice: Object.fromEntries(
        CASE_NUMBERS.map((k) => [k, MINIMUMS.grammar.casePracticePerCaseAndNumber]),
      ),
    },
    reading: { total: MINIMUMS.reading.total, byLevel: byLevel(MINIMUMS.reading.byLevel), questions: 120 },
    books: { total: MINIMUMS.books.total, segments: 120 },
    accepted: {},
    coverage: {
      verbForms: new Set(VERB_FORMS),
      persons: new Set(PERSONS),
      errorTypes: new Set(ERROR_TYPES),
      questionTypes: new Set(QUESTION_TYPES),
      segmentsPerBook: {},
    },
    bytes: 1000,
  };
}

describe('pack-wide rules', () => {
  const problems = (edit: (c: PackCounts) => void) => {
    const c = enough();
    edit(c);
    return checkCompleteness(c).map(formatProblem);
  };

  it('exactly the minimums pass', () => expect(problems(() => {})).toEqual([]));

  it.each<[string, (c: PackCounts) => void, string]>([
    [
      'too few cards',
      (c) => (c.vocabulary.total = MINIMUMS.vocabulary.total - 1),
      `vocabulary: vocabulary cards: ${MINIMUMS.vocabulary.total - 1}, at least ${MINIMUMS.vocabulary.total} needed`,
    ],
    [
      'too few B1 cards',
      (c) => (c.vocabulary.byLevel.B1 = MINIMUMS.vocabulary.byLevel.B1 - 1),
      `vocabulary: B1 cards: ${MINIMUMS.vocabulary.byLevel.B1 - 1}, at least ${MINIMUMS.vocabulary.byLevel.B1} needed`,
    ],
    [
      'too few cards of a case in the plural',
      (c) => (c.vocabulary.byCaseAndNumber['ESSIVE plural'] = MINIMUMS.vocabulary.perCaseAndNumber - 1),
      `vocabulary: ESSIVE plural cards: ${MINIMUMS.vocabulary.perCaseAndNumber - 1}, at least ${MINIMUMS.vocabulary.perCaseAndNumber} needed`,
    ],
    [
      'a case with no cards',
      (c) => delete c.vocabulary.byCaseAndNumber['ABLATIVE plural'],
      `vocabulary: ABLATIVE plural cards: 0, at least ${MINIMUMS.vocabulary.perCaseAndNumber} needed`,
    ],
    [
      'too few lemmas with principal forms',
      (c) =>
        (c.principalForms.lemmasWithPrincipalForms = MINIMUMS.principalForms.lemmasWithPrincipalForms - 1),
      `lexicon: distinct lemmas with principal forms: ${MINIMUMS.principalForms.lemmasWithPrincipalForms - 1}, at least ${MINIMUMS.principalForms.lemmasWithPrincipalForms} needed`,
    ],
    [
      'too few nominals practised in their principal forms',
      (c) => (c.principalForms.nominalsPractised = MINIMUMS.principalForms.nominalsPractised - 1),
      `vocabulary: nouns and adjectives with genitive sg, partitive sg and partitive pl cards: ${MINIMUMS.principalForms.nominalsPractised - 1}, at least ${MINIMUMS.principalForms.nominalsPractised} needed`,
    ],
    [
      'too few verbs practised in their principal forms',
      (c) => (c.principalForms.verbsPractised = MINIMUMS.principalForms.verbsPractised - 1),
      `vocabulary: verbs with ma-infinitive, da-infinitive and present cards: ${MINIMUMS.principalForms.verbsPractised - 1}, at least ${MINIMUMS.principalForms.verbsPractised} needed`,
    ],
    [
      'too few A0 cards',
      (c) => (c.vocabulary.byLevel.A0 = MINIMUMS.vocabulary.byLevel.A0 - 1),
      `vocabulary: A0 cards: ${MINIMUMS.vocabulary.byLevel.A0 - 1}, at least ${MINIMUMS.vocabulary.byLevel.A0} needed`,
    ],
    [
      'no A2.2 cards',
      (c) => delete c.vocabulary.byLevel.A22,
      'vocabulary: A22 cards: 0, at least 200 needed',
    ],
    [
      'too few exercises',
      (c) => (c.grammar.total = 239),
      'grammar: grammar exercises: 239, at least 240 needed',
    ],
    [
      'too few case exercises',
      (c) => (c.grammar.byType.CASE_PRACTICE = 69),
      'grammar: CASE_PRACTICE exercises: 69, at least 70 needed',
    ],
    [
      'too few translations',
      (c) => (c.grammar.byType.TRANSLATION = 29),
      'grammar: TRANSLATION exercises: 29, at least 30 needed',
    ],
    [
      'a case missing in the plural',
      (c) => (c.grammar.casePractice['ABESSIVE plural'] = 0),
      `grammar: ABESSIVE plural case practice (plural when tagged "plural"): 0, at least ${MINIMUMS.grammar.casePracticePerCaseAndNumber} needed`,
    ],
    [
      'too few items of a topic',
      (c) => (c.grammar.byTopic.rection = MINIMUMS.grammar.byTopic.rection - 1),
      `grammar: rection exercises (by tag): ${MINIMUMS.grammar.byTopic.rection - 1}, at least ${MINIMUMS.grammar.byTopic.rection} needed`,
    ],
    [
      'a verb form missing',
      (c) => c.coverage.verbForms.delete('PLUPERFECT'),
      'grammar: verb conjugation target forms must cover PLUPERFECT',
    ],
    [
      'a person missing',
      (c) => c.coverage.persons.delete('teie'),
      'grammar: verb conjugation subjects must cover teie',
    ],
    [
      'an error type missing',
      (c) => c.coverage.errorTypes.delete('word_order'),
      'grammar: error correction error types must cover word_order',
    ],
    [
      'too few reading texts',
      (c) => (c.reading.total = MINIMUMS.reading.total - 1),
      `reading: reading texts: ${MINIMUMS.reading.total - 1}, at least ${MINIMUMS.reading.total} needed`,
    ],
    [
      'too few B1 texts',
      (c) => (c.reading.byLevel.B1 = MINIMUMS.reading.byLevel.B1 - 1),
      `reading: B1 reading texts: ${MINIMUMS.reading.byLevel.B1 - 1}, at least ${MINIMUMS.reading.byLevel.B1} needed`,
    ],
    [
      'a question type unused',
      (c) => c.coverage.questionTypes.delete('SHORT_ANSWER'),
      'reading: reading questions must cover SHORT_ANSWER',
    ],
    [
      'too few books',
      (c) => (c.books.total = MINIMUMS.books.total - 1),
      `books: bilingual books: ${MINIMUMS.books.total - 1}, at least ${MINIMUMS.books.total} needed`,
    ],
    [
      'a pack over 25 MB',
      (c) => (c.bytes = 26 * 1024 * 1024),
      '.: the pack is 26.0 MB, over the 25 MB limit',
    ],
  ])('%s', (_name, edit, expected) => {
    expect(problems(edit)).toEqual([expected]);
  });

  it('names every case', () => expect(CASE_NUMBERS).toHaveLength(CASES.length * 2));
});
