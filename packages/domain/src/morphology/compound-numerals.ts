import type { GrammaticalCase } from '../admin/enums.ts';
import type { GrammaticalNumber, ParadigmCell } from './labels.ts';

/** Cases in which only the last part of a cardinal compound inflects, the others staying in the genitive. */
const LAST_PART_ONLY: ReadonlySet<GrammaticalCase> = new Set([
  'TERMINATIVE',
  'ESSIVE',
  'ABESSIVE',
  'COMITATIVE',
]);

type Part = { fixed: string } | { cells: ParadigmCell[] };

const firstForm = (cells: ParadigmCell[], c: GrammaticalCase, number: GrammaticalNumber | undefined) =>
  cells.find((x) => !x.degree && x.case === c && x.number === number && !x.variant)?.form ??
  cells.find((x) => !x.degree && x.case === c && x.number === number)?.form;

const isGenitiveOf = (paradigms: ReadonlyMap<string, ParadigmCell[]>, word: string) =>
  [...paradigms.values()].some((cells) =>
    cells.some((c) => c.case === 'GENITIVE' && c.number === 'SINGULAR' && c.form === word),
  );

/**
 * The paradigm of a multi-word numeral from its parts' paradigms (`paradigms` by lemma), or [] when a part is not a
 * known word. A part written as a lemma inflects with the last one — a cardinal compound, `kakskümmend neli` →
 * `kahekümnel neljal` (in the terminative, essive, abessive and comitative only the last part does: `kahekümne
 * neljaga`); a part written in the genitive stays so — an ordinal compound, `kahekümne neljas` → `kahekümne
 * neljandal`. Each cell is labelled like the last part's.
 */
export function compoundNumeralParadigm(
  target: string,
  paradigms: ReadonlyMap<string, ParadigmCell[]>,
): ParadigmCell[] {
  const words = target.trim().split(/\s+/u);
  const last = paradigms.get(words.at(-1) ?? '');
  if (words.length < 2 || !last?.length) return [];
  const parts: Part[] = [];
  for (const w of words.slice(0, -1)) {
    const cells = paradigms.get(w);
    if (cells?.length) parts.push({ cells });
    else if (isGenitiveOf(paradigms, w)) parts.push({ fixed: w });
    else return [];
  }
  const out: ParadigmCell[] = [];
  for (const cell of last) {
    if (cell.degree || !cell.case) continue;
    const c = LAST_PART_ONLY.has(cell.case) ? 'GENITIVE' : cell.case;
    const number = LAST_PART_ONLY.has(cell.case) ? 'SINGULAR' : cell.number;
    const before = parts.map((p) => ('fixed' in p ? p.fixed : firstForm(p.cells, c, number)));
    if (before.some((f) => f === undefined)) continue;
    out.push({ ...cell, form: [...before, cell.form].join(' ') });
  }
  return out;
}
