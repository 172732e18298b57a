import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { api, apiSend, type DailySession, signInNewLearner, skipTour } from './learner-helpers.ts';

const SHOTS = join(import.meta.dirname, '..', 'output', 'screenshots');
/** Lemmas of the pack's lexicon and the forms of them that A0 texts use everywhere. */
const KNOWN = ['olema', 'tema', 'mina', 'kool', 'tegema', 'saama', 'elama'];
const COMMON_FORMS = /^(on|ta|ma|olen|oli|mul|tal|teda|mind)$/i;

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), animations: 'disabled' });
  }
}

test('a reading text: tapping a word that is not a challenge word shows its lemma and form', async ({
  page,
}) => {
  await signInNewLearner(page, 'lexwords');
  await skipTour(page);
  await page.goto('/read');
  await expect(page.getByTestId('reading-text')).toBeVisible();
  const word = page.locator('.reading-body .lex-word').filter({ hasText: COMMON_FORMS }).first();
  await expect(word).toBeVisible();
  const text = (await word.textContent())!.trim();
  await word.click();
  const tip = page.getByTestId('word-tip');
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(text);
  await expect(tip).toContainText(/(olema, to be|tema, he, she|mina, I): /);
  await expect(tip).toContainText(
    /present, 3rd person|nominative singular|adessive singular|partitive singular|past/,
  );
  await expect(word).toHaveClass(/challenge-word-open/);
  await shoot(page, 'lexicon-word-tip');
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
});

test('the personal lexicon lists words once and opens a word with its table', async ({ page }) => {
  const { token } = await signInNewLearner(page, 'lexpanel');
  await skipTour(page);
  const daily = await api<DailySession>(page, token, '/vocabulary/daily-session');
  const items = [...daily.reviews, ...daily.newWords];
  for (const item of items) {
    await apiSend(page, token, 'POST', '/vocabulary/review-result', {
      cardId: item.userVocabularyCardId,
      result: 'pass',
      responseTime: 1000,
    });
  }
  const known = items.find((i) => KNOWN.includes(i.word.word));
  expect(known, 'the daily session has a word of the lexicon').toBeTruthy();
  await page.goto('/lexicon');
  const cards = page.getByTestId('lexicon-word');
  const words = (await cards.locator('h2').allTextContents()).map((w) => w.trim());
  expect(new Set(words).size).toBe(words.length);
  const card = cards.filter({ has: page.getByRole('heading', { name: known!.word.word, exact: true }) });
  await card.getByRole('button', { name: /Show (conjugation|declension)/ }).click();
  const panel = page.getByTestId('paradigm-panel');
  await expect(panel).toBeVisible();
  await expect(panel.locator('table').first()).toBeVisible();
  await expect(panel.locator('.paradigm-practised').first()).toBeVisible();
  const practised = await panel.locator('.paradigm-practised').allTextContents();
  const form = (known!.vocabularyCard.form || known!.word.word).toLocaleLowerCase('et');
  expect(practised.some((p) => p.toLocaleLowerCase('et').split(' ').includes(form))).toBe(true);
  await shoot(page, 'lexicon-paradigm-panel');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
});
