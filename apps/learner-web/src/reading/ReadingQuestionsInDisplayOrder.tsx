import { Spinner } from '@keelerada/ui';
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
  // the order depends on the learner: the questions wait for the account (loaded with the app, so at once nearly
  // always) rather than show one order and then another
  const userId = useQuery(trpc.account.me.queryOptions()).data?.user.id;
  const shown = useMemo(
    () => (userId === undefined ? null : inDisplayOrder(questions, userId)),
    [questions, userId],
  );
  if (shown === null) return <Spinner label="Loading questions..." />;
  return <ReadingQuestions questions={shown} {...props} />;
}
