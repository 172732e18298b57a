// Checks of the cards and case-practice items against the lexicon's paradigms (issue 16). Pure: pack in, result out.
import {
  type ExplicitParadigms,
  INFLECTING_WORD_TYPES,
  isOneOf,
  type LexiconLemma,
  type ParadigmCell,
  paradigmOf,
  wordKey,
} from '@keelerada/domain';
import { GRAMMAR_TOPICS } from '../pack/enums.ts';
import { type ContentPack, jsonItems, rowRecord } from '../pack/pack.ts';
import type { Problem } from '../pack/problem.ts';

export interface CardCheckResult {
  /** Cards of an inflecting word type. */
  checked: number;
  /** Cards whose form is the labelled cell of their lemma's paradigm. */
  resolved: number;
  /** Cards whose word has no lexicon row (the content fills these; not a failure). */
  missingLemma: number;
  missingLemmas: string[];
  mismatches: Problem[];
}

/** Paradigm cells by lemma (all senses of a lemma together), built once. */
export function paradigmsByLemma(
  lemmas: readonly LexiconLemma[],
  explicit: ExplicitParadigms,
): Map<string, ParadigmCell[]> {
  const out = new Map<string, ParadigmCell[]>();
  for (const l of lemmas) out.set(l.lemma, [...(out.get(l.lemma) ?? []), ...paradigmOf(l, explicit)]);
  return out;
}

/** The cell's form or, for a multi-word cell (ei loe, olen lugenud), its last word: either may fill a gap. */
const fills = (cell: ParadigmCell, form: string) => {
  const f = wordKey(cell.form);
  return f === form || f.split(' ').at(-1) === form;
};

/** A pronoun with only one number (meie, teie, nemad) matches a card of either number. */
const numberFits = (cells: ParadigmCell[], cell: ParadigmCell, number: string) =>
  cell.number === number || new Set(cells.map((c) => c.number)).size === 1;

function cardProblem(cells: ParadigmCell[], card: Record<string, string>): string | null {
  const form = wordKey(card.form ?? '');
  if (card.wordType === 'VERB') {
    const verbForm = card.verbForm === 'FUTURE' ? 'PRESENT' : card.verbForm;
    const ok = cells.some((c) => fills(c, form) && (!verbForm || c.verbForm === verbForm));
    return ok ? null : `"${card.form}" is not a ${card.verbForm || 'form'} of ${card.word}`;
  }
  const number = card.number || 'SINGULAR';
  const ok = cells.some(
    (c) => fills(c, form) && (!card.caseForm || c.case === card.caseForm) && numberFits(cells, c, number),
  );
  if (ok) return null;
  const actual = cells.filter((c) => fills(c, form)).map((c) => `${c.case} ${c.number}`);
  const what = card.caseForm ? `${card.caseForm} ${number}` : 'form';
  return `"${card.form}" is not the ${what} of ${card.word}${actual.length ? ` (it is ${[...new Set(actual)].join(', ')})` : ''}`;
}

export function checkCards(pack: ContentPack, paradigms: Map<string, ParadigmCell[]>): CardCheckResult {
  const result: CardCheckResult = {
    checked: 0,
    resolved: 0,
    missingLemma: 0,
    missingLemmas: [],
    mismatches: [],
  };
  const missing = new Set<string>();
  for (const f of pack.vocabulary) {
    for (const row of f.rows) {
      const card = rowRecord(f.header, row.cells);
      if (!isOneOf(INFLECTING_WORD_TYPES, card.wordType)) continue;
      result.checked++;
      const cells = paradigms.get(card.word ?? '');
      if (!cells?.length) {
        result.missingLemma++;
        missing.add(card.word ?? '');
        continue;
      }
      const problem = cardProblem(cells, card);
      if (problem) result.mismatches.push({ file: f.file, where: `line ${row.line} form`, message: problem });
      else result.resolved++;
    }
  }
  result.missingLemmas = [...missing].sort();
  return result;
}

export interface CasePracticeCheckResult {
  checked: number;
  missingLemma: number;
  /** Comparative and superlative items: the generated paradigm holds the positive degree only, so they are counted, not checked. */
  degreeForms: number;
  problems: Problem[];
}

const DEGREE_TAGS: readonly string[] = GRAMMAR_TOPICS.comparison;

/**
 * Every case-practice answer is a form of the labelled case of its target word, and no distractor is a form of
 * that same case and number (the `Tartu` problem: a parallel form of the asked case is a right answer).
 */
export function checkCasePractice(
  pack: ContentPack,
  paradigms: Map<string, ParadigmCell[]>,
): CasePracticeCheckResult {
  const result: CasePracticeCheckResult = { checked: 0, missingLemma: 0, degreeForms: 0, problems: [] };
  for (const f of pack.grammar) {
    jsonItems(f.data).forEach((item, i) => {
      if (item.type !== 'CASE_PRACTICE') return;
      if (Array.isArray(item.tags) && item.tags.some((t) => DEGREE_TAGS.includes(String(t)))) {
        result.degreeForms++;
        return;
      }
      result.checked++;
      const target = String(item.targetWord ?? '');
      const cells = paradigms.get(target);
      if (!cells?.length) {
        result.missingLemma++;
        return;
      }
      const add = (where: string, message: string) =>
        result.problems.push({ file: f.file, where: `[${i}].${where}`, message });
      const answer = wordKey(String(item.correctAnswer ?? ''));
      const asked = cells.filter((c) => c.case === item.correctCase && fills(c, answer));
      if (asked.length === 0) {
        add(
          'correctAnswer',
          `"${String(item.correctAnswer)}" is not a ${String(item.correctCase)} form of ${target}`,
        );
        return;
      }
      const numbers = new Set(asked.map((c) => c.number));
      const distractors = Array.isArray(item.distractors) ? item.distractors.map(String) : [];
      for (const d of distractors) {
        const key = wordKey(d);
        if (cells.some((c) => c.case === item.correctCase && numbers.has(c.number) && fills(c, key)))
          add(
            'distractors',
            `"${d}" is itself a ${String(item.correctCase)} form of ${target}: a right answer`,
          );
      }
    });
  }
  return result;
}
