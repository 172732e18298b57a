import type { ParadigmCell } from './labels.ts';
import { nominalParadigm } from './nominal-paradigm.ts';

/** The participles that decline like adjectives, as the verb paradigm labels them (`variant`). */
const DECLINING = new Set(['v', 'tav', 'nud', 'tud']);
const CONSONANT_END = /[^aeiouõäöü]$/u;

/**
 * The principal forms of a participle used as an adjective: the present ones decline on `-va` (elav, elava,
 * elavat, elavate, elavaid; loetav, loetava …) — a v-participle whose `e` only joins it to a consonant stem drops
 * it (laul-ma: laulev, laulva; nut-ma: nuttev, nutva) — the past ones on `-nu` / `-tu` (väsinud, väsinu,
 * väsinut, väsinute, väsinuid; loetud, loetu, loetut …).
 */
function participleSlots(form: string, variant: string, maStem: string): string[][] {
  const contracted = variant === 'v' && CONSONANT_END.test(maStem) && form.endsWith('ev');
  const stem =
    variant === 'v' || variant === 'tav' ? `${contracted ? maStem : form.slice(0, -1)}va` : form.slice(0, -1);
  return [[form], [stem], [`${stem}t`], [`${stem}te`], [`${stem}id`]];
}

/**
 * The declined forms of a verb's participles (`elavas` "in a living …", `väsinuid`, `loetule`), from the participle
 * cells of its paradigm: each cell keeps the participle's labels (`verbForm` PARTICIPLE, `variant` v | tav | nud |
 * tud) and adds its `case` and `number`. The nominative singular and plural are left out: they are the participle
 * itself (`loetud`) or the 3rd person plural present (`elavad`), which the paradigm already has.
 */
export function participleDeclension(verbCells: readonly ParadigmCell[]): ParadigmCell[] {
  const cells: ParadigmCell[] = [];
  const ma = verbCells.find((c) => c.verbForm === 'INFINITIVE' && c.variant === 'ma')?.form ?? '';
  const maStem = ma.slice(0, -2);
  for (const cell of verbCells) {
    const { form, variant } = cell;
    if (cell.verbForm !== 'PARTICIPLE' || !variant || !DECLINING.has(variant) || form.includes(' ')) continue;
    for (const c of nominalParadigm(participleSlots(form, variant, maStem))) {
      if (c.case === 'NOMINATIVE') continue;
      cells.push({ form: c.form, case: c.case, number: c.number, verbForm: 'PARTICIPLE', variant });
    }
  }
  return cells;
}
