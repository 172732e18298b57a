import { expect, type Page, test } from '@playwright/test';
import {
  answerGrammar,
  answerOf,
  answerQuestions,
  captureTrpc,
  checkWrongTyped,
  type DailySession,
  gapLength,
  type PlannedSession,
  signInNewLearner,
  skipTour,
  typeWithEstonianKeyboard,
} from './learner-helpers.ts';

// Issue 19: the session's content and position live on the server; every count reads the same record.

/** Resolves once the app's next exercise attempt has been stored. */
const attemptStored = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('study.recordAttempt') && r.ok());

const ids = (p: PlannedSession) => ({
  vocabulary: p.plan.vocabulary.map((c) => c.userVocabularyCardId),
  reading: p.plan.reading.map((t) => t.id),
  grammar: p.plan.grammar.map((g) => g.id),
});

async function reloadPlan(page: Page, trpc: ReturnType<typeof captureTrpc>) {
  trpc.clear('study.openPlanned');
  await page.reload();
  return trpc.waitFor<PlannedSession>('study.openPlanned');
}

const bar = (page: Page) => page.getByRole('progressbar', { name: 'Session progress' });

test('a reload at every phase continues at the same item with the same counts', async ({ page }) => {
  test.setTimeout(240_000);
  await signInNewLearner(page, 'resume-exact');
  await skipTour(page);
  const trpc = captureTrpc(page);
  await page.goto('/study');
  await expect(page.getByRole('heading', { level: 1, name: 'Vocabulary Practice' })).toBeVisible();
  const first = await trpc.waitFor<PlannedSession>('study.openPlanned');
  const items = first.plan.vocabulary;
  const n = items.length;
  expect(n).toBeGreaterThanOrEqual(4);
  const counter = page.getByTestId('exercise-counter');
  const input = page.getByTestId('cloze-input');

  // vocabulary: two right, one missed, then reload
  for (let i = 0; i < 3; i++) {
    await expect(counter).toHaveText(`Exercise ${i + 1} of ${n}`);
    const stored = attemptStored(page);
    if (i === 1) await page.getByRole('button', { name: 'Reveal answer' }).click();
    else {
      await input.focus();
      await typeWithEstonianKeyboard(page, answerOf(items[i]!));
    }
    await page.getByRole('button', { name: 'Next word' }).click();
    await stored;
  }
  await expect(page.getByTestId('pill-vocabulary')).toContainText(`3/${n}`);
  const vocabularyPercent = await bar(page).getAttribute('aria-valuenow');
  let again = await reloadPlan(page, trpc);
  expect(ids(again)).toEqual(ids(first));
  await expect(counter).toHaveText(`Exercise 4 of ${n}`);
  await expect(page.getByTestId('pill-vocabulary')).toContainText(`3/${n}`);
  await expect(bar(page)).toHaveAttribute('aria-valuenow', vocabularyPercent!);
  await expect(input).toHaveAttribute('maxlength', gapLength(items[3]!));

  for (let i = 3; i < n; i++) {
    await expect(counter).toHaveText(`Exercise ${i + 1} of ${n}`);
    const stored = attemptStored(page);
    await input.focus();
    await typeWithEstonianKeyboard(page, answerOf(items[i]!));
    await page.getByRole('button', { name: 'Next word' }).click();
    await stored;
  }

  // the missed card comes back once, and a reload keeps it there
  await expect(counter).toHaveText('Once more: 1 of 1');
  again = await reloadPlan(page, trpc);
  expect(ids(again)).toEqual(ids(first));
  await expect(counter).toHaveText('Once more: 1 of 1');
  await expect(input).toHaveAttribute('maxlength', gapLength(items[1]!));
  const retryStored = attemptStored(page);
  await input.focus();
  await typeWithEstonianKeyboard(page, answerOf(items[1]!));
  await page.getByRole('button', { name: 'Next word' }).click();
  await retryStored;

  // reading, and a reload there
  await expect(page.getByRole('heading', { level: 1, name: 'Reading Immersion' })).toBeVisible();
  const readingPercent = await bar(page).getAttribute('aria-valuenow');
  again = await reloadPlan(page, trpc);
  expect(ids(again)).toEqual(ids(first));
  await expect(page.getByRole('heading', { level: 1, name: 'Reading Immersion' })).toBeVisible();
  await expect(page.getByTestId('pill-vocabulary')).toContainText('✓');
  await expect(bar(page)).toHaveAttribute('aria-valuenow', readingPercent!);
  const text = first.plan.reading[0]!;
  const questions = text.comprehensionQuestions;
  let readingUnits = 1;
  if (questions.length > 0) {
    await page.getByRole('button', { name: 'Continue to questions' }).click();
    await answerQuestions(page, questions, new Set());
    readingUnits = questions.length;
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  } else {
    const readingStored = attemptStored(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await readingStored;
  }

  // grammar: one answered, then reload — the same 8 exercises, at the second
  await expect(page.getByRole('heading', { level: 1, name: 'Grammar Exercises' })).toBeVisible();
  const grammar = first.plan.grammar;
  const stored = attemptStored(page);
  await answerGrammar(page, grammar[0]!, true);
  await stored;
  await expect(page.getByTestId('pill-grammar')).toContainText(`1/${grammar.length}`);
  const grammarPercent = await bar(page).getAttribute('aria-valuenow');
  again = await reloadPlan(page, trpc);
  expect(ids(again)).toEqual(ids(first));
  await expect(page.getByRole('heading', { level: 1, name: 'Grammar Exercises' })).toBeVisible();
  await expect(counter).toHaveText(`Exercise 2 of ${grammar.length}`);
  await expect(page.getByTestId('pill-grammar')).toContainText(`1/${grammar.length}`);
  await expect(bar(page)).toHaveAttribute('aria-valuenow', grammarPercent!);
  for (const [i, ex] of grammar.entries()) {
    if (i === 0) continue;
    await expect(counter).toHaveText(`Exercise ${i + 1} of ${grammar.length}`);
    await answerGrammar(page, ex, i % 2 === 0);
  }

  // the completed view, the review and a later visit all count the same attempts
  const total = n + 1 + readingUnits + grammar.length;
  await expect(page.getByRole('heading', { name: 'Study Session Completed!' })).toBeVisible();
  await expect(page.getByTestId('completed-count')).toHaveText(String(total));
  await page.getByRole('button', { name: 'Review Session' }).click();
  await expect(page.getByTestId('review-total')).toHaveText(String(total));
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'All Daily Activities Completed!' })).toBeVisible();
  for (const phase of ['vocabulary', 'reading', 'grammar']) {
    await expect(page.getByTestId(`pill-${phase}`)).toContainText('✓');
  }
  await expect(bar(page)).toHaveAttribute('aria-valuenow', '100');
  await page.getByRole('button', { name: "Review Today's Activities" }).click();
  await expect(page.getByTestId('review-total')).toHaveText(String(total));
});

