import { expect, test } from '@playwright/test';
import {
  api,
  apiSend,
  type DailySession,
  expectAccessible,
  screenshotBothWidths,
  signInNewLearner,
  skipTour,
} from './learner-helpers.ts';

test('lexicon: both empty states, search and filters narrow the count, Clear Filters', async ({ page }) => {
  const { token } = await signInNewLearner(page, 'lexicon');
  await skipTour(page);
  await page.goto('/lexicon');
  await expect(page.getByRole('heading', { name: 'No learned vocabulary yet' })).toBeVisible();
  await expect(page.getByText('Start practicing vocabulary to build your personal lexicon!')).toBeVisible();

  // review every word of today's session once: passes for most, a fail for every third
  const daily = await api<DailySession>(page, token, '/vocabulary/daily-session');
  const items = [...daily.reviews, ...daily.newWords];
  for (const [i, item] of items.entries()) {
    await apiSend(page, token, 'POST', '/vocabulary/review-result', {
      cardId: item.userVocabularyCardId,
      result: i % 3 === 0 ? 'fail' : 'pass',
      responseTime: 1200,
    });
  }
  await page.reload();
  // the lexicon counts words (lemmas): several cards of one word are one entry
  const words = new Set(items.map((i) => i.word.word.normalize('NFC').toLocaleLowerCase('et'))).size;
  const count = page.getByTestId('lexicon-count');
  await expect(count).toHaveText(`Showing ${words} of ${words} words`);
  await expectAccessible(page, 'lexicon');

  const first = items[0]!.word.word;
  await page.getByRole('searchbox', { name: 'Search' }).fill(first);
  await expect(count).toHaveText(new RegExp(`^Showing [1-9]\\d* of ${words} words$`));
  expect(Number((await count.textContent())?.match(/Showing (\d+)/)?.[1])).toBeLessThan(words);
  await expect(page).toHaveURL(/q=/);

  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.getByLabel('Word type').selectOption('VERB');
  const verbs = Number((await count.textContent())?.match(/Showing (\d+)/)?.[1]);
  expect(verbs).toBeLessThan(words);
  await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz-no-such-word');
  await expect(page.getByRole('heading', { name: 'No words match your filters' })).toBeVisible();
  await expect(page.getByText('Try adjusting your filters to see more words.')).toBeVisible();
  await expect(count).toHaveText(`Showing 0 of ${words} words`);
  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(count).toHaveText(`Showing ${words} of ${words} words`);
  await page.getByLabel('Level').selectOption({ index: 1 });
  await page.getByLabel('Status').selectOption('learning');
  await expect(count).toHaveText(`Showing ${words} of ${words} words`);
  await page.getByLabel('Status').selectOption('mastered');
  await expect(count).toHaveText(`Showing 0 of ${words} words`);
});

