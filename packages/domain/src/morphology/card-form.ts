import { wordKey } from './analyser.ts';
import { distinctForms, nominalLabel, orList, readingsLabel } from './form-messages.ts';
import type { ParadigmCell } from './labels.ts';
import { subjectBeforeGap, verbConjugationProblem } from './verb-conjugation-check.ts';

/** What a vocabulary card says its form is: the lemma, the form, and the labels the form must carry. */
export interface CardFormLabels {
  word: string;
  form: string;
  wordType: string;
  caseForm?: string | null;
  verbForm?: string | null;
  /** SINGULAR when absent. */
  number?: string | null;
  /** The card's sentence with its gap: a personal pronoun right before the gap asks a verb card for its person. */
  practiceContext?: string | null;
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
 * null when it is; the message says what the form is and what the right form is. A card holds a positive-degree form
 * (cards have no degree field): cells with a `degree` are left out. A verb card is checked as a verb conjugation
 * (`verbConjugationProblem`: FUTURE is the present; a personal pronoun right before the gap asks for its person).
 */
export function cardFormProblem(cells: readonly ParadigmCell[], card: CardFormLabels): string | null {
  const positive = cells.filter((c) => !c.degree);
  const form = wordKey(card.form);
  if (card.wordType === 'VERB')
    return verbConjugationProblem(positive, {
      verb: card.word,
      subject: subjectBeforeGap(card.practiceContext ?? ''),
      targetForm: card.verbForm || null,
      correctAnswer: card.form,
    });
  const number = card.number || 'SINGULAR';
  const asked = positive.filter(
    (c) => (!card.caseForm || c.case === card.caseForm) && numberFits(positive, c, number),
  );
  if (asked.some((c) => cellFills(c, form))) return null;
  const readings = positive.filter((c) => cellFills(c, form));
  const want = card.caseForm
    ? `the ${nominalLabel({ case: card.caseForm as ParadigmCell['case'], number: number as ParadigmCell['number'] })}`
    : `a ${number.toLowerCase()} form`;
  const right = card.caseForm ? orList(distinctForms(asked)) : '';
  if (readings.length)
    return `"${card.form}" is the ${readingsLabel(readings)} of ${card.word}, not ${want}${right ? `: that is ${right}` : ''}`;
  return `"${card.form}" is not a form of ${card.word}${right ? `: ${want} is ${right}` : ''}`;
}
