import { wordKey } from './analyser.ts';
import type { ParadigmCell } from './labels.ts';

/** What a vocabulary card says its form is: the lemma, the form, and the labels the form must carry. */
export interface CardFormLabels {
  word: string;
  form: string;
  wordType: string;
  caseForm?: string | null;
  verbForm?: string | null;
  /** SINGULAR when absent. */
  number?: string | null;
}

/** The cell's form or, for a multi-word cell (ei loe, olen lugenud), its last word: either may fill a gap. */
export const cellFills = (cell: ParadigmCell, form: string): boolean => {
  const f = wordKey(cell.form);
  return f === form || f.split(' ').at(-1) === form;
};

/** A pronoun with only one number (meie, teie, nemad) matches a card of either number. */
const numberFits = (cells: readonly ParadigmCell[], cell: ParadigmCell, number: string) =>
  cell.number === number || new Set(cells.map((c) => c.number)).size === 1;

/**
 * Why a card's form is not the cell its labels name in its lemma's paradigm (`cells`: every sense of the lemma), or
 * null when it is. A card holds a positive-degree form (cards have no degree field): cells with a `degree` are left
 * out. A verb card's FUTURE is the present (Estonian has no future tense of its own).
 */
export function cardFormProblem(cells: readonly ParadigmCell[], card: CardFormLabels): string | null {
  const positive = cells.filter((c) => !c.degree);
  const form = wordKey(card.form);
  if (card.wordType === 'VERB') {
    const verbForm = card.verbForm === 'FUTURE' ? 'PRESENT' : card.verbForm;
    const ok = positive.some((c) => cellFills(c, form) && (!verbForm || c.verbForm === verbForm));
    return ok ? null : `"${card.form}" is not a ${card.verbForm || 'form'} of ${card.word}`;
  }
  const number = card.number || 'SINGULAR';
  const ok = positive.some(
    (c) =>
      cellFills(c, form) && (!card.caseForm || c.case === card.caseForm) && numberFits(positive, c, number),
  );
  if (ok) return null;
  const actual = positive.filter((c) => cellFills(c, form)).map((c) => `${c.case} ${c.number}`);
  const what = card.caseForm ? `${card.caseForm} ${number}` : 'form';
  return `"${card.form}" is not the ${what} of ${card.word}${actual.length ? ` (it is ${[...new Set(actual)].join(', ')})` : ''}`;
}
