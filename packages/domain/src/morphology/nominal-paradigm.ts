import type { GrammaticalCase } from '../admin/enums.ts';
import type { GrammaticalNumber, ParadigmCell } from './labels.ts';
import type { PrincipalSlots } from './principal-forms.ts';

/** Case endings added to the genitive singular / genitive plural stem (everything but nom, gen, part, ill). */
const STEM_CASES: readonly [GrammaticalCase, string][] = [
  ['INESSIVE', 's'],
  ['ELATIVE', 'st'],
  ['ALLATIVE', 'le'],
  ['ADESSIVE', 'l'],
  ['ABLATIVE', 'lt'],
  ['TRANSLATIVE', 'ks'],
  ['TERMINATIVE', 'ni'],
  ['ESSIVE', 'na'],
  ['ABESSIVE', 'ta'],
  ['COMITATIVE', 'ga'],
];

/** The local cases and the translative, which an i-plural stem (`pui-`) also forms. */
const I_PLURAL_CASES: readonly [GrammaticalCase, string][] = [
  ['ILLATIVE', 'sse'],
  ['INESSIVE', 's'],
  ['ELATIVE', 'st'],
  ['ALLATIVE', 'le'],
  ['ADESSIVE', 'l'],
  ['ABLATIVE', 'lt'],
  ['TRANSLATIVE', 'ks'],
];

const VOWEL = 'aeiouõäöü';
/** A one-syllable partitive plural in `-id` after a vowel (puid, maid, töid, häid): its i-plural stem drops `d`. */
const I_PLURAL_PARTITIVE = new RegExp(`^[^${VOWEL}]*[${VOWEL}]{1,2}id$`, 'u');

/**
 * Every case in both numbers from a nominal's principal forms (nom sg; gen sg; part sg; gen pl; part pl; short
 * illative sg). Singular cases after the partitive are built on the genitive (maja → majas), plural ones on the
 * genitive plural (majade → majades); the nominative plural is the genitive singular + d. The illative has the long
 * form (gen + sse) and, where given, the short one, labelled `long` / `short`. A one-syllable `-id` partitive plural
 * given beside a `-sid` one (puid ~ puusid) gives the i-plural local cases (puisse, puis, puist …), labelled
 * `i-plural`.
 */
export function nominalParadigm(slots: PrincipalSlots): ParadigmCell[] {
  const [nom = [], gen = [], part = [], genPl = [], partPl = [], shortIll = []] = slots;
  const cells: ParadigmCell[] = [];
  const add = (form: string, c: GrammaticalCase, number: GrammaticalNumber, variant?: string) => {
    cells.push(variant ? { form, case: c, number, variant } : { form, case: c, number });
  };

  for (const f of nom) add(f, 'NOMINATIVE', 'SINGULAR');
  for (const f of gen) add(f, 'GENITIVE', 'SINGULAR');
  for (const f of part) add(f, 'PARTITIVE', 'SINGULAR');
  const illVariant = shortIll.length > 0 ? 'long' : undefined;
  for (const f of gen) add(`${f}sse`, 'ILLATIVE', 'SINGULAR', illVariant);
  for (const f of shortIll) add(f, 'ILLATIVE', 'SINGULAR', 'short');
  for (const [c, ending] of STEM_CASES) for (const f of gen) add(f + ending, c, 'SINGULAR');

  for (const f of gen) add(`${f}d`, 'NOMINATIVE', 'PLURAL');
  for (const f of genPl) add(f, 'GENITIVE', 'PLURAL');
  for (const f of partPl) add(f, 'PARTITIVE', 'PLURAL');
  for (const f of genPl) add(`${f}sse`, 'ILLATIVE', 'PLURAL');
  for (const [c, ending] of STEM_CASES) for (const f of genPl) add(f + ending, c, 'PLURAL');
  const hasSidPlural = partPl.some((f) => f.endsWith('sid'));
  for (const f of partPl) {
    if (!hasSidPlural || !I_PLURAL_PARTITIVE.test(f)) continue;
    const stem = f.slice(0, -1);
    for (const [c, ending] of I_PLURAL_CASES) add(stem + ending, c, 'PLURAL', 'i-plural');
  }
  return cells;
}
