// Checks of the cards and case-practice items against the lexicon's paradigms (issue 16). Pure: pack in, result out.
import {
  cardFormProblem,
  checkCasePracticeItem,
  type ExplicitParadigms,
  INFLECTING_WORD_TYPES,
  isInvariableWordType,
  isOneOf,
  type LexiconLemma,
  type ParadigmCell,
  paradigmOf,
  verbConjugationProblem,
} from '@keelerada/domain';
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

export interface HeadwordCheckResult {
  /** Distinct card headwords (word + word type) checked. */
  checked: number;
  /** One problem per headword without the lexicon row tap-to-translate needs (at its first card). */
  missing: Problem[];
}

/**
 * Every card's headword has a lexicon row, so a learner who taps the word in a text gets the meaning the card taught:
 * an inflecting card (NOUN … VERB) a row with a paradigm; an invariable card (ADVERB, PREPOSITION, CONJUNCTION,
 * PARTICLE, INTERJECTION) an invariable row of that word, or a row whose only form is the word itself (the
 * indeclinable `valmis`, `rahul`) — a homograph that inflects does not do (`või` "butter" is no reading of the card
 * `või` "or").
 */
export function checkCardHeadwords(
  pack: ContentPack,
  lexicon: { lemmas: readonly LexiconLemma[]; explicit: ExplicitParadigms },
): HeadwordCheckResult {
  const rows = new Map<string, LexiconLemma[]>();
  for (const l of lexicon.lemmas) rows.set(l.lemma, [...(rows.get(l.lemma) ?? []), l]);
  const readsAsItself = (l: LexiconLemma): boolean => {
    if (isInvariableWordType(l.wordType)) return true;
    const cells = paradigmOf(l, lexicon.explicit);
    return cells.length > 0 && cells.every((c) => c.form === l.lemma);
  };
  const seen = new Set<string>();
  const result: HeadwordCheckResult = { checked: 0, missing: [] };
  for (const f of pack.vocabulary) {
    for (const row of f.rows) {
      const card = rowRecord(f.header, row.cells);
      const word = card.word ?? '';
      const type = card.wordType ?? '';
      const key = `${word}\u0000${type}`;
      if (!word || seen.has(key)) continue;
      seen.add(key);
      result.checked++;
      const senses = rows.get(word) ?? [];
      const invariable = isInvariableWordType(type);
      const ok = invariable
        ? senses.some(readsAsItself)
        : senses.some((l) => !isInvariableWordType(l.wordType));
      if (ok) continue;
      const level = card.level ? `lexicon/${card.level}.csv` : 'the lexicon';
      const message = invariable
        ? `"${word}" (${type}) has no invariable lexicon row${senses.length ? ` (only a homograph that inflects: ${senses.map((l) => `${l.wordType} "${l.translation}"`).join(', ')})` : ''}: add \`${word},${type},<gloss>,\` to ${level}`
        : `"${word}" (${type}) has no lexicon row with principal forms: add one to ${level}`;
      result.missing.push({ file: f.file, where: `line ${row.line} word`, message });
    }
  }
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

/** Every case-practice item of the pack checked against the lexicon (`checkCasePracticeItem`, the domain's rule). */
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
      const check = checkCasePracticeItem(
        {
          sentence: String(item.sentence ?? ''),
          targetWord: String(item.targetWord ?? ''),
          correctCase: String(item.correctCase ?? ''),
          correctAnswer: String(item.correctAnswer ?? ''),
          distractors: Array.isArray(item.distractors) ? item.distractors.map(String) : [],
          tags: Array.isArray(item.tags) ? item.tags.map(String) : [],
        },
        paradigms,
      );
      if (check.kind === 'unknownDegree') {
        result.degreeForms++;
        result.degreeFormsUnchecked.push({
          file: f.file,
          where: `[${i}].tags`,
          message: 'a comparison item without a "comparative" or "superlative" tag: its degree is unknown',
        });
        return;
      }
      result.checked++;
      if (check.kind === 'missingLemma') {
        result.missingLemma++;
        return;
      }
      for (const p of check.problems)
        result.problems.push({ file: f.file, where: `[${i}].${p.field}`, message: p.message });
    });
  }
  return result;
}

export interface VerbConjugationCheckResult {
  checked: number;
  /** Items whose verb has no lexicon row (not checked). */
  missingLemma: number;
  problems: Problem[];
}

/** Every verb-conjugation answer is the target form of its verb, in the person of a pronoun subject. */
export function checkVerbConjugation(
  pack: ContentPack,
  paradigms: Map<string, ParadigmCell[]>,
): VerbConjugationCheckResult {
  const result: VerbConjugationCheckResult = { checked: 0, missingLemma: 0, problems: [] };
  for (const f of pack.grammar) {
    jsonItems(f.data).forEach((item, i) => {
      if (item.type !== 'VERB_CONJUGATION') return;
      result.checked++;
      const verb = String(item.verb ?? '');
      const cells = paradigms.get(verb);
      if (!cells?.length) {
        result.missingLemma++;
        return;
      }
      const problem = verbConjugationProblem(cells, {
        verb,
        subject: String(item.subject ?? ''),
        targetForm: typeof item.targetForm === 'string' ? item.targetForm : null,
        correctAnswer: String(item.verbCorrectAnswer ?? item.correctAnswer ?? ''),
      });
      if (problem)
        result.problems.push({ file: f.file, where: `[${i}].verbCorrectAnswer`, message: problem });
    });
  }
  return result;
}
