import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, useMemo } from 'react';
import { trpc } from '../api.ts';
import { ReadingQuestions } from '../exercises/reading-questions/ReadingQuestions.tsx';
import { inDisplayOrder } from './option-order.ts';

/**
 * The comprehension questions with each question's options shuffled for this learner (`option-order.ts`): the same
 * order on every visit, so the answer given stays selected after a reload. What is sent and judged is the option's
 * text, as before. Used by stand-alone reading and by the daily session's reading phase.
 */
export function ReadingQuestionsInDisplayOrder({
  questions,
  ...props
}: ComponentProps<typeof ReadingQuestions>) {
  // the protected routes load the learner before rendering (requireUser), so the id is there from the first render
  const userId = useQuery(trpc.account.me.queryOptions()).data?.user.id ?? 0;
  const shown = useMemo(() => inDisplayOrder(questions, userId), [questions, userId]);
  return <ReadingQuestions questions={shown} {...props} />;
}
