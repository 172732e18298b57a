import type { VerbForm } from '../admin/enums.ts';
import { type ParadigmCell, PERSONAL, type Person, type PersonalPerson, type Polarity } from './labels.ts';
import type { PrincipalSlots } from './principal-forms.ts';

const VOWEL_END = /[aeiouõäöü]$/u;
const PRESENT_ENDINGS: Record<PersonalPerson, string> = {
  '1sg': 'n',
  '2sg': 'd',
  '3sg': 'b',
  '1pl': 'me',
  '2pl': 'te',
  '3pl': 'vad',
};
/** Past and long conditional endings after the past stem (lugesi-) / conditional stem (loeksi-). */
const PAST_ENDINGS: Record<PersonalPerson, string> = {
  '1sg': 'n',
  '2sg': 'd',
  '3sg': '',
  '1pl': 'me',
  '2pl': 'te',
  '3pl': 'd',
};
const OLEMA_PRESENT: Record<PersonalPerson, string> = {
  '1sg': 'olen',
  '2sg': 'oled',
  '3sg': 'on',
  '1pl': 'oleme',
  '2pl': 'olete',
  '3pl': 'on',
};
const OLEMA_PAST: Record<PersonalPerson, string> = {
  '1sg': 'olin',
  '2sg': 'olid',
  '3sg': 'oli',
  '1pl': 'olime',
  '2pl': 'olite',
  '3pl': 'olid',
};

/** The verb's principal forms, first variant of each slot, with the 8th (past 1sg) filled in. */
export interface VerbStems {
  ma: string;
  da: string;
  present1sg: string;
  past3sg: string;
  nud: string;
  tud: string;
  impersonal: string;
  past1sg: string;
}

/**
 * Past 1sg: given as the 8th slot, else built from the past 3sg: + `n` after a vowel (tegi → tegin), + `in` after s
 * (luges → lugesin); a consonant stem's `-is` past is `-sin` on the stem (laulma, laulis → laulsin; andis → andsin;
 * võttis → võtsin), `-in` on a stem ending in s (jooksis → jooksin).
 */
export function pastFirstSingular(past3sg: string, ma = ''): string {
  const stem = ma.slice(0, -2);
  if (stem !== '' && !VOWEL_END.test(stem) && past3sg.endsWith('is'))
    return stem.endsWith('s') ? `${stem}in` : `${stem}sin`;
  return VOWEL_END.test(past3sg) ? `${past3sg}n` : `${past3sg}in`;
}

/**
 * The stem and consonant of the imperative plural / jussive (lugeda → luge + g: lugege, lugegu; anda → and + k:
 * andke; tulla → tul + g: tulge; teha → teh + k: tehke; hakata → haka + k: hakake; süüa → söö + g: sööge).
 */
export function imperativeStem(ma: string, da: string): { stem: string; k: 'g' | 'k' } {
  const maStem = ma.slice(0, -2);
  if (da === `${maStem}da`) return { stem: maStem, k: 'g' };
  // a consonant stem keeps its ma-stem: andke, leidke, jookske (joosta), võtke (võtta), laulge (laulda); a stem
  // ending in k takes no second one (laskma, lasta: laske, lasku)
  if (!VOWEL_END.test(maStem)) {
    if (maStem.endsWith('k')) return { stem: maStem.slice(0, -1), k: 'k' };
    return { stem: maStem, k: /[lnr]$/u.test(maStem) ? 'g' : 'k' };
  }
  if (da === `${maStem}a`) return { stem: maStem, k: /[aeiouõäöülnr]$/u.test(maStem) ? 'g' : 'k' };
  if (/(ll|nn|rr)a$/u.test(da)) return { stem: da.slice(0, -2), k: 'g' };
  if (/ta$/u.test(da)) return { stem: da.slice(0, -2), k: 'k' };
  if (/da$/u.test(da)) return { stem: da.slice(0, -2), k: 'g' };
  if (/[aeiouõäöü]a$/u.test(da)) return { stem: maStem, k: 'g' };
  return { stem: da.slice(0, -1), k: 'k' };
}

/** The v-participle: lugev, andev; a stem whose da-infinitive doubles its t keeps it (võtma, võtta → võttev). */
function presentParticiple(maStem: string, da: string): string {
  if (VOWEL_END.test(maStem)) return `${maStem}v`;
  return da === `${maStem}ta` && maStem.endsWith('t') ? `${maStem}tev` : `${maStem}ev`;
}

type Add = (form: string, verbForm: VerbForm, person?: Person, polarity?: Polarity, variant?: string) => void;

