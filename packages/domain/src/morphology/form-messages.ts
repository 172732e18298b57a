import { CASE_NAMES } from './describe.ts';
import type { ParadigmCell } from './labels.ts';

/**
 * The words of the form checks' messages (card, case practice, verb conjugation): the labels the admin's selects show,
 * in lower case mid-sentence ("illative singular", "past"), never the raw enum names.
 */

/** "a", "a or b", "a, b or c". */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** "a past form", "an illative form", "an infinitive form". */
export const withArticle = (phrase: string): string => `${/^[aeiou]/iu.test(phrase) ? 'an' : 'a'} ${phrase}`;

/** A verb form's name as the admin's select shows it, in lower case: PAST → "past". */
export const verbFormName = (verbForm: string): string => verbForm.toLowerCase().replace(/_/gu, ' ');

/** A case's name: ILLATIVE → "illative". */
export const caseName = (c: string): string =>
  CASE_NAMES[c as keyof typeof CASE_NAMES]?.name ?? c.toLowerCase();

/** "illative singular", "comparative nominative plural" (number and degree left out when the cell has none). */
export function nominalLabel(cell: Pick<ParadigmCell, 'case' | 'number' | 'degree'>): string {
  return [cell.degree?.toLowerCase(), cell.case && caseName(cell.case), cell.number?.toLowerCase()]
    .filter(Boolean)
    .join(' ');
}

/**
 * What the readings of a nominal form are, cases of one number (and degree) together: "inessive singular",
 * "nominative, genitive or partitive singular", "genitive singular or nominative plural".
 */
export function readingsLabel(cells: readonly ParadigmCell[]): string {
  const groups = new Map<string, { degree?: string; number?: string; cases: string[] }>();
  for (const c of cells) {
    const key = `${c.degree ?? ''} ${c.number ?? ''}`;
    const group = groups.get(key) ?? {
      degree: c.degree?.toLowerCase(),
      number: c.number?.toLowerCase(),
      cases: [],
    };
    const name = c.case ? caseName(c.case) : '';
    if (!group.cases.includes(name)) group.cases.push(name);
    groups.set(key, group);
  }
  return orList(
    [...groups.values()].map((g) => [g.degree, orList(g.cases), g.number].filter(Boolean).join(' ')),
  );
}

/** The distinct forms of these cells, a short illative first (majja before majasse: the one an editor types). */
export function distinctForms(cells: readonly ParadigmCell[]): string[] {
  const sorted = [...cells].sort((a, b) => Number(b.variant === 'short') - Number(a.variant === 'short'));
  return [...new Set(sorted.map((c) => c.form))];
}

/** At most `max` forms as "a, b or c", "a, b, c, …" beyond. */
export function formsList(forms: readonly string[], max = 6): string {
  return forms.length > max ? `${forms.slice(0, max).join(', ')}, …` : orList(forms);
}
