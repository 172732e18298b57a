import { CASES } from '../admin/enums.ts';
import { CASE_NAMES, describeCell } from './describe.ts';
import { DEGREES, type ParadigmCell, PERSONAL } from './labels.ts';

/** A paradigm as tables: the learner's declension panel and the admin's lexicon screen show the same ones. */

export interface TableRow {
  label: string;
  cells: string[][];
}

export interface ParadigmTable {
  columns: string[];
  rows: TableRow[];
}

const forms = (cells: ParadigmCell[], pick: (c: ParadigmCell) => boolean) =>
  cells.filter(pick).map((c) => c.form);

/**
 * A declension: one row per case, singular and plural columns, parallel forms side by side. Of an adjective's cells
 * only the positive degree's (its comparative and superlative are `degreeTables`).
 */
export function declensionTable(allCells: ParadigmCell[]): ParadigmTable {
  const cells = allCells.filter((c) => !c.degree);
  return {
    columns: ['Case', 'Singular', 'Plural'],
    rows: CASES.filter((c) => cells.some((x) => x.case === c)).map((c) => ({
      label: CASE_NAMES[c].name,
      cells: [
        forms(cells, (x) => x.case === c && x.number === 'SINGULAR'),
        forms(cells, (x) => x.case === c && x.number === 'PLURAL'),
      ],
    })),
  };
}

/**
 * An adjective's comparative and superlative declensions (the superlative's synthetic forms beside the periphrastic
 * `kõige` ones), each titled; none for a word without degrees.
 */
export function degreeTables(cells: ParadigmCell[]): { title: string; table: ParadigmTable }[] {
  return DEGREES.filter((d) => cells.some((c) => c.degree === d)).map((d) => ({
    title: d === 'COMPARATIVE' ? 'Comparative' : 'Superlative',
    table: declensionTable(cells.filter((c) => c.degree === d).map(({ degree: _, ...c }) => c)),
  }));
}

const TENSES = ['PRESENT', 'PAST', 'PERFECT', 'PLUPERFECT', 'CONDITIONAL', 'IMPERATIVE'] as const;
const PERSON_LABEL: Record<string, string> = {
  '1sg': 'mina',
  '2sg': 'sina',
  '3sg': 'tema',
  '1pl': 'meie',
  '2pl': 'teie',
  '3pl': 'nemad',
};

/** A conjugation: the finite tenses by person (affirmative; the negative and the impersonal as their own rows). */
export function conjugationTable(cells: ParadigmCell[]): ParadigmTable {
  const columns = ['', ...TENSES.map((t) => t.toLowerCase())];
  const row = (label: string, pick: (c: ParadigmCell, tense: string) => boolean): TableRow => ({
    label,
    cells: TENSES.map((t) => forms(cells, (c) => pick(c, t))),
  });
  const finite = [
    ...PERSONAL.map((p) =>
      row(PERSON_LABEL[p]!, (c, t) => c.verbForm === t && c.person === p && c.polarity === 'AFFIRMATIVE'),
    ),
    row('negative', (c, t) => c.verbForm === t && c.polarity === 'NEGATIVE' && c.person !== 'impersonal'),
    row(
      'impersonal',
      (c, t) => c.verbForm === t && c.person === 'impersonal' && c.polarity === 'AFFIRMATIVE',
    ),
  ];
  return { columns, rows: finite };
}

/** The infinitives and participles of a verb: what each is, and the form. */
export function nonFiniteForms(cells: ParadigmCell[]): { label: string; form: string }[] {
  return cells
    .filter((c) => c.verbForm === 'INFINITIVE' || c.verbForm === 'PARTICIPLE')
    .map((c) => ({ label: describeCell(c), form: c.form }));
}

/** A titled table of a paradigm (an adjective's comparative and superlative are titled; the main table is not). */
export interface TitledTable {
  title?: string;
  table: ParadigmTable;
}

/**
 * Every table of a word's paradigm: a verb's conjugation and its infinitives and participles; a nominal's declension
 * (14 cases × singular and plural) and, for an adjective, its comparative and superlative declensions.
 */
export function paradigmTables(
  wordType: string,
  cells: ParadigmCell[],
): { tables: TitledTable[]; nonFinite: { label: string; form: string }[] } {
  if (wordType === 'VERB')
    return { tables: [{ table: conjugationTable(cells) }], nonFinite: nonFiniteForms(cells) };
  return {
    tables: [{ table: declensionTable(cells) }, ...degreeTables(cells)],
    nonFinite: [],
  };
}