function cellAdder(cells: ParadigmCell[]): Add {
  return (form, verbForm, person, polarity, variant) => {
    const cell: ParadigmCell = { form, verbForm };
    if (person) cell.person = person;
    if (polarity) cell.polarity = polarity;
    if (variant) cell.variant = variant;
    cells.push(cell);
  };
}

function infinitives(add: Add, v: VerbStems): void {
  const maStem = v.ma.slice(0, -2);
  add(v.ma, 'INFINITIVE', undefined, undefined, 'ma');
  add(v.da, 'INFINITIVE', undefined, undefined, 'da');
  for (const ending of ['mas', 'mast', 'maks', 'mata'] as const) {
    add(maStem + ending, 'INFINITIVE', undefined, undefined, ending);
  }
  add(`${v.da.slice(0, -1)}es`, 'INFINITIVE', undefined, undefined, 'des');
}

function participles(add: Add, v: VerbStems): void {
  const maStem = v.ma.slice(0, -2);
  add(v.nud, 'PARTICIPLE', undefined, undefined, 'nud');
  add(v.tud, 'PARTICIPLE', undefined, undefined, 'tud');
  add(presentParticiple(maStem, v.da), 'PARTICIPLE', undefined, undefined, 'v');
  add(`${v.tud.slice(0, -2)}av`, 'PARTICIPLE', undefined, undefined, 'tav');
}

/** Indicative present, past, perfect and pluperfect, affirmative and negative, personal and impersonal. */
function indicative(add: Add, v: VerbStems, olema: boolean): void {
  const presentStem = v.present1sg.slice(0, -1);
  const pastStem = v.past1sg.slice(0, -1);
  const tudStem = v.tud.slice(0, -2);
  for (const p of PERSONAL) {
    add(olema ? OLEMA_PRESENT[p] : presentStem + PRESENT_ENDINGS[p], 'PRESENT', p, 'AFFIRMATIVE');
  }
  add(`ei ${presentStem}`, 'PRESENT', undefined, 'NEGATIVE');
  if (olema) add('pole', 'PRESENT', undefined, 'NEGATIVE', 'pole');
  add(v.impersonal, 'PRESENT', 'impersonal', 'AFFIRMATIVE');
  add(`ei ${tudStem}a`, 'PRESENT', 'impersonal', 'NEGATIVE');

  for (const p of PERSONAL) {
    add(p === '3sg' ? v.past3sg : pastStem + PAST_ENDINGS[p], 'PAST', p, 'AFFIRMATIVE');
  }
  add(`ei ${v.nud}`, 'PAST', undefined, 'NEGATIVE');
  if (olema) add('polnud', 'PAST', undefined, 'NEGATIVE', 'pole');
  add(`${tudStem}i`, 'PAST', 'impersonal', 'AFFIRMATIVE');
  add(`ei ${v.tud}`, 'PAST', 'impersonal', 'NEGATIVE');

  for (const p of PERSONAL) add(`${OLEMA_PRESENT[p]} ${v.nud}`, 'PERFECT', p, 'AFFIRMATIVE');
  add(`ei ole ${v.nud}`, 'PERFECT', undefined, 'NEGATIVE');
  add(`pole ${v.nud}`, 'PERFECT', undefined, 'NEGATIVE', 'pole');
  add(`on ${v.tud}`, 'PERFECT', 'impersonal', 'AFFIRMATIVE');
  add(`ei ole ${v.tud}`, 'PERFECT', 'impersonal', 'NEGATIVE');

  for (const p of PERSONAL) add(`${OLEMA_PAST[p]} ${v.nud}`, 'PLUPERFECT', p, 'AFFIRMATIVE');
  add(`ei olnud ${v.nud}`, 'PLUPERFECT', undefined, 'NEGATIVE');
  add(`polnud ${v.nud}`, 'PLUPERFECT', undefined, 'NEGATIVE', 'pole');
  add(`oli ${v.tud}`, 'PLUPERFECT', 'impersonal', 'AFFIRMATIVE');
  add(`ei olnud ${v.tud}`, 'PLUPERFECT', 'impersonal', 'NEGATIVE');
}

