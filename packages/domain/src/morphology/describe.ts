import type { GrammaticalCase } from '../admin/enums.ts';
import type { ParadigmCell, Person } from './labels.ts';

/** English names of the cases and a short hint of their meaning, as a learner reads them. */
export const CASE_NAMES: Record<GrammaticalCase, { name: string; meaning: string }> = {
  NOMINATIVE: { name: 'nominative', meaning: 'subject, dictionary form' },
  GENITIVE: { name: 'genitive', meaning: "of, 's" },
  PARTITIVE: { name: 'partitive', meaning: 'some, part of' },
  ILLATIVE: { name: 'illative', meaning: 'into' },
  INESSIVE: { name: 'inessive', meaning: 'in' },
  ELATIVE: { name: 'elative', meaning: 'out of, from' },
  ALLATIVE: { name: 'allative', meaning: 'onto, to' },
  ADESSIVE: { name: 'adessive', meaning: 'on, at' },
  ABLATIVE: { name: 'ablative', meaning: 'off, from' },
  TRANSLATIVE: { name: 'translative', meaning: 'becoming, as' },
  TERMINATIVE: { name: 'terminative', meaning: 'until, up to' },
  ESSIVE: { name: 'essive', meaning: 'as, in the role of' },
  ABESSIVE: { name: 'abessive', meaning: 'without' },
  COMITATIVE: { name: 'comitative', meaning: 'with' },
};

/** English names of the persons (also the judge's diagnoses). */
export const PERSON_NAMES: Record<Person, string> = {
  '1sg': '1st person singular',
  '2sg': '2nd person singular',
  '3sg': '3rd person singular',
  '1pl': '1st person plural',
  '2pl': '2nd person plural',
  '3pl': '3rd person plural',
  impersonal: 'impersonal',
};

const SUB_FORMS: Record<string, string> = {
  ma: 'ma-infinitive',
  da: 'da-infinitive',
  mas: "ma-infinitive inessive, 'in the middle of …ing'",
  mast: "ma-infinitive elative, 'from …ing'",
  maks: "ma-infinitive translative, 'in order to'",
  mata: "ma-infinitive abessive, 'without …ing'",
  des: "des-form, 'while …ing'",
  nud: 'nud-participle (active past)',
  tud: 'tud-participle (passive past)',
  v: 'v-participle (active present)',
  tav: 'tav-participle (passive present)',
};

/** "illative singular, 'into'" / "comparative genitive singular, 'of, 's'" / "present, 3rd person singular" / "negative past" — what a form is, in English. */
export function describeCell(cell: Omit<ParadigmCell, 'form'>): string {
  if (cell.case) {
    const { name, meaning } = CASE_NAMES[cell.case];
    const number = cell.number === 'PLURAL' ? 'plural' : 'singular';
    const short = cell.variant === 'short' ? ' (short form)' : '';
    const degree = cell.degree ? `${cell.degree.toLowerCase()} ` : '';
    const participle =
      cell.verbForm === 'PARTICIPLE' && cell.variant && SUB_FORMS[cell.variant]
        ? `${SUB_FORMS[cell.variant]}, `
        : '';
    const described = `${participle}${degree}${name} ${number}${short}, '${meaning}'`;
    // `olevat`, `tulevat`: the quotative mood ("is said to be") is spelled as the v-participle's partitive
    return cell.verbForm === 'PARTICIPLE' &&
      cell.variant === 'v' &&
      cell.case === 'PARTITIVE' &&
      number === 'singular'
      ? `quotative, 'is said to …'; or ${described}`
      : described;
  }
  if (!cell.verbForm) return '';
  if (cell.variant && SUB_FORMS[cell.variant]) return SUB_FORMS[cell.variant]!;
  const tense = cell.verbForm.toLowerCase();
  const negative = cell.polarity === 'NEGATIVE' ? 'negative ' : '';
  const person = cell.person ? `, ${PERSON_NAMES[cell.person]}` : '';
  const short = cell.variant === 'short' ? ' (short form)' : '';
  return `${negative}${tense}${person}${short}`;
}
