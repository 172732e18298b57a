import { wordKey } from './analyser.ts';
import { distinctForms, formsList, orList, verbFormName, withArticle } from './form-messages.ts';
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

/** The person a personal pronoun in the nominative asks of its verb (`ma` → 1sg), or undefined for any other word. */
export const pronounPerson = (word: string): Person | undefined =>
  Object.hasOwn(PRONOUN_PERSON, wordKey(word.trim())) ? PRONOUN_PERSON[wordKey(word.trim())] : undefined;

/** Words that join a pronoun to another subject (`mina ja sina` is a plural subject: it asks for no one pronoun's person). */
const COORDINATORS = new Set(['ja', 'ning', 'või', 'ega', 'ehk']);

/**
 * The personal pronoun right before the gap (`___`) of a practice context, in lower case, or '' when there is none: the
 * subject whose person the gap's verb takes (`Mina ___ iga päev ajalehte.`, `Ta ütles, et ma ___`). A pronoun joined
 * to another subject (`Mina ja sina ___`, `Mari või sa ___`) or parted from the gap by punctuation asks for nothing.
 */
export function subjectBeforeGap(context: string): string {
  const gap = context.search(/_{3,}/u);
  if (gap < 0) return '';
  const before = context.slice(0, gap);
  const last = /([\p{L}]+)\s*$/u.exec(before);
  if (!last || !pronounPerson(last[1]!)) return '';
  const previous = /([\p{L}]+)\s*$/u.exec(before.slice(0, last.index));
  if (previous && COORDINATORS.has(wordKey(previous[1]!))) return '';
  // "Sina, mina ___": a list of subjects
  const listed = /([\p{L}]+)\s*,\s*$/u.exec(before.slice(0, last.index));
  if (listed && pronounPerson(listed[1]!)) return '';
  return wordKey(last[1]!);
}

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

/** The auxiliary of the periphrastic future for a person: 1sg → hakkan. */
const HAKKAMA_OF = Object.fromEntries(Object.entries(HAKKAMA).map(([aux, p]) => [p, aux])) as Partial<
  Record<Person, string>
>;

/**
 * The affirmative forms of `verbForm` (FUTURE: the present and `hakkama` + ma-infinitive) in `person`, or of every
 * person when it is null; empty when the verb form has none in that person (an infinitive has no person).
 */
function rightForms(cells: readonly ParadigmCell[], verbForm: string, person: Person | null): string[] {
  const tense = verbForm === 'FUTURE' ? 'PRESENT' : verbForm;
  const forms = distinctForms(
    cells.filter(
      (c) =>
        c.verbForm === tense &&
        c.polarity !== 'NEGATIVE' &&
        (person ? c.person === person : c.person !== 'impersonal'),
    ),
  );
  const ma = cells.find((c) => c.verbForm === 'INFINITIVE' && c.variant === 'ma')?.form;
  const aux = person && HAKKAMA_OF[person];
  if (verbForm === 'FUTURE' && ma && aux) forms.push(`${aux} ${ma}`);
  return forms;
}

/**
 * Why a verb-conjugation answer is not the asked form of its verb (`cells`: the verb's paradigm), or null when it
 * is: a reading of the target form (FUTURE is the present or `hakkama` + ma-infinitive) in the person a pronoun
 * subject asks for; a reading without a person (a negative, an infinitive, a participle) or an impersonal (whose
 * pronoun is its object: `Ta vallandati`) fits any subject. The
 * message says the right form: in the subject's person, else in the answer's own person (`luges` for a present: the
 * present (3sg) is loeb), else the verb form's forms.
 */
export function verbConjugationProblem(
  cells: readonly ParadigmCell[],
  item: VerbConjugationItem,
): string | null {
  const target = item.targetForm || null;
  const readings = fits(cells, words(item.correctAnswer));
  const ofForm = readings.filter(
    (f) => !target || f.verbForm === target || (target === 'FUTURE' && f.verbForm === 'PRESENT'),
  );
  const answer = `"${item.correctAnswer}" is not ${target ? withArticle(`${verbFormName(target)} form`) : 'a form'} of ${item.verb}`;
  const person = pronounPerson(item.subject);
  const who = person && `${item.subject.trim()} (${person})`;
  if (ofForm.length === 0) {
    if (!target) return answer;
    const tense = verbFormName(target);
    const own = [...new Set(readings.map((f) => f.person))];
    const samePerson = own.length === 1 ? own[0] : null;
    if (who) {
      const right = rightForms(cells, target, person);
      if (right.length) return `${answer}: for ${who} it is ${orList(right)}`;
    } else if (samePerson) {
      const right = rightForms(cells, target, samePerson);
      if (right.length) return `${answer}: the ${tense} (${samePerson}) is ${orList(right)}`;
    }
    const all = rightForms(cells, target, null);
    return all.length ? `${answer}: the ${tense} is ${formsList(all)}` : answer;
  }
  // an impersonal has no subject: a pronoun before it is its object (`Ta vallandati`, "he was fired")
  if (person && !ofForm.some((f) => f.person === null || f.person === 'impersonal' || f.person === person)) {
    const asked = target ? [target] : [...new Set(ofForm.map((f) => f.verbForm ?? ''))];
    const right = [...new Set(asked.flatMap((v) => rightForms(cells, v, person)))];
    return `${answer} for ${who}${right.length ? `: that is ${orList(right)}` : ''}`;
  }
  return null;
}
