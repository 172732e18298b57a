import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Signs a brand-new learner in through the local sign-in API (a unique email per test) and stores the token. */
export async function signInNewLearner(page: Page, prefix: string, firstName = 'Kati', lastName = 'Karu') {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await page.request.post('/auth/dev-login', { data: { email, firstName, lastName } });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => {
    localStorage.setItem('auth_token', t);
  }, token);
  return { email, token };
}

/** Marks the guided tour as seen so it does not cover the screen in tests that are not about it. */
export async function skipTour(page: Page) {
  await page.addInitScript(() => localStorage.setItem('keelerada_tour_completed', 'skipped'));
}

/** POST/PUT a documented REST path as the signed-in learner. */
export async function apiSend<T>(
  page: Page,
  token: string,
  method: 'POST' | 'PUT',
  path: string,
  data: unknown,
) {
  const res = await page.request.fetch(`/api${path}`, {
    method,
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), `${method} ${path} → ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** GET a documented REST path as the signed-in learner. */
export async function api<T>(page: Page, token: string, path: string): Promise<T> {
  const res = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path} → ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * Records what the app received from each tRPC call (batched queries and mutations): `data('study.openPlanned')` is
 * the last result of that procedure, so a test can answer exactly what the screen shows.
 */
export function captureTrpc(page: Page) {
  const results = new Map<string, unknown>();
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/trpc/')) return;
    const names = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
    try {
      const body = (await res.json()) as { result?: { data?: unknown } }[] | { result?: { data?: unknown } };
      const list = Array.isArray(body) ? body : [body];
      names.forEach((n, i) => {
        const r = list[i]?.result;
        if (r && 'data' in r) results.set(n, r.data);
      });
    } catch {
      /* not JSON */
    }
  });
  return {
    data<T>(name: string): T | undefined {
      return results.get(name) as T | undefined;
    },
    async waitFor<T>(name: string): Promise<T> {
      await expect.poll(() => results.has(name), { timeout: 15_000 }).toBe(true);
      return results.get(name) as T;
    },
    clear(name: string) {
      results.delete(name);
    },
  };
}

/** axe: no serious or critical violation on the current screen. */
export async function expectAccessible(page: Page, screen: string) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(summary, `axe violations on ${screen}`).toEqual([]);
}

const SHOTS = join(import.meta.dirname, '..', 'output', 'screenshots');

/** Full-page screenshots at 375 px and 1440 px wide (packages/e2e/output/screenshots, git-ignored). */
export async function screenshotBothWidths(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const [width, height] of [
    [375, 812],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    await page.screenshot({
      path: join(SHOTS, `${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  if (before) await page.setViewportSize(before);
}

/** Types into the focused field, using the on-screen Estonian keyboard for ä ö ü õ ž š. */
export async function typeWithEstonianKeyboard(page: Page, text: string) {
  for (const ch of text) {
    if ('äöüõžš'.includes(ch)) await page.getByRole('button', { name: `Insert ${ch}` }).click();
    else await page.keyboard.type(ch);
  }
}

export interface DailyItem {
  userVocabularyCardId: number;
  vocabularyCard: { form: string; alternatives?: string[] };
  word: { word: string };
}
export interface DailySession {
  reviews: DailyItem[];
  newWords: DailyItem[];
}
/** What POST /study/sessions/today/planned (tRPC study.openPlanned) returns. */
export interface PlannedSession {
  session: { id: number; isSessionFinished: boolean } | null;
  plan: { vocabulary: DailyItem[]; reading: ReadingText[]; grammar: GrammarExercise[] };
  progress: {
    answered: { vocabulary: number; reading: number; grammar: number };
    retryQueue: number[];
    retried: number;
    readingAnswered: number[];
    attempts: number;
    correct: number;
  };
}

export const answerOf = (i: DailyItem) => (i.vocabularyCard.form || i.word.word).trim();
/** The answer box's length limit: the longest accepted answer (the card's word or an alternative). */
export const gapLength = (i: DailyItem) =>
  String(Math.max(answerOf(i).length, ...(i.vocabularyCard.alternatives ?? []).map((a) => a.length)));

export interface Question {
  id: number;
  question: string;
  type: string;
  options: string[];
  correctAnswer: string[];
}
export interface ReadingText {
  id: number;
  title: string;
  comprehensionQuestions: Question[];
}

/** Answers the questions shown from position `first` on (0: all of them); `wrong` holds indexes into `questions`. */
export async function answerQuestions(page: Page, questions: Question[], wrong: Set<number>, first = 0) {
  let correct = 0;
  for (const [i, q] of questions.entries()) {
    const box = page.locator('fieldset.question').nth(first + i);
    const right = q.correctAnswer[0] ?? '';
    const options = q.options.length > 0 ? q.options : q.type === 'true_false' ? ['True', 'False'] : [];
    const answerRight = !wrong.has(i);
    if (options.length > 0) {
      const pick = answerRight
        ? (options.find((o) => o.trim().toLowerCase() === right.trim().toLowerCase()) ?? options[0]!)
        : options.find((o) => o.trim().toLowerCase() !== right.trim().toLowerCase())!;
      await box.getByRole('radio', { name: pick, exact: true }).check();
    } else {
      await box.getByRole('textbox').fill(answerRight ? right : 'zzz');
    }
    await box.getByRole('button', { name: 'Kontrolli vastust' }).click();
    await expect(box.getByText(answerRight ? '✓ Õige!' : '✗ Vale')).toBeVisible();
    // the result takes focus after a mouse check too; after the last one Continue takes it
    if (i < questions.length - 1)
      await expect(box.getByText(answerRight ? '✓ Õige!' : '✗ Vale')).toBeFocused();
    if (answerRight) correct++;
  }
  return correct;
}

export interface GrammarExercise {
  id: number;
  type: string;
  case_correct_answer?: string;
  options?: string[];
  verb_correct_answer?: string;
  words?: string[];
  correct_orders?: (string | number)[][];
  correct_sentence?: string;
  target_text?: string;
}

/** Submits a wrong answer to a typed grammar exercise (verb, error correction, translation); false for other types. */
export async function checkWrongTyped(page: Page, ex: GrammarExercise): Promise<boolean> {
  switch (ex.type) {
    case 'VERB_CONJUGATION':
      await page.getByTestId('verb-input').fill('xxxq');
      await page.getByTestId('verb-input').press('Enter');
      break;
    case 'ERROR_CORRECTION':
      // an edit that is wrong: the unedited sentence is not judged at all (it gets a hint, the item stays open)
      await page.getByTestId('error-input').fill('xxxq');
      await page.getByTestId('error-correction').getByRole('button', { name: 'Check' }).click();
      break;
    case 'TRANSLATION':
      await page.getByTestId('translation-input').fill('xxxq');
      await page.getByTestId('translation-input').press('Control+Enter');
      break;
    default:
      return false;
  }
  await expect(page.getByText('Incorrect!')).toBeVisible();
  return true;
}

/** Does the grammar exercise on screen, right or wrong; returns whether the app should count it correct. */
export async function answerGrammar(page: Page, ex: GrammarExercise, right: boolean): Promise<boolean> {
  if (!right && (await checkWrongTyped(page, ex))) {
    await page.getByRole('button', { name: 'Show Answer' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    return false;
  }
  switch (ex.type) {
    case 'CASE_PRACTICE': {
      const box = page.getByTestId('case-practice');
      const options = ex.options ?? [];
      const answer = ex.case_correct_answer ?? '';
      const pick = right ? answer : (options.find((o) => o !== answer) ?? answer);
      await box.getByRole('button', { name: pick, exact: true }).click();
      await expect(box.getByText(pick === answer ? 'Correct!' : 'Incorrect answer')).toBeVisible();
      return pick === answer;
    }
    case 'VERB_CONJUGATION': {
      const input = page.getByTestId('verb-input');
      await input.fill(ex.verb_correct_answer ?? '');
      await input.press('Enter');
      await expect(page.getByTestId('verb-conjugation').getByText('Correct!')).toBeVisible();
      return true;
    }
    case 'SENTENCE_CONSTRUCTION': {
      const pool = page.getByTestId('word-pool');
      if (right) {
        const order = ex.correct_orders?.[0] ?? [];
        const words = order.length
          ? order.map((w) => (typeof w === 'number' ? (ex.words?.[w] ?? '') : w))
          : (ex.words ?? []);
        for (const w of words) await pool.getByRole('button', { name: w, exact: true }).first().click();
      } else {
        // the pool starts shuffled into an order that is not accepted: take the words as they come
        const n = await pool.getByRole('button').count();
        for (let i = 0; i < n; i++) await pool.getByRole('button').first().click();
      }
      const box = page.getByTestId('sentence-construction');
      await box.getByRole('button', { name: 'Check' }).click();
      const feedback = box.getByTestId('feedback');
      await expect(feedback).toHaveText(/Correct!|Incorrect word order/);
      return (await feedback.textContent())?.includes('Correct!') ?? false;
    }
    case 'ERROR_CORRECTION': {
      const input = page.getByTestId('error-input');
      await input.fill(ex.correct_sentence ?? '');
      await input.press('Control+Enter');
      await expect(page.getByTestId('error-correction').getByText('Correct!')).toBeVisible();
      return true;
    }
    case 'TRANSLATION': {
      const input = page.getByTestId('translation-input');
      await input.fill(ex.target_text ?? '');
      await input.press('Control+Enter');
      await expect(page.getByTestId('translation').getByText('Correct!')).toBeVisible();
      return true;
    }
    default: {
      await page.getByRole('button', { name: 'Skip Exercise' }).click();
      return true;
    }
  }
}
