import { expect, test } from '@playwright/test';
import { readGrammarFiles, readVocabularyFiles } from '../../content/src/pack/read-pack.ts';
import { api, screenshotBothWidths, signInNewLearner, skipTour } from './learner-helpers.ts';

/** The right options of the pack: a word's translations, a case-practice sentence's answer. */
function packKey(): Map<string, Set<string>> {
  const key = new Map<string, Set<string>>();
  const add = (prompt: string, answer: string) => key.set(prompt, (key.get(prompt) ?? new Set()).add(answer));
  for (const f of readVocabularyFiles())
    for (const c of f.items) if (c.form === c.word) add(c.word!, c.translation!);
  for (const f of readGrammarFiles())
    for (const e of f.items) if (e.type === 'CASE_PRACTICE') add(String(e.sentence), String(e.correctAnswer));
  return key;
}

const KNOWN = new Set(['A0', 'A1.1', 'A1.2']);

test('a learner who knows A1 but not A2 is placed at A1.2, and retention changes the daily load', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const key = packKey();
  await skipTour(page);
  const { token } = await signInNewLearner(page, 'placement');
  await page.goto('/dashboard');
  await page.getByTestId('placement-offer').getByRole('link', { name: 'Take the placement test' }).click();
  await page.getByTestId('placement-start').click();

  for (let i = 0; i < 25; i++) {
    const prompt = page.getByTestId('placement-prompt');
    const level = page.getByTestId('placement-level');
    await expect(prompt.or(level)).toBeVisible();
    if (await level.isVisible()) break;
    const text = (await prompt.textContent())!.trim();
    const itemLevel = (await page.getByTestId('placement-item-level').textContent())!.trim();
    if (i === 0) await screenshotBothWidths(page, 'placement-question');
    const right = key.get(text) ?? new Set<string>();
    const options = await page.getByRole('group', { name: 'Options' }).getByRole('button').allTextContents();
    const choice = KNOWN.has(itemLevel)
      ? options.find((o) => right.has(o))
      : options.find((o) => !right.has(o));
    expect(choice, `an option for "${text}" (${itemLevel})`).toBeDefined();
    await page.getByRole('button', { name: choice!, exact: true }).click();
    await expect(page.getByTestId('placement-feedback')).toHaveText(
      KNOWN.has(itemLevel) ? 'Correct' : /^Not quite/,
    );
    // the next item (or the result) replaces this one
    await expect(async () => {
      if (await level.isVisible()) return;
      expect(await page.getByTestId('placement-feedback').textContent()).toBe('');
    }).toPass({ timeout: 5_000 });
  }

  await expect(page.getByRole('heading', { name: 'Recommended level: A1.2' })).toBeVisible();
  await expect(page.getByText('What you know')).toBeVisible();
  await screenshotBothWidths(page, 'placement-result');
  await page.getByTestId('placement-accept').click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('placement-offer')).toHaveCount(0);

  const me = await api<{ user: { current_level: string } }>(page, token, '/me');
  expect(me.user.current_level).toBe('A12');
  const learned = await api<unknown[]>(page, token, '/vocabulary/learned');
  expect(learned.length).toBeGreaterThan(0);
  await page.goto('/lexicon');
  await expect(page.getByTestId('lexicon-list')).toBeVisible();

  // desired retention: the daily load follows the slider, and the forecast follows the saved value
  const before = await api<{ projection: unknown; projectionBand: unknown }>(
    page,
    token,
    '/vocabulary/stats',
  );
  await page.goto('/settings');
  const load = page.getByTestId('retention-load');
  await expect(load).toContainText('at 90 %');
  const at90 = await load.textContent();
  const slider = page.getByTestId('retention-slider');
  await slider.focus();
  for (let k = 0; k < 10; k++) await page.keyboard.press('ArrowLeft');
  await expect(load).toContainText('at 80 %');
  expect(await load.textContent()).not.toBe(at90);
  await page.getByRole('button', { name: 'Save memory target' }).click();
  await expect(page.getByTestId('retention-message')).toHaveText('Settings saved.');
  const after = await api<{ projection: unknown; projectionBand: unknown }>(page, token, '/vocabulary/stats');
  expect(JSON.stringify([after.projection, after.projectionBand])).not.toBe(
    JSON.stringify([before.projection, before.projectionBand]),
  );
  await page.goto('/vocabulary/progress');
  await expect(page.getByTestId('projection-meaning')).toContainText('shaded band');
  await screenshotBothWidths(page, 'progress-band');
});