test('progress page: chart switches range and series, level cards, quick actions', async ({ page }) => {
  const { token } = await signInNewLearner(page, 'progress');
  await skipTour(page);
  const daily = await api<DailySession>(page, token, '/vocabulary/daily-session');
  for (const item of [...daily.reviews, ...daily.newWords].slice(0, 5)) {
    await apiSend(page, token, 'POST', '/vocabulary/review-result', {
      cardId: item.userVocabularyCardId,
      result: 'pass',
      responseTime: 900,
    });
  }
  await page.goto('/vocabulary/progress');
  await expect(page.getByRole('heading', { level: 1, name: 'Vocabulary Progress' })).toBeVisible();
  const chart = page.getByTestId('projection-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(chart).toHaveAttribute('data-range', '30');
  await expect(chart).toHaveAttribute('data-series', 'familiar');
  await expect(page.getByRole('radio', { name: '1 month' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Familiar' })).toBeChecked();
  await expect(page.getByTestId('low-accuracy')).toHaveText(/Complete more reviews for better accuracy/);
  await expect(page.getByTestId('active-words')).toHaveText('5');
  const summary = page.getByTestId('projection-summary');
  await expect(summary).toHaveText(/In 1 month: about \d+ familiar words/);

  await page.locator('label.seg-option', { hasText: '1 year' }).click();
  await expect(chart).toHaveAttribute('data-range', '365');
  await expect(summary).toHaveText(/In 1 year: about \d+ familiar words/);
  await page.locator('label.seg-option', { hasText: 'Mastered' }).click();
  await expect(chart).toHaveAttribute('data-series', 'mastered');
  await expect(summary).toHaveText(/In 1 year: about \d+ mastered words/);
  // keyboard: arrow keys move within a radio group
  await page.getByRole('radio', { name: '1 year' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(chart).toHaveAttribute('data-range', '180');

  await expect(page.getByTestId('level-A0')).toContainText('A0 Beginner');
  await expect(page.getByTestId('level-A11')).toContainText('A1.1 Elementary');
  await expect(page.getByTestId('level-C12')).toContainText('C1.2 Advanced');
  await expect(page.getByTestId('level-C12')).toContainText('Coming Soon');
  await expect(page.getByTestId('level-C12')).toContainText('About 1000 new words');
  for (const name of ['Practice Vocabulary', 'Study Session', 'Personal Lexicon', 'Back to Dashboard']) {
    await expect(page.getByTestId('progress-page').getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expectAccessible(page, 'vocabulary progress');
  await screenshotBothWidths(page, 'progress');
});

test('settings: the profile form trims, requires both names, saves; learning settings save', async ({
  page,
}) => {
  await signInNewLearner(page, 'settings', 'Mari', 'Maasikas');
  await skipTour(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectAccessible(page, 'settings');
  await page.getByLabel('First name').fill('   ');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByTestId('profile-message')).toHaveText('Both first name and last name are required.');
  await page.getByLabel('First name').fill('  Mai ');
  await page.getByLabel('Last name').fill(' Kask  ');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByTestId('profile-message')).toHaveText('Profile updated successfully!');
  await expect(page.getByTestId('user-footer')).toContainText('Mai Kask');
  await expect(page.getByLabel('First name')).toHaveValue('Mai');

  await page.getByLabel('New words per day').fill('60');
  await page.getByRole('button', { name: 'Save learning settings' }).click();
  await expect(page.getByTestId('settings-message')).toHaveText('Daily new words must be between 0 and 50.');
  await page.getByLabel('New words per day').fill('2.5');
  await page.getByRole('button', { name: 'Save learning settings' }).click();
  await expect(page.getByTestId('settings-message')).toHaveText('Daily new words must be a whole number.');
  await page.getByLabel('New words per day').fill('15');
  await page.getByLabel('Your level (learning path)').selectOption('A11');
  await page.getByRole('button', { name: 'Save learning settings' }).click();
  await expect(page.getByTestId('settings-message')).toHaveText(/^Settings saved\./);
  await expect(page.getByTestId('user-footer')).toContainText('Level A1.1');
  await expect(page.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', /privacy/);
});

test('assessment placeholder, keyboard toggle only where it belongs, skipping the tour', async ({ page }) => {
  await signInNewLearner(page, 'misc');
  await page.goto('/dashboard');
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tour')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('keelerada_tour_completed'))).toBe('skipped');
  await page.reload();
  await page.waitForTimeout(1000);
  await expect(page.getByTestId('tour')).toHaveCount(0);

  await page.goto('/assessment/a1-placement');
  await expect(page.getByRole('heading', { name: 'Assessment System' })).toBeVisible();
  await expect(page.getByText('Coming Soon')).toBeVisible();
  await expectAccessible(page, 'assessment');
  await expect(page.getByRole('button', { name: /Estonian letters keyboard/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Start Study Session' }).click();
  await expect(page).toHaveURL(/\/study$/);
  await expect(page.getByRole('button', { name: /Estonian letters keyboard/ })).toBeVisible();
});

test('at 375 px the menu opens from the hamburger and the keyboard types into the answer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInNewLearner(page, 'mobile');
  await skipTour(page);
  await page.goto('/vocabulary');
  const input = page.getByTestId('cloze-input');
  await expect(input).toBeFocused();
  await expect(page.getByRole('link', { name: 'Personal Lexicon' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Personal Lexicon' })).toBeVisible();
  await page.getByRole('button', { name: /Estonian letters keyboard/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Personal Lexicon' })).toBeHidden();
  await expect(page.getByTestId('estonian-keyboard')).toBeVisible();
  await input.focus();
  await page.getByRole('button', { name: 'Insert õ' }).click();
  await expect(input).toHaveValue(/^õ/);
  await expect(input).toBeFocused();
  await expectAccessible(page, 'vocabulary at 375 px');
});

test('the dashboard asks for each of its data once: the loader prefetches what the cards read', async ({
  page,
}) => {
  await signInNewLearner(page, 'dash-calls');
  await skipTour(page);
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/trpc/'))
      calls.push(...decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(','));
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('tasks-done')).toHaveText('0/3 done');
  await expect(page.getByTestId('streak-count')).toHaveText(/days?$/);
  const twice = calls.filter((c, i) => calls.indexOf(c) !== i);
  expect(twice, `called more than once: ${calls.join(', ')}`).toEqual([]);
});
