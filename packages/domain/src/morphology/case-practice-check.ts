import { wordKey } from './analyser.ts';
import { cellFills } from './card-form.ts';
import { compoundNumeralParadigm } from './compound-numerals.ts';
import { caseName, distinctForms, formsList, readingsLabel, withArticle } from './form-messages.ts';
import type { Degree, ParadigmCell } from './labels.ts';

/** The tags that make a case-practice item a comparison item; `comparative` / `superlative` say which degree. */
export const COMPARISON_TAGS = ['comparison', 'comparative', 'superlative'] as const;

const GAP = /_{3,}/u;

/** The number a case-practice item's tags give (`singular` or `plural`), when they give exactly one. */
export function taggedNumber(tags: readonly string[]): 'SINGULAR' | 'PLURAL' | undefined {
  const singular = tags.includes('singular');
  const plural = tags.includes('plural');
  if (singular === plural) return undefined;
  return plural ? 'PLURAL' : 'SINGULAR';
}

/** What a case-practice item's check reads. */
export interface CasePracticeItem {
  sentence: string;
  targetWord: string;
  correctCase: string;
  correctAnswer: string;
  distractors: readonly string[];
  tags: readonly string[];
}

/** A problem of an item, with the field it is in. */
export interface CasePracticeProblem {
  field: 'correctAnswer' | 'distractors';
  message: string;
}

export type CasePracticeCheck =
  /** A comparison item whose degree the tags do not tell: not checked. */
  | { kind: 'unknownDegree' }
  /** The target word (or a part of a multi-word numeral) is not in the lexicon: not checked. */
  | { kind: 'missingLemma' }
  | { kind: 'checked'; problems: CasePracticeProblem[] };

/** The degree a comparison item asks for, from its tags; undefined when it is not a comparison item. */
function askedDegree(tags: readonly string[]): Degree | 'unknown' | undefined {
  if (!tags.some((t) => (COMPARISON_TAGS as readonly string[]).includes(t))) return undefined;
  if (tags.includes('superlative')) return 'SUPERLATIVE';
  if (tags.includes('comparative')) return 'COMPARATIVE';
  return 'unknown';
}

/**
 * The cells that fill the gap of an item. A positive-degree item: the target's cells without degree (a multi-word
 * cell such as a compound numeral filling it whole). A comparison item: the cells of the asked degree, one word each;
 * after `kõige` the gap takes the last word of the periphrastic superlative (kõige _____ → suurem), elsewhere the
 * synthetic forms (Eile oli aasta _____ päev → külmim) — `kõige suurim` is not standard, so neither fills the other.
 */
function gapCells(cells: ParadigmCell[], degree: Degree | undefined, sentence: string): ParadigmCell[] {
  if (!degree) return cells.filter((c) => !c.degree);
  const before = sentence.split(GAP)[0]?.trim().split(/\s+/u).at(-1);
  const afterKoige = before !== undefined && wordKey(before) === 'kõige';
  return cells
    .filter(
      (c) =>
        c.degree === degree && (c.variant === 'periphrastic') === (degree === 'SUPERLATIVE' && afterKoige),
    )
    .map((c) => (c.variant === 'periphrastic' ? { ...c, form: c.form.split(' ').at(-1)! } : c));
}

/**
 * A case-practice item against its target word's paradigm (`paradigms` by lemma): the answer must be a form of the
 * labelled case (of the degree a comparison item's tags ask for), and no distractor may be a form of that same case
 * and number (the `Tartu` problem: a parallel form of the asked case is a right answer). A multi-word target
 * (kahekümne neljas) is checked against its parts' paradigms.
 */
export function checkCasePracticeItem(
  item: CasePracticeItem,
  paradigms: ReadonlyMap<string, ParadigmCell[]>,
): CasePracticeCheck {
  const degree = askedDegree(item.tags);
  if (degree === 'unknown') return { kind: 'unknownDegree' };
  const target = item.targetWord;
  const all = paradigms.get(target) ?? compoundNumeralParadigm(target, paradigms);
  if (!all.length) return { kind: 'missingLemma' };
  const cells = gapCells(all, degree, item.sentence);
  const tagged = taggedNumber(item.tags);
  // "illative", "comparative nominative": what the learner is asked for (the number apart)
  const what = `${degree ? `${degree.toLowerCase()} ` : ''}${caseName(item.correctCase)}`;
  const ofCase = cells.filter((c) => c.case === item.correctCase);
  const rightOf = (number: string | undefined) =>
    formsList(distinctForms(ofCase.filter((c) => !number || c.number === number)));
  const answer = wordKey(item.correctAnswer);
  const asked = ofCase.filter((c) => cellFills(c, answer));
  if (asked.length === 0) {
    const readings = cells.filter((c) => cellFills(c, answer));
    const want = `${what}${tagged ? ` ${tagged.toLowerCase()}` : ''}`;
    const right = rightOf(tagged);
    const message = readings.length
      ? `"${item.correctAnswer}" is the ${readingsLabel(readings)} of ${target}, not the ${want}${right ? `: that is ${right}` : ''}`
      : `"${item.correctAnswer}" is not ${withArticle(degree ? `${degree.toLowerCase()} form` : 'form')} of ${target}${right ? `: the ${want} is ${right}` : ''}`;
    return { kind: 'checked', problems: [{ field: 'correctAnswer', message }] };
  }
  const numbers = new Set(asked.map((c) => c.number));
  const problems: CasePracticeProblem[] = [];
  // the learner is told the number the tags give ("nominative plural"): it must be the answer's
  if (tagged && !numbers.has(tagged)) {
    const right = rightOf(tagged);
    problems.push({
      field: 'correctAnswer',
      message: `"${item.correctAnswer}" is the ${readingsLabel(asked)} of ${target}, but the tags say ${tagged.toLowerCase()}${right ? `: that is ${right}` : ''}`,
    });
  }
  for (const d of item.distractors) {
    const key = wordKey(d);
    if (ofCase.some((c) => numbers.has(c.number) && cellFills(c, key)))
      problems.push({
        field: 'distractors',
        message: `"${d}" is itself ${withArticle(`${what} form`)} of ${target}, a right answer: choose a distractor that is wrong here`,
      });
  }
  return { kind: 'checked', problems };
}