test('stand-alone grammar: an abandoned run is resumed, and a new run never mixes with it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInNewLearner(page, 'grammar-runs');
  await skipTour(page);
  const trpc = captureTrpc(page);
  await page.goto('/grammar');
  const run = await trpc.waitFor<PlannedSession>('study.openPlanned');
  const exercises = run.plan.grammar;
  expect(exercises).toHaveLength(8);
  const counter = page.getByTestId('exercise-counter');
  for (const [i, ex] of exercises.slice(0, 3).entries()) {
    await expect(counter).toHaveText(`Exercise ${i + 1} of 8`);
    const stored = attemptStored(page);
    await answerGrammar(page, ex, true);
    await stored;
  }
  // abandoned: the learner leaves and comes back later
  await page.goto('/dashboard');
  trpc.clear('study.openPlanned');
  await page.goto('/grammar');
  const resumed = await trpc.waitFor<PlannedSession>('study.openPlanned');
  expect(resumed.session?.id).toBe(run.session?.id);
  expect(ids(resumed).grammar).toEqual(ids(run).grammar);
  await expect(counter).toHaveText('Exercise 4 of 8');
  for (const [i, ex] of exercises.entries()) {
    if (i < 3) continue;
    await expect(counter).toHaveText(`Exercise ${i + 1} of 8`);
    await answerGrammar(page, ex, false);
  }
  await expect(page.getByRole('heading', { name: 'All grammar exercises completed!' })).toBeVisible();
  await expect(page.getByTestId('grammar-done-count')).toHaveText('8');
  await page.getByRole('button', { name: 'Review Session' }).click();
  await expect(page.getByTestId('review-total')).toHaveText('8');
  await page.keyboard.press('Escape');

  // a second run: new exercises on a new record, its totals its own
  trpc.clear('study.openPlanned');
  await page.getByRole('button', { name: 'Practice again' }).click();
  const second = await trpc.waitFor<PlannedSession>('study.openPlanned');
  expect(second.session?.id).not.toBe(run.session?.id);
  expect(second.progress.attempts).toBe(0);
  await expect(counter).toHaveText('Exercise 1 of 8');
  for (const [i, ex] of second.plan.grammar.entries()) {
    await expect(counter).toHaveText(`Exercise ${i + 1} of 8`);
    await answerGrammar(page, ex, true);
  }
  await expect(page.getByTestId('grammar-done-count')).toHaveText('8');
  await page.getByRole('button', { name: 'Review Session' }).click();
  await expect(page.getByTestId('review-total')).toHaveText('8');
});

