import { expect, test } from '@playwright/test';
import {
  answerQuestions,
  api,
  apiSend,
  captureTrpc,
  type DailySession,
  expectAccessible,
  type ReadingText,
  signInNewLearner,
  skipTour,
} from './learner-helpers.ts';

// The learner report's defects 5, 7, 9, 15 and 16.

test('a reading text is one tab stop: arrow keys move between its words, Enter opens a tip, Tab leaves it', async ({
  page,
}) => {
  await signInNewLearner(page, 'kbd-text');
  await skipTour(page);
  await page.goto('/read');
  await expect(page.getByTestId('reading-text')).toBeVisible();
  const words = page.locator('.reading-body [data-word-key]');
  const count = await words.count();
  expect(count).toBeGreaterThan(10);
  // exactly one word of the whole text (all its paragraphs) is in the tab order
  await expect(page.locator('.reading-body [data-word-key][tabindex="0"]')).toHaveCount(1);

  // Tab from the control before the text lands on its first word
  await page.getByRole('button', { name: 'Grammar Reference' }).focus();
  await page.keyboard.press('Tab');
  await expect(words.first()).toBeFocused();
  await expect(words.first()).toHaveAccessibleDescription(/arrow keys move between words/);

  await page.keyboard.press('ArrowRight');
  await expect(words.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(words.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(words.nth(count - 1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(words.first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const third = words.nth(2);
  await expect(third).toBeFocused();
  await expect(third).toHaveAttribute('tabindex', '0');
  await expect(page.locator('.reading-body [data-word-key][tabindex="0"]')).toHaveCount(1);

  // Enter opens the word's tip, Escape closes it and focus stays on the word; Space toggles it too
  await page.keyboard.press('Enter');
  const tip = page.getByTestId('word-tip');
  await expect(tip).toBeVisible();
  await expect(tip).toContainText((await third.textContent())!.trim());
  await expect(third).toHaveClass(/challenge-word-open/);
  await expectAccessible(page, 'reading text with a tip open by keyboard');
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(third).toBeFocused();
  await page.keyboard.press(' ');
  await expect(tip).toBeVisible();
  await page.keyboard.press(' ');
  await expect(tip).toBeHidden();

  // one Tab leaves the text for the next control (it took 87 for this text), Shift+Tab comes back to the word
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^(Continue to questions|Mark as read)$/ })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(third).toBeFocused();

  // a tap still opens the tip, and the tapped word becomes the text's tab stop
  const tapped = words.nth(5);
  await tapped.click();
  await expect(tip).toBeVisible();
  await expect(tapped).toHaveClass(/challenge-word-open/);
  await expect(tapped).toHaveAttribute('tabindex', '0');
  await expect(page.locator('.reading-body [data-word-key][tabindex="0"]')).toHaveCount(1);
});

test('stand-alone reading does not claim a failed save; Retry saves it', async ({ page }) => {
  const { token } = await signInNewLearner(page, 'read-offline');
  await skipTour(page);
  const trpc = captureTrpc(page);
  let offline = false;
  await page.route('**/trpc/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (offline && /reading\.recordProgress|study\.(createSession|updateSession)/.test(path))
      return route.abort('internetdisconnected');
    return route.continue();
  });
  await page.goto('/read');
  const [text] = await trpc.waitFor<ReadingText[]>('reading.immersionTexts');
  if (text!.comprehensionQuestions.length > 0) {
    await page.getByRole('button', { name: 'Continue to questions' }).click();
    await answerQuestions(page, text!.comprehensionQuestions, new Set());
    offline = true;
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  } else {
    offline = true;
    await page.getByRole('button', { name: 'Mark as read' }).click();
  }
  await expect(page.getByRole('heading', { name: 'All texts completed!' })).toBeVisible();
  const status = page.getByTestId('reading-save-status');
  await expect(status).toHaveText(
    'Well read! Your progress could not be saved. Check your connection and try again.',
  );
  await expect(page.getByText('Your progress has been saved.')).toHaveCount(0);
  await expectAccessible(page, 'reading: save failed');
  const before = await api<{ isReadingCompleted: boolean }>(
    page,
    token,
    '/study/sessions/today/completion-status',
  );
  expect(before.isReadingCompleted).toBe(false);

  offline = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(status).toHaveText('Well read! Your progress has been saved.');
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  // the Retry button has gone: focus is on the message that replaced it, not on <body>
  await expect(status).toBeFocused();
  const after = await api<{ isReadingCompleted: boolean }>(
    page,
    token,
    '/study/sessions/today/completion-status',
  );
  expect(after.isReadingCompleted).toBe(true);
});

test('closing a declension or conjugation table returns focus to the button that opened it', async ({
  page,
}) => {
  const { token } = await signInNewLearner(page, 'lex-focus');
  await skipTour(page);
  const daily = await api<DailySession>(page, token, '/vocabulary/daily-session');
  for (const item of [...daily.reviews, ...daily.newWords]) {
    await apiSend(page, token, 'POST', '/vocabulary/review-result', {
      cardId: item.userVocabularyCardId,
      result: 'pass',
      responseTime: 1000,
    });
  }
  await page.goto('/lexicon');
  const open = page.getByRole('button', { name: /^Show (declension|conjugation)$/ });
  await expect(open.first()).toBeVisible();
  const opener = (await open.count()) > 1 ? open.nth(1) : open.first();
  const dialog = page.getByRole('dialog');

  // Escape
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // the × button
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a bilingual book reopens where the learner stopped, and a passage is one tab stop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInNewLearner(page, 'book-reopen');
  await skipTour(page);
  await page.goto('/dual-language-books');
  // a book of the content pack that no other learner test reads
  const book = page.getByRole('article', { name: 'Kaval-Ants ja Vanapagan', exact: true });
  await book.getByRole('link', { name: 'Start Reading' }).click();
  const label = page.locator('#book-page-label');
  await expect(label).toHaveText(/^Page 1 of \d+$/);
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(label).toHaveText(/^Page 2 of \d+$/);
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(label).toHaveText(/^Page 3 of \d+$/);

  // two pages read: the list says so, and Continue Reading opens page 3, not page 2 (the report's defect 15)
  await page.getByRole('link', { name: '← Back to Books' }).click();
  await expect(book.getByText(/^2 of \d+ pages read$/)).toBeVisible();
  await book.getByRole('link', { name: 'Continue Reading' }).click();
  await expect(label).toHaveText(/^Page 3 of \d+$/);
  await page.reload();
  await expect(label).toHaveText(/^Page 3 of \d+$/);

  // each passage's Estonian side is one tab stop; the tip opens by keyboard, in place
  const passages = page.locator('.book-segment .book-text-et');
  const n = await passages.count();
  await expect(page.locator('.book-text-et [data-word-key][tabindex="0"]')).toHaveCount(n);
  const body = page.locator('.book-segment:not(.book-segment-header) .book-text-et').first();
  const words = body.locator('[data-word-key]');
  await words.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(words.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  const tip = page.getByTestId('word-tip');
  await expect(tip).toBeVisible();
  await expect(tip).toHaveCSS('position', 'absolute');
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  // one tip open on the page: a tap in another passage closes the first passage's tip
  const other = passages.last().locator('[data-word-key]').first();
  await words.first().click();
  await expect(tip).toHaveCount(1);
  await other.click();
  await expect(tip).toHaveCount(1);
  await expect(other).toHaveClass(/challenge-word-open/);
  await expect(words.first()).not.toHaveClass(/challenge-word-open/);
});

test('with no card due, the session shows no exercise counter and a "none due" pill', async ({ page }) => {
  const { token } = await signInNewLearner(page, 'none-due');
  await skipTour(page);
  await apiSend(page, token, 'PUT', '/me/settings', { dailyNewWords: 0 });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/study');
  await expect(page.getByRole('heading', { name: 'No vocabulary practice today' })).toBeVisible();
  await expect(page.getByTestId('exercise-counter')).toHaveCount(0);
  await expect(page.getByText(/Exercise 0 of/)).toHaveCount(0);
  const pill = page.getByTestId('pill-vocabulary');
  await expect(pill).toContainText('none due');
  await expect(pill).not.toContainText('?');
  await expectAccessible(page, 'study: no card due');
  await page.getByRole('button', { name: 'Continue to Reading' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reading Immersion' })).toBeVisible();
  await expect(pill).toContainText('✓');
  await expect(page.getByTestId('exercise-counter')).toHaveText('Text 1 of 1');
});
