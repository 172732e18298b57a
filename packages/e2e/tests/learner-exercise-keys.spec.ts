import { expect, type Page, test } from '@playwright/test';
import {
  answerGrammar,
  answerOf,
  captureTrpc,
  type GrammarExercise,
  type PlannedSession,
  signInNewLearner,
  skipTour,
} from './learner-helpers.ts';

// A learner's exploratory test of the exercise screens: the Enter after a whole word, Check on an unedited error
// correction, the badge of a card in the "Once more" round, a word order shown once, and keyboard focus that dropped to
// the page body.

/** Whether keyboard focus is on the page body (nowhere). */
const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

/** Counts the exercise attempts the app sends from now on. */
function countAttempts(page: Page) {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('study.recordAttempt')) n++;
  });
  return () => n;
}

/**
 * A new learner on /grammar whose eight exercises hold each of `types` (the eight are random: a learner without them
 * is replaced by another, up to a few times).
 */
async function grammarRunWith(page: Page, types: string[]): Promise<GrammarExercise[]> {
  const trpc = captureTrpc(page);
  await skipTour(page);
  for (let tries = 0; tries < 8; tries++) {
    await signInNewLearner(page, `keys-grammar-${tries}`);
    trpc.clear('study.openPlanned');
    await page.goto('/grammar');
    const exercises = (await trpc.waitFor<PlannedSession>('study.openPlanned')).plan.grammar;
    if (types.every((t) => exercises.some((e) => e.type === t))) return exercises;
  }
  throw new Error(`no run of eight exercises held ${types.join(', ')}`);
}

