import { expect, test } from '@playwright/test';
import {
  answerOf,
  captureTrpc,
  type DailySession,
  type PlannedSession,
  signInNewLearner,
  skipTour,
} from './learner-helpers.ts';

// Issue 19 items 6 and 7: the smaller things seen, each tried as a learner would.

test('Mark as Finished is one server call, and the books list shows the book completed', async ({ page }) => {
  await signInNewLearner(page, 'finish-book');
  await skipTour(page);
  await page.goto('/dual-language-books');
  const book = page.getByRole('article', { name: 'Suur Tõll' });
  await book.getByRole('link', { name: 'Start Reading' }).click();
  const last = await page.getByLabel('Go to page').locator('option').last().getAttribute('value');
  await page.getByLabel('Go to page').selectOption(last!);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  const writes: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'POST' && (path.startsWith('/trpc/') || path.startsWith('/api/'))) writes.push(path);
  });
  await page.getByRole('button', { name: 'Mark as Finished' }).click();
  await expect(page).toHaveURL(/\/dual-language-books$/);
  await expect(book.getByText('Completed', { exact: true })).toBeVisible();
  expect(writes).toEqual(['/trpc/books.finish']);
});

test('at 375 px the keyboard toggle closes the menu it was opened from', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInNewLearner(page, 'menu-keyboard');
  await skipTour(page);
  await page.goto('/vocabulary');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Personal Lexicon' })).toBeVisible();
  await page.getByRole('button', { name: /Estonian letters keyboard/ }).click();
  await expect(page.getByRole('link', { name: 'Personal Lexicon' })).toBeHidden();
  await expect(page.getByTestId('estonian-keyboard')).toBeVisible();
});

test('settings: a 300-character name is refused with its limit; levels without content say so', async ({
  page,
}) => {
  await signInNewLearner(page, 'long-name');
  await skipTour(page);
  await page.goto('/settings');
  await page.getByLabel('First name').fill('A'.repeat(300));
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByTestId('profile-message')).toHaveText(
    'First name is too long (at most 100 characters).',
  );
  const level = page.getByLabel('Your level (learning path)');
  await expect(level.locator('option', { hasText: '(no content yet)' }).first()).toBeAttached();
  const empty = await level.locator('option', { hasText: '(no content yet)' }).allTextContents();
  const values = await level
    .locator('option')
    .evaluateAll((os) =>
      os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })),
    );
  // the pack writes A0–B1: those have words, every level above says it has none yet
  for (const o of values) {
    const hasContent = ['A0', 'A11', 'A12', 'A21', 'A22', 'B1'].includes(o.value);
    expect(o.text.includes('(no content yet)'), `${o.value}: ${o.text}`).toBe(!hasContent);
  }
  expect(empty.length).toBeGreaterThan(0);
});

test('a new learner’s calendar marks no day before they joined as missed', async ({ page }) => {
  await signInNewLearner(page, 'calendar-joined');
  await skipTour(page);
  await page.goto('/dashboard');
  const calendar = page.getByTestId('calendar');
  await expect(calendar.locator('.cal-day').first()).toBeVisible();
  await expect(calendar.locator('.day-grey')).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByTestId('calendar').locator('.day-before').first()).toBeVisible();
  await expect(page.getByTestId('calendar').locator('.day-grey')).toHaveCount(0);
});

test('an A0 learner’s daily grammar is at A0 first', async ({ page }) => {
  await signInNewLearner(page, 'grammar-level');
  await skipTour(page);
  const trpc = captureTrpc(page);
  await page.goto('/study');
  const plan = await trpc.waitFor<PlannedSession>('study.openPlanned');
  const levels = plan.plan.grammar.map((g) => (g as unknown as { level: string }).level);
  expect(levels).toEqual(Array(8).fill('A0'));
});

test('words answered in the app show in the lexicon right away, without a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await signInNewLearner(page, 'lexicon-fresh');
  await skipTour(page);
  await page.goto('/lexicon');
  await expect(page.getByRole('heading', { name: 'No learned vocabulary yet' })).toBeVisible();
  const trpc = captureTrpc(page);
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Vocabulary', exact: true }).click();
  const daily = await trpc.waitFor<DailySession>('vocabulary.dailySession');
  const items = [...daily.reviews, ...daily.newWords].slice(0, 2);
  for (const item of items) {
    const input = page.getByTestId('cloze-input');
    await expect(input).toBeFocused();
    const stored = page.waitForResponse((r) => r.url().includes('vocabulary.reviewResult') && r.ok());
    await input.pressSequentially(answerOf(item));
    await page.getByRole('button', { name: 'Next word' }).click();
    await stored;
  }
  await main.getByRole('link', { name: 'Personal Lexicon', exact: true }).click();
  const words = new Set(items.map((i) => i.word.word.normalize('NFC').toLocaleLowerCase('et'))).size;
  await expect(page.getByTestId('lexicon-count')).toHaveText(`Showing ${words} of ${words} words`);
});

test('an answer in the daily session is one request of two calls, and the session counts it', async ({
  page,
}) => {
  const { token } = await signInNewLearner(page, 'answer-calls');
  await skipTour(page);
  const trpc = captureTrpc(page);
  const writes: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'POST' && path.startsWith('/trpc/') && !path.includes('openPlanned'))
      writes.push(path);
  });
  await page.goto('/study');
  const planned = await trpc.waitFor<PlannedSession>('study.openPlanned');
  const [first, second] = planned.plan.vocabulary;
  for (const item of [first!, second!]) {
    const input = page.getByTestId('cloze-input');
    await expect(input).toBeFocused();
    const stored = page.waitForResponse((r) => r.url().includes('study.recordAttempt') && r.ok());
    await input.pressSequentially(answerOf(item));
    await page.getByRole('button', { name: 'Next word' }).click();
    await stored;
  }
  // the counts are the server's, from the attempts: no session update rides along with each answer
  expect(writes).toEqual([
    '/trpc/vocabulary.reviewResult,study.recordAttempt',
    '/trpc/vocabulary.reviewResult,study.recordAttempt',
  ]);
  const res = await page.request.get('/api/study/sessions/today/mixed-status', {
    headers: { authorization: `Bearer ${token}` },
  });
  const status = (await res.json()) as {
    unfinishedSession: { exercisesCompleted: number; accuracyPercentage: number };
  };
  expect(status.unfinishedSession).toMatchObject({ exercisesCompleted: 2, accuracyPercentage: 100 });
});
