import type { Judgement } from '../answers/judge.ts';
import type { ReviewSubmission } from './vocabulary.schemas.ts';

/**
 * The review the server records for a typed answer (issue 17): its own judge decides, never the app — correct is a
 * pass (FSRS Good), a near miss a pass graded `almost` (FSRS Hard), anything else a fail. A submission without an
 * answer (the learner revealed it) keeps the result it was sent with.
 */
export function reviewFromJudgement(input: ReviewSubmission, judgement: Judgement | null): ReviewSubmission {
  if (!judgement) return input;
  const { verdict } = judgement;
  return {
    ...input,
    result: verdict === 'wrong' ? 'fail' : 'pass',
    grade: verdict === 'almost' ? 'almost' : null,
  };
}
