import { expect, test } from '@playwright/test';
import {
  answerGrammar,
  answerOf,
  answerQuestions,
  api,
  captureTrpc,
  expectAccessible,
  gapLength,
  type PlannedSession,
  screenshotBothWidths,
  signInNewLearner,
  typeWithEstonianKeyboard,
} from './learner-helpers.ts';

test('a new learner takes the tour, completes all three phases and reviews the session', async ({ page }) => {
  test.setTimeout(240_000);
  const { token } = await signInNewLearner(page, 'study');
  const trpc = captureTrpc(page);

  // dashboard: greeting, tasks, tour auto-start after 500 ms
  await page.goto('/dashboard');
  await expect(page.getByTestId('greeting')).toHaveText(
    /^(Head ööd|Tere hommikust|Tere päevast|Tere õhtust), Kati!$/,
  );
  const tour = page.getByRole('dialog', { name: 'Welcome' });
  await expect(tour).toBeVisible();
  await expectAccessible(page, 'dashboard with the tour');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Your Daily Learning Goals' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Start Learning Right Now' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Explore Different Learning Methods' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page.getByTestId('tour')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('keelerada_tour_completed'))).toBe('true');
  await expect
    .poll(
      async () =>
        (await api<{ user: { onboarding_completed: boolean } }>(page, token, '/me')).user
          .onboarding_completed,
    )
    .toBe(true);
  await expect(page.getByTestId('daily-tasks').locator('li[data-done="true"]')).toHaveCount(0);
  await expectAccessible(page, 'dashboard');
  await screenshotBothWidths(page, 'dashboard');

  // the study session
  await page.getByRole('link', { name: 'Start Study Session' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vocabulary Practice' })).toBeVisible();
  const planned = await trpc.waitFor<PlannedSession>('study.openPlanned');
  const { vocabulary: items, reading: texts, grammar } = planned.plan;
  expect(items.length).toBeGreaterThanOrEqual(4);
  await expect(page.getByTestId('pill-vocabulary')).toContainText(`0/${items.length}`);
  await expect(page.getByTestId('exercise-counter')).toHaveText(`Exercise 1 of ${items.length}`);
  await expectAccessible(page, 'study: vocabulary');
  await screenshotBothWidths(page, 'study-vocabulary');

  // the on-screen keyboard
  await page.getByRole('button', { name: /Estonian letters keyboard/ }).click();
  await expect(page.getByTestId('estonian-keyboard')).toBeVisible();

  let correct = 0;
  const special = items.findIndex((i) => /[äöüõžš]/.test(answerOf(i)));
  for (const [i, item] of items.entries()) {
    const answer = answerOf(item);
    const input = page.getByTestId('cloze-input');
    await expect(page.getByTestId('exercise-counter')).toHaveText(`Exercise ${i + 1} of ${items.length}`);
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('maxlength', gapLength(item));
    if (i === 1) {
      // a hint, then the right answer
      await page.getByRole('button', { name: 'Hint (3 left)' }).click();
      await expect(page.getByText(`Hint: ${answer[0]}`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Hint (2 left)' })).toBeVisible();
      // the answer box keeps the keyboard: the learner types straight on
      await expect(input).toBeFocused();
      await typeWithEstonianKeyboard(page, answer);
      correct++;
      await expect(page.getByTestId('feedback')).toHaveText(/Correct!/);
    } else if (i === 2) {
      await page.getByRole('button', { name: 'Reveal answer' }).click();
      await expect(page.getByText(`The answer is ${answer}.`)).toBeVisible();
    } else if (i === 3) {
      // wrong, typed with the on-screen keyboard: ä then filler to the answer's length
      await typeWithEstonianKeyboard(page, `ä${'q'.repeat(answer.length - 1)}`);
      await expect(page.getByTestId('feedback')).toHaveText(/Incorrect/);
    } else {
      // right; the word with an Estonian letter goes through the on-screen keyboard
      if (i === special || i === 0) await typeWithEstonianKeyboard(page, answer);
      else await input.pressSequentially(answer);
      await expect(page.getByTestId('feedback')).toHaveText(/Correct!/);
      correct++;
    }
    await expect(page.getByRole('button', { name: 'Next word' })).toBeFocused();
    await page.keyboard.press('Enter');
  }

  // the two cards missed (revealed, wrong) come back once to be typed (issue 17 item 6)
  for (const [n, i] of [2, 3].entries()) {
    await expect(page.getByTestId('exercise-counter')).toHaveText(`Once more: ${n + 1} of 2`);
    await expect(page.getByTestId('cloze-input')).toBeFocused();
    await typeWithEstonianKeyboard(page, answerOf(items[i]!));
    await expect(page.getByTestId('feedback')).toHaveText(/Correct!/);
    correct++;
    await page.getByRole('button', { name: 'Next word' }).click();
  }

  // reading
  await expect(page.getByRole('heading', { level: 1, name: 'Reading Immersion' })).toBeVisible();
  await expect(page.getByTestId('pill-vocabulary')).toContainText('✓');
  const text = texts[0]!;
  const questions = text.comprehensionQuestions;
  await expect(page.getByRole('button', { name: 'Skip Reading Section' })).toBeVisible();
  const challenge = page.locator('.challenge-word').first();
  if (await challenge.count()) {
    await challenge.click();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect(page.getByRole('tooltip')).toBeHidden({ timeout: 7000 });
  }
  await expectAccessible(page, 'study: reading');
  let readingUnits = 1;
  if (questions.length > 0) {
    await page.getByRole('button', { name: 'Continue to questions' }).click();
    correct += await answerQuestions(page, questions, new Set(questions.length > 1 ? [1] : []));
    readingUnits = questions.length;
    await expectAccessible(page, 'study: reading questions');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    correct++;
  }

  // grammar
  await expect(page.getByRole('heading', { level: 1, name: 'Grammar Exercises' })).toBeVisible();
  await expectAccessible(page, 'study: grammar');
  await screenshotBothWidths(page, 'study-grammar');
  for (const [i, ex] of grammar.entries()) {
    await expect(page.getByTestId('exercise-counter')).toHaveText(`Exercise ${i + 1} of ${grammar.length}`);
    if (await answerGrammar(page, ex, i % 2 === 0)) correct++;
  }

  // completed, and the review agrees
  const total = items.length + 2 + readingUnits + grammar.length;
  await expect(page.getByRole('heading', { name: 'Study Session Completed!' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(
    page.getByText(
      `Excellent work! You've successfully completed your study session with ${total} exercises.`,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Review Session' }).click();
  const review = page.getByTestId('session-review');
  await expect(review).toBeVisible();
  await expect(page.getByTestId('review-total')).toHaveText(String(total));
  await expect(page.getByTestId('review-correct')).toHaveText(String(correct));
  await expect(page.getByTestId('review-incorrect')).toHaveText(String(total - correct));
  await expect(page.getByTestId('review-accuracy')).toHaveText(`${Math.round((correct / total) * 100)}%`);
  await expect(review.getByRole('button', { name: /^Activity \d+/ })).toHaveCount(total);
  const first = review.getByRole('button', { name: /^Activity 1\b/ });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(review.getByText('Estonian word').first()).toBeVisible();
  // the missed card (the 4th) shows the learner's answer and the expected form (issue 17)
  const missedRow = review.locator('.review-row').nth(3);
  await missedRow.getByRole('button').click();
  await expect(missedRow.getByText('Expected answer')).toBeVisible();
  await expect(missedRow.getByText(answerOf(items[3]!), { exact: true })).toBeVisible();
  const readingRow = review.locator('.review-row').filter({ hasText: 'Reading Comprehension' }).first();
  await readingRow.getByRole('button').click();
  await expect(readingRow.getByText('Reading completed')).toBeVisible();
  await expect(readingRow.getByText(text.title)).toBeVisible();
  const grammarRow = review.locator('.review-row').filter({ hasText: 'Grammar Exercise' }).last();
  await grammarRow.getByRole('button').click();
  await expect(grammarRow.locator('dl, p').first()).toBeVisible();
  await expect(grammarRow.getByText('Exercise content not available')).toHaveCount(0);
  await expectAccessible(page, 'session review');
  await screenshotBothWidths(page, 'study-review');
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();

  // the dashboard now shows the tasks ticked and today green
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByTestId('daily-tasks').locator('li[data-done="true"]')).toHaveCount(3);
  await expect(page.locator('.cal-day.is-today')).toHaveAttribute('data-status', 'green');
  await expect(page.getByTestId('streak-count')).toContainText('1 day');
  await screenshotBothWidths(page, 'dashboard-after-session');

  // coming back to /study after finishing
  await page.goto('/study');
  await expect(page.getByRole('heading', { name: 'All Daily Activities Completed!' })).toBeVisible();
  await expect(
    page.getByText(
      "Great job! You've completed all your study activities for today. Come back tomorrow for more practice!",
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: "Review Today's Activities" }).click();
  await expect(page.getByTestId('review-total')).toHaveText(String(total));
});

test('reloading mid-session resumes the same phase', async ({ page }) => {
  test.setTimeout(120_000);
  const { token } = await signInNewLearner(page, 'resume');
  await page.addInitScript(() => localStorage.setItem('keelerada_tour_completed', 'skipped'));
  await page.goto('/study');
  await expect(page.getByRole('heading', { level: 1, name: 'Vocabulary Practice' })).toBeVisible();
  const counter = page.getByTestId('exercise-counter');
  const total = Number((await counter.textContent())?.match(/of (\d+)/)?.[1]);
  for (let i = 0; i < total; i++) {
    await expect(counter).toHaveText(`Exercise ${i + 1} of ${total}`);
    await page.getByRole('button', { name: 'Reveal answer' }).click();
    await page.getByRole('button', { name: 'Next word' }).click();
  }
  // every card was missed, so each comes back once (issue 17 item 6)
  for (let i = 0; i < total; i++) {
    await expect(counter).toHaveText(`Once more: ${i + 1} of ${total}`);
    await page.getByRole('button', { name: 'Reveal answer' }).click();
    await page.getByRole('button', { name: 'Next word' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Reading Immersion' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await api<{ unfinishedSession: { isVocabularyCompleted: boolean } | null }>(
            page,
            token,
            '/study/sessions/today/mixed-status',
          )
        ).unfinishedSession?.isVocabularyCompleted,
    )
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Reading Immersion' })).toBeVisible();
  await expect(page.getByTestId('pill-vocabulary')).toContainText('✓');

  // skipping the reading section moves on to grammar, and that survives a reload too
  await page.getByRole('button', { name: 'Skip Reading Section' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grammar Exercises' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await api<{ unfinishedSession: { isReadingCompleted: boolean } | null }>(
            page,
            token,
            '/study/sessions/today/mixed-status',
          )
        ).unfinishedSession?.isReadingCompleted,
    )
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Grammar Exercises' })).toBeVisible();
});
