import { expect, test } from '@playwright/test';
import {
  answerGrammar,
  answerOf,
  answerQuestions,
  apiSend,
  captureTrpc,
  type DailySession,
  expectAccessible,
  type PlannedSession,
  type ReadingText,
  signInNewLearner,
  skipTour,
} from './learner-helpers.ts';

test('stand-alone vocabulary runs to its end screen, then says nothing is due', async ({ page }) => {
  test.setTimeout(120_000);
  const { token } = await signInNewLearner(page, 'vocab');
  await skipTour(page);
  const trpc = captureTrpc(page);
  await page.goto('/vocabulary');
  await expect(page.getByRole('heading', { level: 1, name: 'Vocabulary Practice' })).toBeVisible();
  const daily = await trpc.waitFor<DailySession>('vocabulary.dailySession');
  const items = [...daily.reviews, ...daily.newWords];
  await expectAccessible(page, 'stand-alone vocabulary');
  for (const [i, item] of items.entries()) {
    await expect(page.getByTestId('exercise-counter')).toHaveText(`Word ${i + 1} of ${items.length}`);
    const input = page.getByTestId('cloze-input');
    await expect(input).toBeFocused();
    if (i % 3 === 2) await page.getByRole('button', { name: 'Reveal answer' }).click();
    else await input.pressSequentially(answerOf(item));
    await page.getByRole('button', { name: 'Next word' }).click();
  }
  await expect(page.getByRole('heading', { name: 'All vocabulary completed!' })).toBeVisible();

  // with no new words allowed and nothing due, the empty state
  await apiSend(page, token, 'PUT', '/me/settings', { dailyNewWords: 0 });
  await page.goto('/dashboard');
  await page.goto('/vocabulary');
  const empty = page.getByRole('heading', { name: 'No vocabulary practice today' });
  const due = page.getByTestId('cloze-input');
  await expect(empty.or(due)).toBeVisible();
  if (await empty.isVisible()) {
    await expect(
      page.getByText('Great job keeping up with your reviews! Check back tomorrow.'),
    ).toBeVisible();
  }
});

test('a wrong word still being typed when it is judged keeps its explanation on screen', async ({ page }) => {
  await signInNewLearner(page, 'stray');
  await skipTour(page);
  const trpc = captureTrpc(page);
  await page.goto('/vocabulary');
  const daily = await trpc.waitFor<DailySession>('vocabulary.dailySession');
  const items = [...daily.reviews, ...daily.newWords];
  const input = page.getByTestId('cloze-input');
  await expect(input).toBeFocused();
  // a longer wrong word and a habitual Enter: judged at the answer's length, the rest of the keys are stray
  const wrong = 'q'.repeat(answerOf(items[0]!).length + 3);
  await input.pressSequentially(wrong);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('feedback')).toContainText('Incorrect');
  await page.waitForTimeout(300);
  await expect(page.getByTestId('exercise-counter')).toHaveText(`Word 1 of ${items.length}`);
  await expect(page.getByTestId('feedback')).toContainText('Incorrect');
  // then Next word has the focus, and Enter moves on
  const next = page.getByRole('button', { name: 'Next word' });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('exercise-counter')).toHaveText(`Word 2 of ${items.length}`);
});

test('stand-alone grammar runs 8 exercises to its end screen and its review', async ({ page }) => {
  test.setTimeout(120_000);
  await signInNewLearner(page, 'grammar');
  await skipTour(page);
  const trpc = captureTrpc(page);
  await page.goto('/grammar');
  await expect(page.getByRole('heading', { level: 1, name: 'Grammar Exercises' })).toBeVisible();
  const exercises = (await trpc.waitFor<PlannedSession>('study.openPlanned')).plan.grammar;
  expect(exercises).toHaveLength(8);
  await expectAccessible(page, 'stand-alone grammar');
  let correct = 0;
  for (const [i, ex] of exercises.entries()) {
    await expect(page.getByTestId('exercise-counter')).toHaveText(`Exercise ${i + 1} of 8`);
    if (await answerGrammar(page, ex, i % 3 !== 1)) correct++;
  }
  await expect(page.getByRole('heading', { name: 'All grammar exercises completed!' })).toBeVisible();
  await expect(page.getByText('You have successfully completed 8 grammar exercises.')).toBeVisible();
  await page.getByRole('button', { name: 'Review Session' }).click();
  await expect(page.getByTestId('review-total')).toHaveText('8');
  await expect(page.getByTestId('review-correct')).toHaveText(String(correct));
  await expect(page.getByTestId('review-accuracy')).toHaveText(`${Math.round((correct / 8) * 100)}%`);
  await expectAccessible(page, 'grammar review');
});

test('stand-alone reading runs to All texts completed!, also from /reading', async ({ page }) => {
  test.setTimeout(120_000);
  await signInNewLearner(page, 'reading');
  await skipTour(page);
  const trpc = captureTrpc(page);
  for (const path of ['/read', '/reading']) {
    trpc.clear('reading.immersionTexts');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Reading Comprehension' })).toBeVisible();
    const [text] = await trpc.waitFor<ReadingText[]>('reading.immersionTexts');
    await expect(page.getByTestId('exercise-counter')).toHaveText('Text 1 of 1');
    await expect(page.getByRole('heading', { level: 2, name: text!.title })).toBeVisible();
    await expectAccessible(page, `stand-alone reading ${path}`);
    if (text!.comprehensionQuestions.length > 0) {
      await page.getByRole('button', { name: 'Continue to questions' }).click();
      await answerQuestions(page, text!.comprehensionQuestions, new Set([0]));
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
    } else {
      await page.getByRole('button', { name: 'Mark as read' }).click();
    }
    await expect(page.getByRole('heading', { name: 'All texts completed!' })).toBeVisible();
  }
});

test('/read takes the keyboard, grammar and navbar state from its URL', async ({ page }) => {
  await signInNewLearner(page, 'readstate');
  await skipTour(page);
  await page.goto('/read?keyboard=true&grammar=true&navbarCollapsed=true');
  await expect(page.getByRole('dialog', { name: 'Grammar Reference' })).toBeVisible();
  await expect(page.getByText('The grammar reference is no longer available.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Grammar Reference' })).toBeHidden();
  await expect(page).not.toHaveURL(/grammar=/);
  await expect(page.getByTestId('estonian-keyboard')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
});
