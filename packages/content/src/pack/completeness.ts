// The pack-wide rules: every minimum amount, what the sets must cover, and the size limit.
import type { PackCounts } from './count.ts';
import { CASE_NUMBERS, ERROR_TYPES, PERSONS, QUESTION_TYPES, VERB_FORMS } from './enums.ts';
import { MAX_PACK_BYTES, MINIMUMS } from './minimums.ts';
import type { Problem } from './problem.ts';

export { CASE_NUMBERS };

export function checkCompleteness(counts: PackCounts): Problem[] {
  const problems: Problem[] = [];
  const add = (file: string, message: string) => problems.push({ file, where: '', message });
  const atLeast = (file: string, what: string, have: number, need: number) => {
    if (have < need) add(file, `${what}: ${have}, at least ${need} needed`);
  };
  const covers = (file: string, what: string, have: Set<string>, need: readonly string[]) => {
    const missing = need.filter((x) => !have.has(x));
    if (missing.length) add(file, `${what} must cover ${missing.join(', ')}`);
  };

  const m = MINIMUMS;
  atLeast('vocabulary', 'vocabulary cards', counts.vocabulary.total, m.vocabulary.total);
  for (const [level, need] of Object.entries(m.vocabulary.byLevel))
    atLeast('vocabulary', `${level} cards`, counts.vocabulary.byLevel[level] ?? 0, need);
  for (const caseNumber of CASE_NUMBERS)
    atLeast(
      'vocabulary',
      `${caseNumber} cards`,
      counts.vocabulary.byCaseAndNumber[caseNumber] ?? 0,
      m.vocabulary.perCaseAndNumber,
    );
  const pf = m.principalForms;
  atLeast(
    'lexicon',
    'distinct lemmas with principal forms',
    counts.principalForms.lemmasWithPrincipalForms,
    pf.lemmasWithPrincipalForms,
  );
  atLeast(
    'vocabulary',
    'nouns and adjectives with genitive sg, partitive sg and partitive pl cards',
    counts.principalForms.nominalsPractised,
    pf.nominalsPractised,
  );
  atLeast(
    'vocabulary',
    'verbs with ma-infinitive, da-infinitive and present cards',
    counts.principalForms.verbsPractised,
    pf.verbsPractised,
  );

  atLeast('grammar', 'grammar exercises', counts.grammar.total, m.grammar.total);
  for (const [type, need] of Object.entries(m.grammar.byType))
    atLeast('grammar', `${type} exercises`, counts.grammar.byType[type] ?? 0, need);
  for (const [topic, need] of Object.entries(m.grammar.byTopic))
    atLeast('grammar', `${topic} exercises (by tag)`, counts.grammar.byTopic[topic] ?? 0, need);
  for (const caseNumber of CASE_NUMBERS)
    atLeast(
      'grammar',
      `${caseNumber} case practice (plural when tagged "plural")`,
      counts.grammar.casePractice[caseNumber] ?? 0,
      m.grammar.casePracticePerCaseAndNumber,
    );
  covers('grammar', 'verb conjugation target forms', counts.coverage.verbForms, VERB_FORMS);
  covers('grammar', 'verb conjugation subjects', counts.coverage.persons, PERSONS);
  covers('grammar', 'error correction error types', counts.coverage.errorTypes, ERROR_TYPES);

  atLeast('reading', 'reading texts', counts.reading.total, m.reading.total);
  for (const [level, need] of Object.entries(m.reading.byLevel))
    atLeast('reading', `${level} reading texts`, counts.reading.byLevel[level] ?? 0, need);
  covers('reading', 'reading questions', counts.coverage.questionTypes, QUESTION_TYPES);

  atLeast('books', 'bilingual books', counts.books.total, m.books.total);

  if (counts.bytes > MAX_PACK_BYTES)
    add(
      '.',
      `the pack is ${(counts.bytes / 1024 / 1024).toFixed(1)} MB, over the ${MAX_PACK_BYTES / 1024 / 1024} MB limit`,
    );
  return problems;
}
