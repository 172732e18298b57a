import { wordKey } from './analyser.ts';
import type { ParadigmCell, Person } from './labels.ts';

/** The person a subject pronoun asks for (long and short forms); a noun or name says nothing certain. */
const PRONOUN_PERSON: Readonly<Record<string, Person>> = {
  mina: '1sg',
  ma: '1sg',
  sina: '2sg',
  sa: '2sg',
  tema: '3sg',
  ta: '3sg',
  meie: '1pl',
  me: '1pl',
  teie: '2pl',
  te: '2pl',
  nemad: '3pl',
  nad: '3pl',
};

/** The periphrastic future's auxiliary by person (hakkan lugema, "I will read"). */
const HAKKAMA: Readonly<Record<string, Person>> = {
  hakkan: '1sg',
  hakkad: '2sg',
  hakkab: '3sg',
  hakkame: '1pl',
  hakkate: '2pl',
  hakkavad: '3pl',
};

/** The past conditional's auxiliary by person (oleksin tulnud); the short `oleks` serves every person. */
const OLEKS: Readonly<Record<string, Person | null>> = {
  oleksin: '1sg',
  oleksid: null, // 2sg and 3pl
  oleks: null,
  oleksime: '1pl',
  oleksite: '2pl',
};

/** What a verb-conjugation item's check reads. */
export interface VerbConjugationItem {
  verb: string;
  subject: string;
  /** The verb form asked for (VERB_FORMS), when the item says. */
  targetForm?: string | null;
  correctAnswer: string;
}

/** A reading of the answer: the verb form and person it has (null: fits any person). */
type Fit = { verbForm: string | undefined; person: Person | null };

const words = (s: string) => wordKey(s).trim().split(/\s+/u);

/** Whether `form` is the participle `participle` inflected as an adjective: magav → magavat, loetud → loetut. */
const inflects = (participle: string, form: string) =>
  form.startsWith(participle.endsWith('d') ? participle.slice(0, -1) : participle);

/**
 * The readings of an answer against the verb's cells: a cell whose words end with the answer's (the gap may hold
 * `lugenud` of `ei ole lugenud`, or `ole lugenud`), a participle inflected as an adjective (`magavat` of `magav`, `loetut` of `loetud`),
 * and the periphrastic forms the paradigm does not list: the future `hakkan lugema` and the past conditional
 * `oleksin lugenud`.
 */
function fits(cells: readonly ParadigmCell[], answer: string[]): Fit[] {
  const out: Fit[] = [];
  for (const c of cells) {
    const cw = words(c.form);
    const tail = cw.slice(-answer.length);
    if (tail.length === answer.length && tail.every((w, i) => w === answer[i]))
      out.push({ verbForm: c.verbForm, person: c.person ?? null });
    else if (
      c.verbForm === 'PARTICIPLE' &&
      answer.length === 1 &&
      cw.length === 1 &&
      inflects(cw[0]!, answer[0]!)
    )
      out.push({ verbForm: 'PARTICIPLE', person: null });
  }
  const [aux, main] = answer;
  if (answer.length === 2 && aux && main) {
    const isCell = (verbForm: string, variant: string) =>
      cells.some((c) => c.verbForm === verbForm && c.variant === variant && wordKey(c.form) === main);
    if (aux in HAKKAMA && isCell('INFINITIVE', 'ma')) out.push({ verbForm: 'FUTURE', person: HAKKAMA[aux]! });
    if (aux in OLEKS && isCell('PARTICIPLE', 'nud'))
      out.push({ verbForm: 'CONDITIONAL', person: OLEKS[aux]! });
  }
  return out;
}

/**
 * Why a verb-conjugation answer is not the asked form of its verb (`cells`: the verb's paradigm), or null when it
 * is: a reading of the target form (FUTURE is the present or `hakkama` + ma-infinitive) in the person a pronoun
 * subject asks for; a reading without a person (a negative, an infinitive, a participle) fits any subject.
 */
export function verbConjugationProblem(
  cells: readonly ParadigmCell[],
  item: VerbConjugationItem,
): string | null {
  const target = item.targetForm || null;
  const ofForm = fits(cells, words(item.correctAnswer)).filter(
    (f) => !target || f.verbForm === target || (target === 'FUTURE' && f.verbForm === 'PRESENT'),
  );
  const what = target ? `a ${target} form` : 'a form';
  if (ofForm.length === 0) return `"${item.correctAnswer}" is not ${what} of ${item.verb}`;
  const person = PRONOUN_PERSON[wordKey(item.subject.trim())];
  if (person && !ofForm.some((f) => f.person === null || f.person === person))
    return `"${item.correctAnswer}" is not ${what} of ${item.verb} for ${item.subject} (${person})`;
  return null;
}
