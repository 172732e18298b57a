import {
  checkCasePracticeItem,
  type ParadigmCell,
  paradigmOf,
  toStringList,
  verbConjugationProblem,
} from '@keelerada/domain';
import type { LexiconIndex } from '../lexicon/lexicon-index.ts';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The paradigms of these lemmas that the lexicon has (every sense of each together). */
function paradigmsOf(index: LexiconIndex, lemmas: readonly string[]): Map<string, ParadigmCell[]> {
  const out = new Map<string, ParadigmCell[]>();
  for (const w of lemmas) {
    const senses = index.byLemma.get(w);
    if (senses)
      out.set(
        w,
        senses.flatMap((s) => paradigmOf(s, index.explicit)),
      );
  }
  return out;
}

const notInLexicon = (word: string) =>
  `${word} is not in the lexicon, so the answer could not be checked: add it under Vocabulary Cards → Lexicon`;

/**
 * The back office's lexicon check of a grammar exercise, by the rules `npm test` runs over the pack: a case
 * practice's answer must be a form of the labelled case of its target word and no distractor may be one too
 * (`checkCasePracticeItem`); a verb conjugation's answer must be the target form of its verb in the person of a
 * pronoun subject (`verbConjugationProblem`). Warnings, never a block: the messages, empty when the exercise checks
 * out or is of another type.
 */
export function exerciseFormChecks(
  index: LexiconIndex,
  type: string,
  payload: Record<string, unknown>,
  tags: readonly string[],
): string[] {
  if (type === 'VERB_CONJUGATION') {
    const verb = text(payload.verb);
    const cells = paradigmsOf(index, [verb]).get(verb);
    if (!cells) return [notInLexicon(verb)];
    const problem = verbConjugationProblem(cells, {
      verb,
      subject: text(payload.subject),
      targetForm: text(payload.targetForm) || null,
      correctAnswer: text(payload.verbCorrectAnswer),
    });
    return problem ? [problem] : [];
  }
  if (type !== 'CASE_PRACTICE') return [];
  const targetWord = text(payload.targetWord);
  // the target's paradigm, and its parts' for a multi-word numeral (kahekümne neljas)
  const check = checkCasePracticeItem(
    {
      sentence: text(payload.sentence),
      targetWord,
      correctCase: text(payload.correctCase),
      correctAnswer: text(payload.correctAnswer),
      // a list that arrived as a JSON or comma string is checked too, as it is stored
      distractors: toStringList(payload.distractors),
      tags,
    },
    paradigmsOf(index, [targetWord, ...targetWord.split(/\s+/u)]),
  );
  if (check.kind === 'missingLemma') return [notInLexicon(targetWord)];
  if (check.kind === 'unknownDegree')
    return ['a comparison exercise needs a "comparative" or "superlative" tag for its answer to be checked'];
  return check.problems.map((p) => p.message);
}