/** Present conditional: long (loeksin, loeksid …) and short (loeks for every person); impersonal loetaks. */
function conditional(add: Add, v: VerbStems): void {
  const stem = `${v.present1sg.slice(0, -1)}ks`;
  for (const p of PERSONAL) {
    if (p === '3sg') {
      add(stem, 'CONDITIONAL', p, 'AFFIRMATIVE');
      continue;
    }
    add(`${stem}i${PAST_ENDINGS[p]}`, 'CONDITIONAL', p, 'AFFIRMATIVE', 'long');
    add(stem, 'CONDITIONAL', p, 'AFFIRMATIVE', 'short');
  }
  add(`ei ${stem}`, 'CONDITIONAL', undefined, 'NEGATIVE');
  add(`${v.tud.slice(0, -2)}aks`, 'CONDITIONAL', 'impersonal', 'AFFIRMATIVE');
}

/** Imperative: 2sg = present stem (loe), 2pl lugege, 1pl lugegem, 3rd lugegu; negatives with ära/ärge/ärgem/ärgu. */
function imperative(add: Add, v: VerbStems, secondSingular: string): void {
  const { stem, k } = imperativeStem(v.ma, v.da);
  const plural = `${stem}${k}e`;
  add(secondSingular, 'IMPERATIVE', '2sg', 'AFFIRMATIVE');
  add(plural, 'IMPERATIVE', '2pl', 'AFFIRMATIVE');
  add(`${plural}m`, 'IMPERATIVE', '1pl', 'AFFIRMATIVE');
  add(`${stem}${k}u`, 'IMPERATIVE', '3sg', 'AFFIRMATIVE');
  add(`${stem}${k}u`, 'IMPERATIVE', '3pl', 'AFFIRMATIVE');
  add(`${v.tud.slice(0, -2)}agu`, 'IMPERATIVE', 'impersonal', 'AFFIRMATIVE');
  add(`ära ${secondSingular}`, 'IMPERATIVE', '2sg', 'NEGATIVE');
  add(`ärge ${plural}`, 'IMPERATIVE', '2pl', 'NEGATIVE');
  add(`ärgem ${plural}m`, 'IMPERATIVE', '1pl', 'NEGATIVE');
}

/** Irregular 2sg imperatives (minema: mine, not lähe). */
const IMPERATIVE_2SG: Record<string, string> = { minema: 'mine' };

/** Parallel present forms beside the regular ones (minema: läheme ~ lähme, ÕS; "Lähme!" is "Let's go!"). */
const PRESENT_VARIANTS: Record<string, [Person, string][]> = { minema: [['1pl', 'lähme']] };

export function verbStems(slots: PrincipalSlots): VerbStems {
  const first = (i: number) => slots[i]?.[0] ?? '';
  const past3sg = first(3);
  return {
    ma: first(0),
    da: first(1),
    present1sg: first(2),
    past3sg,
    nud: first(4),
    tud: first(5),
    impersonal: first(6),
    past1sg: first(7) || pastFirstSingular(past3sg, first(0)),
  };
}

/**
 * A verb's paradigm from its principal forms (ma-inf; da-inf; pres 1sg; past 3sg; nud; tud; impersonal present
 * [; past 1sg]). Irregular spots (olema: on, pole, polnud; minema: mine, lähme) are built in. Parallel variants given in a
 * slot beyond the first are added as extra cells of that slot's own form.
 */
export function verbParadigm(slots: PrincipalSlots): ParadigmCell[] {
  const cells: ParadigmCell[] = [];
  const add = cellAdder(cells);
  const v = verbStems(slots);
  const olema = v.ma === 'olema';
  infinitives(add, v);
  indicative(add, v, olema);
  for (const [person, form] of PRESENT_VARIANTS[v.ma] ?? []) add(form, 'PRESENT', person, 'AFFIRMATIVE');
  conditional(add, v);
  imperative(add, v, IMPERATIVE_2SG[v.ma] ?? v.present1sg.slice(0, -1));
  participles(add, v);
  addSlotVariants(add, slots);
  return cells;
}

/** Second and later variants of the principal slots that are themselves cells (da-inf, nud, tud, impersonal). */
function addSlotVariants(add: Add, slots: PrincipalSlots): void {
  for (const f of slots[1]?.slice(1) ?? []) add(f, 'INFINITIVE', undefined, undefined, 'da');
  for (const f of slots[3]?.slice(1) ?? []) add(f, 'PAST', '3sg', 'AFFIRMATIVE');
  for (const f of slots[4]?.slice(1) ?? []) add(f, 'PARTICIPLE', undefined, undefined, 'nud');
  for (const f of slots[5]?.slice(1) ?? []) add(f, 'PARTICIPLE', undefined, undefined, 'tud');
  for (const f of slots[6]?.slice(1) ?? []) add(f, 'PRESENT', 'impersonal', 'AFFIRMATIVE');
}
