import { checkCasePracticeItem, type ParadigmCell, paradigmOf } from '@keelerada/domain';
import type { LexiconIndex } from '../lexicon/lexicon-index.ts';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The back office's lexicon check of a grammar exercise (the rule `npm test` runs over the pack's case practice,
 * `checkCasePracticeItem`): the answer must be a form of the labelled case of the target word, and no distractor
 * may be one too. Warnings, never a block: the messages, empty when the exercise checks out or is not case practice.
 */
export function exerciseFormChecks(
  index: LexiconIndex,
  type: string,
  payload: Record<string, unknown>,
  tags: readonly string[],
): string[] {
  if (type !== 'CASE_PRACTICE') return [];
  const targetWord = text(payload.targetWord).trim();
  // the target's paradigm, and its parts' for a multi-word numeral (kahekümne neljas)
  const paradigms = new Map<string, ParadigmCell[]>();
  for (const w of [targetWord, ...targetWord.split(/\s+/u)]) {
    const senses = index.byLemma.get(w);
    if (senses)
      paradigms.set(
        w,
        senses.flatMap((s) => paradigmOf(s, index.explicit)),
      );
  }
  const check = checkCasePracticeItem(
    {
      sentence: text(payload.sentence),
      targetWord,
      correctCase: text(payload.correctCase),
      correctAnswer: text(payload.correctAnswer).trim(),
      distractors: Array.isArray(payload.distractors) ? payload.distractors.map(String) : [],
      tags,
    },
    paradigms,
  );
  if (check.kind === 'missingLemma')
    return [
      `${targetWord} is not in the lexicon, so the answer and distractors could not be checked: add it under Vocabulary Cards → Lexicon`,
    ];
  if (check.kind === 'unknownDegree')
    return ['a comparison exercise needs a "comparative" or "superlative" tag for its answer to be checked'];
  return check.problems.map((p) => p.message);
}