test('a verdict is recorded when it is shown: a reload before Next word or Continue does not offer the item again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInNewLearner(page, 'verdict-recorded');
  await skipTour(page);
  const trpc = captureTrpc(page);
  await page.goto('/study');
  const first = await trpc.waitFor<PlannedSession>('study.openPlanned');
  const items = first.plan.vocabulary;
  const n = items.length;
  const counter = page.getByTestId('exercise-counter');
  const input = page.getByTestId('cloze-input');

  // a wrong word, judged at full length: its review and its attempt are stored while Next word is still on screen
  const review = page.waitForResponse((r) => r.url().includes('vocabulary.reviewResult') && r.ok());
  let stored = attemptStored(page);
  await expect(input).toBeFocused();
  await input.pressSequentially('q'.repeat(answerOf(items[0]!).length));
  await expect(page.getByTestId('feedback')).toContainText('Incorrect');
  await Promise.all([review, stored]);
  let again = await reloadPlan(page, trpc);
  expect(again.progress.answered.vocabulary).toBe(1);
  expect(again.progress.retryQueue).toEqual([0]);
  await expect(counter).toHaveText(`Exercise 2 of ${n}`);
  for (let i = 1; i < n; i++) {
    await expect(counter).toHaveText(`Exercise ${i + 1} of ${n}`);
    stored = attemptStored(page);
    await input.focus();
    await typeWithEstonianKeyboard(page, answerOf(items[i]!));
    await stored;
    await page.getByRole('button', { name: 'Next word' }).click();
  }
  // the missed card comes back once, as the only second try
  await expect(counter).toHaveText('Once more: 1 of 1');
  stored = attemptStored(page);
  await input.focus();
  await typeWithEstonianKeyboard(page, answerOf(items[0]!));
  await page.getByRole('button', { name: 'Next word' }).click();
  await stored;

  await expect(page.getByRole('heading', { level: 1, name: 'Reading Immersion' })).toBeVisible();
  const questions = first.plan.reading[0]!.comprehensionQuestions;
  if (questions.length > 0) {
    await page.getByRole('button', { name: 'Continue to questions' }).click();
    await answerQuestions(page, questions, new Set());
  }
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // grammar: a wrong typed answer is stored before Show Answer and Continue
  await expect(page.getByRole('heading', { level: 1, name: 'Grammar Exercises' })).toBeVisible();
  const grammar = first.plan.grammar;
  const typed = grammar.findIndex((g) =>
    ['VERB_CONJUGATION', 'ERROR_CORRECTION', 'TRANSLATION'].includes(g.type),
  );
  expect(typed, 'eight exercises hold a typed one').toBeGreaterThanOrEqual(0);
  for (const ex of grammar.slice(0, typed)) await answerGrammar(page, ex, true);
  await expect(counter).toHaveText(`Exercise ${typed + 1} of ${grammar.length}`);
  stored = attemptStored(page);
  await checkWrongTyped(page, grammar[typed]!);
  await stored;
  again = await reloadPlan(page, trpc);
  expect(again.progress.answered.grammar).toBe(typed + 1);
  await expect(counter).toHaveText(`Exercise ${typed + 2} of ${grammar.length}`);
  await expect(page.getByTestId('pill-grammar')).toContainText(`${typed + 1}/${grammar.length}`);
});