test('the Enter after a whole word does not skip "Correct!"; a missed card comes back as "Seen once"', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInNewLearner(page, 'keys-study');
  await skipTour(page);
  const trpc = captureTrpc(page);
  await page.goto('/study');
  const planned = await trpc.waitFor<PlannedSession>('study.openPlanned');
  const { vocabulary: items, reading, grammar } = planned.plan;
  expect(items.length).toBeGreaterThanOrEqual(4);
  const counter = page.getByTestId('exercise-counter');
  const input = page.getByTestId('cloze-input');
  const feedback = page.getByTestId('feedback');
  const next = page.getByRole('button', { name: 'Next word' });
  const badge = page.getByTestId('vocabulary-exercise').locator('.ex-meta .kr-badge').first();

  // 1: the whole right word, then Enter at once, as every learner does: it is checked at full length, and that Enter
  // belongs to the typing — "Correct!" stays, Next word takes focus, and only a later Enter moves on
  await expect(counter).toHaveText(`Exercise 1 of ${items.length}`);
  await expect(input).toBeFocused();
  await expect(badge).toHaveText('New word');
  await input.pressSequentially(answerOf(items[0]!));
  await page.keyboard.press('Enter');
  await expect(feedback).toContainText('Correct!');
  await page.waitForTimeout(300);
  await expect(counter).toHaveText(`Exercise 1 of ${items.length}`);
  await expect(feedback).toContainText('Correct!');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText(`Exercise 2 of ${items.length}`);

  // 2: an Enter held down while Next word takes focus does not press it
  await expect(input).toBeFocused();
  await input.pressSequentially(answerOf(items[1]!));
  await page.keyboard.down('Enter');
  await expect(next).toBeFocused();
  await page.keyboard.down('Enter'); // a repeat of the held key
  await page.keyboard.up('Enter');
  await page.waitForTimeout(300);
  await expect(counter).toHaveText(`Exercise 2 of ${items.length}`);
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText(`Exercise 3 of ${items.length}`);

  // 3: missed (revealed); the rest right
  await page.getByRole('button', { name: 'Reveal answer' }).click();
  await next.click();
  for (let i = 3; i < items.length; i++) {
    await expect(counter).toHaveText(`Exercise ${i + 1} of ${items.length}`);
    await input.pressSequentially(answerOf(items[i]!));
    await expect(feedback).toContainText('Correct!');
    await next.click();
  }

  // the "Once more" round: the card missed a minute ago has been seen once, it is no longer a new word
  await expect(counter).toHaveText('Once more: 1 of 1');
  await expect(badge).toHaveText('Seen once');
  await input.pressSequentially(answerOf(items[2]!));
  await expect(feedback).toContainText('Correct!');
  await next.click();

  if (reading.length > 0) {
    await expect(page.getByRole('heading', { level: 1, name: 'Reading Immersion' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip Reading Section' }).click();
  }

  // grammar: a sentence construction checked with Enter keeps focus at its verdict during the feedback delay
  await expect(page.getByRole('heading', { level: 1, name: 'Grammar Exercises' })).toBeVisible();
  for (const [i, ex] of grammar.entries()) {
    await expect(counter).toHaveText(`Exercise ${i + 1} of ${grammar.length}`);
    if (ex.type !== 'SENTENCE_CONSTRUCTION') {
      await answerGrammar(page, ex, true);
      continue;
    }
    const box = page.getByTestId('sentence-construction');
    const pool = box.getByTestId('word-pool');
    const n = await pool.getByRole('button').count();
    for (let w = 0; w < n; w++) await pool.getByRole('button').first().click();
    await box.getByRole('button', { name: 'Check' }).press('Enter');
    await expect(box.getByTestId('feedback')).toHaveText(/Correct!|Incorrect word order/);
    await expect(box.locator('.ex-feedback-title')).toBeFocused();
    expect(await focusOnBody(page)).toBe(false);
  }

  // the last grammar item completes the session: focus goes to the completion heading, not the page body
  const done = page.getByRole('heading', { name: 'Study Session Completed!' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
});

test('error correction: Check on the unedited sentence gives a hint and records nothing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const exercises = await grammarRunWith(page, ['ERROR_CORRECTION']);
  const attempts = countAttempts(page);
  const counter = page.getByTestId('exercise-counter');
  const at = exercises.findIndex((e) => e.type === 'ERROR_CORRECTION');
  for (const [i, ex] of exercises.slice(0, at).entries()) {
    await expect(counter).toHaveText(`Exercise ${i + 1} of 8`);
    await answerGrammar(page, ex, true);
  }
  await expect(counter).toHaveText(`Exercise ${at + 1} of 8`);
  const box = page.getByTestId('error-correction');
  const area = box.getByTestId('error-input');
  await expect(area).toBeFocused();
  const sent = attempts();

  // Ctrl+Enter, then Check, before any edit: the hint, no verdict, nothing recorded, the item stays open
  await area.press('Control+Enter');
  const feedback = box.getByTestId('feedback');
  await expect(feedback).toHaveText('That is the sentence with the mistake: find the word to correct.');
  await box.getByRole('button', { name: 'Check' }).click();
  await expect(feedback).toHaveText('That is the sentence with the mistake: find the word to correct.');
  await expect(box.getByText('Incorrect!')).toHaveCount(0);
  await expect(box.getByRole('button', { name: 'Show Answer' })).toHaveCount(0);
  await expect(area).toBeEditable();
  await page.waitForTimeout(500);
  expect(attempts()).toBe(sent);

  // the edited answer is judged as usual, and the hint goes with the edit
  const ex = exercises[at]!;
  await area.fill(ex.correct_sentence ?? '');
  await expect(feedback).not.toContainText('That is the sentence with the mistake');
  await area.press('Control+Enter');
  await expect(box.getByText('Correct!')).toBeVisible();
  await expect.poll(attempts).toBe(sent + 1);
  await expect(counter).toHaveText(`Exercise ${at + 2} of 8`, { timeout: 5000 });
});

test('grammar by keyboard: a reloaded case practice has focus, a word order is shown once, the end screen has focus', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const exercises = await grammarRunWith(page, ['CASE_PRACTICE', 'SENTENCE_CONSTRUCTION']);
  const counter = page.getByTestId('exercise-counter');
  let reloaded = false;
  for (const [i, ex] of exercises.entries()) {
    await expect(counter).toHaveText(`Exercise ${i + 1} of 8`);
    if (ex.type === 'CASE_PRACTICE' && !reloaded) {
      // after a reload the case practice takes the keyboard: its first option, not the page body
      reloaded = true;
      await page.reload();
      await expect(counter).toHaveText(`Exercise ${i + 1} of 8`);
      const box = page.getByTestId('case-practice');
      await expect(box.getByRole('button').first()).toBeFocused();
      expect(await focusOnBody(page)).toBe(false);
      await answerGrammar(page, ex, true);
      continue;
    }
    if (ex.type === 'SENTENCE_CONSTRUCTION') {
      // a wrong order, checked with Enter: focus stays at the verdict, and the order is shown once, as a sentence
      const box = page.getByTestId('sentence-construction');
      const pool = box.getByTestId('word-pool');
      const n = await pool.getByRole('button').count();
      for (let w = 0; w < n; w++) await pool.getByRole('button').first().click();
      await box.getByRole('button', { name: 'Check' }).press('Enter');
      const feedback = box.getByTestId('feedback');
      await expect(feedback).toHaveText(/Correct!|Incorrect word order/);
      await expect(box.locator('.ex-feedback-title')).toBeFocused();
      if ((await feedback.textContent())?.includes('Incorrect word order')) {
        await expect(feedback).toContainText('The words are right but the order is not.');
        await expect(feedback).not.toContainText('The nearest accepted order');
        const order = feedback.locator('p', { hasText: 'Correct order:' });
        await expect(order).toHaveCount(1);
        // a sentence: a capital first letter and its final stop
        await expect(order).toHaveText(/^Correct order: \p{Lu}.*[.?!]$/u);
      }
      continue;
    }
    await answerGrammar(page, ex, true);
  }
  const done = page.getByRole('heading', { name: 'All grammar exercises completed!' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
});
