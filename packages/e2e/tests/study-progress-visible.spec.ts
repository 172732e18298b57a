import { expect, type Page, test } from '@playwright/test';
import {
  answerGrammar,
  answerQuestions,
  apiSend,
  captureTrpc,
  type PlannedSession,
  type ReadingText,
  signInNewLearner,
  skipTour,
} from './learner-helpers.ts';

// Issue 19: work done anywhere shows where the learner looks next, without a reload.

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();

test('grammar and reading done from Learning Areas tick today’s goals, the calendar and the streak', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInNewLearner(page, 'areas');
  await skipTour(page);
  const trpc = captureTrpc(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('task-grammar')).toHaveAttribute('data-done', 'false');
  await expect(page.getByTestId('task-reading')).toHaveAttribute('data-done', 'false');
  const areas = page.getByRole('region', { name: 'Learning Areas' });

  await areas.getByRole('link', { name: /Grammar/ }).click();
  const run = await trpc.waitFor<PlannedSession>('study.openPlanned');
  for (const [i, ex] of run.plan.grammar.entries()) {
    await expect(page.getByTestId('exercise-counter')).toHaveText(`Exercise ${i + 1} of 8`);
    await answerGrammar(page, ex, true);
  }
  await expect(page.getByRole('heading', { name: 'All grammar exercises completed!' })).toBeVisible();
  await nav(page, 'Dashboard');
  await expect(page.getByTestId('task-grammar')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('task-grammar')).toContainText('(done)');
  await expect(page.getByTestId('task-reading')).toHaveAttribute('data-done', 'false');

  await areas.getByRole('link', { name: /Reading/ }).click();
  const [text] = await trpc.waitFor<ReadingText[]>('reading.immersionTexts');
  if (text!.comprehensionQuestions.length > 0) {
    await page.getByRole('button', { name: 'Continue to questions' }).click();
    await answerQuestions(page, text!.comprehensionQuestions, new Set());
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Mark as read' }).click();
  }
  await expect(page.getByRole('heading', { name: 'All texts completed!' })).toBeVisible();
  await nav(page, 'Dashboard');
  await expect(page.getByTestId('task-reading')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('task-grammar')).toHaveAttribute('data-done', 'true');
  await expect(page.locator('.cal-day.is-today')).toHaveAttribute('data-status', 'green');
  await expect(page.getByTestId('streak-count')).toContainText('1 day');
});

test('reading two book pages shows on the books list when going back, without a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signInNewLearner(page, 'books-fresh');
  await skipTour(page);
  await page.goto('/dashboard');
  await nav(page, 'Bilingual Books');
  // a book of the content pack (the admin tests add short books of their own)
  const book = page.getByRole('article', { name: 'Järv läheb külla', exact: true });
  await book.getByRole('link', { name: 'Start Reading' }).click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(page.getByText(/^Page 3 of \d+$/)).toBeVisible();
  await page.getByRole('link', { name: '← Back to Books' }).click();
  await expect(book.getByRole('link', { name: 'Continue Reading' })).toBeVisible();
  await expect(book.getByText(/^2 of \d+ pages read$/)).toBeVisible();

  // Mark as Finished: one call, and the list shows the book completed
  await book.getByRole('link', { name: 'Continue Reading' }).click();
  await page
    .getByLabel('Go to page')
    .selectOption({ index: (await page.getByLabel('Go to page').locator('option').count()) - 1 });
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/trpc/books.')) calls.push(new URL(r.url()).pathname);
  });
  await page.getByRole('button', { name: 'Mark as Finished' }).click();
  await expect(page).toHaveURL(/\/dual-language-books$/);
  await expect(book.getByText('Completed', { exact: true })).toBeVisible();
  expect(calls.filter((c) => c.includes('books.markRead'))).toEqual([]);
  expect(calls.filter((c) => c.includes('books.finish'))).toHaveLength(1);
});

test('cards failed today are not offered again a minute later: they come back tomorrow', async ({ page }) => {
  test.setTimeout(180_000);
  const { token } = await signInNewLearner(page, 'later-today');
  await skipTour(page);
  await apiSend(page, token, 'PUT', '/me/settings', { dailyNewWords: 3 });
  await page.goto('/vocabulary');
  const counter = page.getByTestId('exercise-counter');
  await expect(counter).toHaveText('Word 1 of 3');
  for (let i = 0; i < 3; i++) {
    await expect(counter).toHaveText(`Word ${i + 1} of 3`);
    await page.getByRole('button', { name: 'Reveal answer' }).click();
    await page.getByRole('button', { name: 'Next word' }).click();
  }
  await expect(page.getByRole('heading', { name: 'All vocabulary completed!' })).toBeVisible();
  await apiSend(page, token, 'PUT', '/me/settings', { dailyNewWords: 0 });
  // the learning step of a failed card is a minute
  await page.waitForTimeout(65_000);
  await page.goto('/vocabulary');
  await expect(page.getByRole('heading', { name: 'No vocabulary practice today' })).toBeVisible();
  await expect(page.getByTestId('later-today')).toHaveText(
    '3 cards practised today come back tomorrow for another look.',
  );
});