test('cards practised on /vocabulary after /study was planned are not offered again in /study', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInNewLearner(page, 'practised-elsewhere');
  await skipTour(page);
  const trpc = captureTrpc(page);
  await page.goto('/study');
  const first = await trpc.waitFor<PlannedSession>('study.openPlanned');
  const n = first.plan.vocabulary.length;
  expect(n).toBeGreaterThanOrEqual(3);

  // two words on the stand-alone page (the same due cards, in the same order)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Vocabulary', exact: true })
    .click();
  const daily = await trpc.waitFor<DailySession>('vocabulary.dailySession');
  const practised = [...daily.reviews, ...daily.newWords].slice(0, 2);
  const input = page.getByTestId('cloze-input');
  for (const item of practised) {
    const reviewed = page.waitForResponse((r) => r.url().includes('vocabulary.reviewResult') && r.ok());
    await expect(input).toBeFocused();
    await typeWithEstonianKeyboard(page, answerOf(item));
    await reviewed;
    await page.getByRole('button', { name: 'Next word' }).click();
  }

  // /study keeps its plan but offers only the cards still to do
  trpc.clear('study.openPlanned');
  await page.goto('/study');
  const reopened = await trpc.waitFor<PlannedSession>('study.openPlanned');
  const done = new Set(practised.map((i) => i.userVocabularyCardId));
  expect(reopened.session!.id).toBe(first.session!.id);
  expect(reopened.plan.vocabulary.map((c) => c.userVocabularyCardId)).toEqual(
    first.plan.vocabulary.map((c) => c.userVocabularyCardId).filter((id) => !done.has(id)),
  );
  await expect(page.getByTestId('exercise-counter')).toHaveText(`Exercise 1 of ${n - 2}`);
  await expect(input).toHaveAttribute('maxlength', gapLength(reopened.plan.vocabulary[0]!));
});

test('an answer made while the connection is down is kept, said to be unsaved, and saved on Retry', async ({
  page,
}) => {
  await signInNewLearner(page, 'offline-answer');
  await skipTour(page);
  const trpc = captureTrpc(page);
  await page.goto('/study');
  const first = await trpc.waitFor<PlannedSession>('study.openPlanned');
  const n = first.plan.vocabulary.length;
  const writes = (url: URL) => /vocabulary\.reviewResult|study\.recordAttempt/.test(url.pathname);
  await page.route(writes, (route) => route.abort('internetdisconnected'));
  const input = page.getByTestId('cloze-input');
  await expect(input).toBeFocused();
  await input.pressSequentially(answerOf(first.plan.vocabulary[0]!));
  await expect(page.getByTestId('feedback')).toHaveText(/Correct!/);
  const notice = page.getByTestId('unsaved-notice');
  await expect(notice).toContainText('Your latest answers have not been saved yet.');
  // the learner may go on
  await page.getByRole('button', { name: 'Next word' }).click();
  await expect(page.getByTestId('exercise-counter')).toHaveText(`Exercise 2 of ${n}`);
  await page.unroute(writes);
  const stored = attemptStored(page);
  await notice.getByRole('button', { name: 'Retry now' }).click();
  await stored;
  await expect(notice).toBeHidden();
  const again = await reloadPlan(page, trpc);
  expect(again.progress.answered.vocabulary).toBe(1);
  await expect(page.getByTestId('exercise-counter')).toHaveText(`Exercise 2 of ${n}`);
});
