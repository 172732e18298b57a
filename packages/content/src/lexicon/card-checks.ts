// Checks of the cards and case-practice items against the lexicon's paradigms (issue 16). Pure: pack in, result out.
import {
  cardFormProblem,
  cellFills,
  compoundNumeralParadigm,
  type Degree,
  type ExplicitParadigms,
  INFLECTING_WORD_TYPES,
  isOneOf,
  type LexiconLemma,
  type ParadigmCell,
  paradigmOf,
  wordKey,
} from '@keelerada/domain';
import { GRAMMAR_TOPICS } from '../pack/enums.ts';
import { type ContentPack, jsonItems, rowRecord } from '../pack/pack.ts';
import type { Problem } from '../pack/problem.ts';

export interface CardCheckResult {
  /** Cards of an inflecting word type. */
  checked: number;
  /** Cards whose form is the labelled cell of their lemma's paradigm. */
  resolved: number;
  /** Cards whose word has no lexicon row (the content fills these; not a failure). */
  missingLemma: number;
  missingLemmas: string[];
  mismatches: Problem[];
}

/** Paradigm cells by lemma (all senses of a lemma together), built once. */
export function paradigmsByLemma(
  lemmas: readonly LexiconLemma[],
  explicit: ExplicitParadigms,
): Map<string, ParadigmCell[]> {
  const out = new Map<string, ParadigmCell[]>();
  for (const l of lemmas) out.set(l.lemma, [...(out.get(l.lemma) ?? []), ...paradigmOf(l, explicit)]);
  return out;
}

export function checkCards(pack: ContentPack, paradigms: Map<string, ParadigmCell[]>): CardCheckResult {
  const result: CardCheckResult = {
    checked: 0,
    resolved: 0,
    missingLemma: 0,
    missingLemmas: [],
    mismatches: [],
  };
  const missing = new Set<string>();
  for (const f of pack.vocabulary) {
    for (const row of f.rows) {
      const card = rowRecord(f.header, row.cells);
      if (!isOneOf(INFLECTING_WORD_TYPES, card.wordType)) continue;
      result.checked++;
      const cells = paradigms.get(card.word ?? '');
      if (!cells?.length) {
        result.missingLemma++;
        missing.add(card.word ?? '');
        continue;
      }
      const problem = cardFormProblem(cells, {
        ...card,
        word: card.word ?? '',
        form: card.form ?? '',
        wordType: card.wordType,
      });
      if (problem) result.mismatches.push({ file: f.file, where: `line ${row.line} form`, message: problem });
      else result.resolved++;
    }
  }
  result.missingLemmas = [...missing].sort();
  return result;
}

export interface CasePracticeCheckResult {
  checked: number;
  missingLemma: number;
  /** Comparison items whose degree the tags do not tell (neither `comparative` nor `superlative`): counted, not checked. */
  degreeForms: number;
  /** Why each of `degreeForms` is not checked. */
  degreeFormsUnchecked: Problem[];
  problems: Problem[];
}

const DEGREE_TAGS: readonly string[] = GRAMMAR_TOPICS.comparison;
const GAP = /_{3,}/u;

/** The degree a comparison item asks for, from its tags; undefined when it is not a comparison item. */
function askedDegree(tags: string[]): Degree | 'unknown' | undefined {
  if (!tags.some((t) => DEGREE_TAGS.includes(t))) return undefined;
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
 * Every case-practice answer is a form of the labelled case of its target word (of the degree a comparison item's
 * tags ask for), and no distractor is a form of that same case and number (the `Tartu` problem: a parallel form of the
 * asked case is a right answer). A multi-word target (kahekümne neljas) is checked against its parts' paradigms.
 */
export function checkCasePractice(
  pack: ContentPack,
  paradigms: Map<string, ParadigmCell[]>,
): CasePracticeCheckResult {
  const result: CasePracticeCheckResult = {
    checked: 0,
    missingLemma: 0,
    degreeForms: 0,
    degreeFormsUnchecked: [],
    problems: [],
  };
  for (const f of pack.grammar) {
    jsonItems(f.data).forEach((item, i) => {
      if (item.type !== 'CASE_PRACTICE') return;
      const add = (where: string, message: string) =>
        result.problems.push({ file: f.file, where: `[${i}].${where}`, message });
      const degree = askedDegree(Array.isArray(item.tags) ? item.tags.map(String) : []);
      if (degree === 'unknown') {
        result.degreeForms++;
        result.degreeFormsUnchecked.push({
          file: f.file,
          where: `[${i}].tags`,
          message: 'a comparison item without a "comparative" or "superlative" tag: its degree is unknown',
        });
        return;
      }
      result.checked++;
      const target = String(item.targetWord ?? '');
      const all = paradigms.get(target) ?? compoundNumeralParadigm(target, paradigms);
      if (!all.length) {
        result.missingLemma++;
        return;
      }
      const cells = gapCells(all, degree, String(item.sentence ?? ''));
      const what = `${String(item.correctCase)}${degree ? ` ${degree.toLowerCase()}` : ''}`;
      const answer = wordKey(String(item.correctAnswer ?? ''));
      const asked = cells.filter((c) => c.case === item.correctCase && cellFills(c, answer));
      if (asked.length === 0) {
        add('correctAnswer', `"${String(item.correctAnswer)}" is not a ${what} form of ${target}`);
        return;
      }
      const numbers = new Set(asked.map((c) => c.number));
      const distractors = Array.isArray(item.distractors) ? item.distractors.map(String) : [];
      for (const d of distractors) {
        const key = wordKey(d);
        if (cells.some((c) => c.case === item.correctCase && numbers.has(c.number) && cellFills(c, key)))
          add('distractors', `"${d}" is itself a ${what} form of ${target}: a right answer`);
      }
    });
  }
  return result;
}
