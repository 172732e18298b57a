import { expect, type Page, test } from '@playwright/test';
import {
  answerOf,
  answerQuestions,
  apiSend,
  captureTrpc,
  type PlannedSession,
  signInNewLearner,
  skipTour,
} from './learner-helpers.ts';

// Issue 19: a reload (or another tab) during the reading questions resumes at the same question with the answers
// given so far — the answers are recorded on the session by the server, once per question.

const bar = (page: Page) => page.getByRole('progressbar', { name: 'Session progress' });
const question = (page: Page, i: number) => page.locator('fieldset.question').nth(i);

/**
 * A new learner's daily session opened at its reading: every card of the vocabulary answered right through the API,
 * then a reload. Returns the plan and the tRPC capture.
 */
async function openAtReading(page: Page, prefix: string) {
  const { token } = await signInNewLearner(page, prefix);
  await skipTour(page);
  const trpc = captureTrpc(page);
  await page.goto('/study');
  const plan = await trpc.waitFor<PlannedSession>('study.openPlanned');
  for (const card of plan.plan.vocabulary)
    await apiSend(page, token, 'POST', '/study/exercise-attempts', {
      studySessionId: plan.session!.id,
      activityType: 'vocabulary',
      activityId: String(card.userVocabularyCardId),
      userAnswer: answerOf(card),
      isCorrect: true,
    });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Reading Immersion' })).toBeVisible();
  return { plan, trpc };
}

test('a reload during the reading questions lands on the next question with the count intact', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { plan, trpc } = await openAtReading(page, 'reading-resume');
  const questions = plan.plan.reading[0]!.comprehensionQuestions;
  expect(questions.length).toBeGreaterThanOrEqual(2);
  const n = questions.length;

  await page.getByRole('button', { name: 'Continue to questions' }).click();
  await answerQuestions(page, questions.slice(0, 1), new Set());
  await expect(page.getByTestId('questions-answered')).toHaveText(`1 of ${n} answered`);
  const pill = await page.getByTestId('pill-reading').textContent();
  const percent = await bar(page).getAttribute('aria-valuenow');

  const expectResumed = async (p: Page) => {
    await expect(p.getByRole('heading', { level: 1, name: 'Reading Immersion' })).toBeVisible();
    await expect(p.getByTestId('reading-questions')).toBeVisible();
    await expect(p.getByRole('button', { name: 'Continue to questions' })).toHaveCount(0);
    await expect(p.getByTestId('questions-answered')).toHaveText(`1 of ${n} answered`);
    await expect(question(p, 0)).toHaveAttribute('disabled');
    await expect(question(p, 0).getByText('✓ Õige!')).toBeVisible();
    // with the answer given: the option chosen, or the words typed
    const first = questions[0]!;
    const right = first.correctAnswer[0] ?? '';
    const options =
      first.options.length > 0 ? first.options : first.type === 'true_false' ? ['True', 'False'] : [];
    if (options.length > 0) {
      const pick = options.find((o) => o.trim().toLowerCase() === right.trim().toLowerCase()) ?? options[0]!;
      await expect(question(p, 0).getByRole('radio', { name: pick, exact: true })).toBeChecked();
    } else await expect(question(p, 0).getByRole('textbox')).toHaveValue(right);
    await expect(question(p, 1)).not.toHaveAttribute('disabled');
    await expect(question(p, 1).getByRole('button', { name: 'Kontrolli vastust' })).toBeVisible();
    await expect(p.getByTestId('pill-reading')).toHaveText(pill!);
    await expect(bar(p)).toHaveAttribute('aria-valuenow', percent!);
  };
  await page.reload();
  await expectResumed(page);
  // another tab (or device) sees the same
  const other = await context.newPage();
  await other.goto('/study');
  await expectResumed(other);
  await other.close();

  // the rest of the questions; Enter after the last one goes on to grammar (issue 19 item 7)
  await answerQuestions(page, questions.slice(1), new Set(), 1);
  await expect(page.getByTestId('questions-answered')).toHaveText(`${n} of ${n} answered`);
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Grammar Exercises' })).toBeVisible();
  trpc.clear('study.openPlanned');
  await page.reload();
  const after = await trpc.waitFor<PlannedSession>('study.openPlanned');
  // each question counted once on the session, whatever the reloads and tabs did
  expect(after.progress.readingAnswered).toEqual([n]);
  expect(after.progress.attempts).toBe(plan.plan.vocabulary.length + n);
});

test('a reload after the last reading answer, before Continue, goes on to grammar with reading done', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { plan } = await openAtReading(page, 'reading-last');
  await page.getByRole('button', { name: 'Continue to questions' }).click();
  const questions = plan.plan.reading[0]!.comprehensionQuestions;
  await answerQuestions(page, questions, new Set([0]));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Grammar Exercises' })).toBeVisible();
  await expect(page.getByTestId('pill-reading')).toContainText('✓');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .click();
  await expect(page.getByTestId('task-reading')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('task-vocabulary')).toHaveAttribute('data-done', 'true');
});
