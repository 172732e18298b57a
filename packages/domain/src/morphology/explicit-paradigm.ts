import { CASES, type GrammaticalCase, isOneOf } from '../admin/enums.ts';
import type { GrammaticalNumber, ParadigmCell } from './labels.ts';

/**
 * A full nominal paradigm written out (pronouns and other words not regular from principal forms): per number, per
 * case, the form with parallel variants joined by `~` (the first is the full form; the others are labelled `parallel`). A case left out has no form.
 * This is the value shape of `data/lexicon/paradigms.json` (`{ "<lemma>": ExplicitParadigm }`).
 */
export interface ExplicitParadigm {
  singular?: Partial<Record<GrammaticalCase, string>>;
  plural?: Partial<Record<GrammaticalCase, string>>;
}

export function explicitParadigmCells(p: ExplicitParadigm): ParadigmCell[] {
  const cells: ParadigmCell[] = [];
  const numbers: [GrammaticalNumber, Partial<Record<GrammaticalCase, string>> | undefined][] = [
    ['SINGULAR', p.singular],
    ['PLURAL', p.plural],
  ];
  for (const [number, table] of numbers) {
    if (!table) continue;
    for (const c of CASES) {
      const variants = (table[c] ?? '').split('~').filter((v) => v.length > 0);
      variants.forEach((form, i) => {
        const cell: ParadigmCell = { form, case: c, number };
        if (i > 0) cell.variant = 'parallel';
        cells.push(cell);
      });
    }
  }
  return cells;
}

/** The first problem with an explicit paradigm read from JSON, or null. */
export function explicitParadigmProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'must be an object with "singular" and/or "plural"';
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return 'has neither "singular" nor "plural"';
  for (const [key, table] of entries) {
    if (key !== 'singular' && key !== 'plural') return `unknown key "${key}" (use "singular" and "plural")`;
    if (typeof table !== 'object' || table === null || Array.isArray(table))
      return `"${key}" must be an object`;
    for (const [c, form] of Object.entries(table)) {
      if (!isOneOf(CASES, c)) return `"${key}.${c}" is not a case (${CASES.join(', ')})`;
      if (typeof form !== 'string' || !/^[\p{L}'-]+(~[\p{L}'-]+)*$/u.test(form)) {
        return `"${key}.${c}" must be a word, parallel forms joined by ~`;
      }
    }
  }
  return null;
}
