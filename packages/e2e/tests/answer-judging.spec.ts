import { expect, test } from '@playwright/test';
import {
  answerOf,
  api,
  apiSend,
  captureTrpc,
  type DailySession,
  type GrammarExercise,
  signInNewLearner,
  skipTour,
} from './learner-helpers.ts';

const PLAIN: Record<string, string> = { õ: 'o', ä: 'a', ö: 'o', ü: 'u', š: 's', ž: 'z' };

/** A near miss of a form: its diacritics dropped (`sõber` → `sober`), else one middle letter changed. */
function nearMiss(form: string): string {
  const plain = form.replace(/[õäöüšž]/g, (c) => PLAIN[c] ?? c);
  if (plain !== form) return plain;
  const i = Math.floor(form.length / 2);
  return form.slice(0, i) + (form[i] === 'q' ? 'x' : 'q') + form.slice(i + 1);
}

test('a near miss of a vocabulary answer says Almost!, marks the difference and is sent as grade almost', async ({
  page,
}) => {
  await signInNewLearner(page, 'almost');
  await skipTour(page);
  const trpc = captureTrpc(page);
  await page.goto('/vocabulary');
  const daily = await trpc.waitFor<DailySession>('vocabulary.dailySession');
  const item = [...daily.reviews, ...daily.newWords][0]!;
  const answer = answerOf(item);
  const input = page.getByTestId('cloze-input');
  await expect(input).toBeFocused();
  await input.pressSequentially(nearMiss(answer));
  await expect(page.getByTestId('feedback')).toContainText('Almost!');
  await expect(page.getByTestId('marked-answer')).toHaveText(answer);
  await expect(page.getByTestId('marked-answer').locator('mark')).toHaveCount(1);
  const review = page.waitForRequest((r) => r.url().includes('vocabulary.reviewResult'));
  await page.getByRole('button', { name: 'Next word' }).click();
  expect((await review).postData() ?? '').toContain('"grade":"almost"');
});

test('the check calls accept a second accepted order and judge a translation without recording', async ({
  page,
}) => {
  const { token } = await signInNewLearner(page, 'check');
  let order: GrammarExercise | undefined;
  let translation: GrammarExercise | undefined;
  for (let i = 0; i < 20 && !(order && translation); i++) {
    const batch = await api<GrammarExercise[]>(page, token, '/grammar-exercises/random?count=20');
    order ??= batch.find(
      (e) =>
        e.type === 'SENTENCE_CONSTRUCTION' && (e as { correct_orders: unknown[] }).correct_orders.length > 1,
    );
    translation ??= batch.find((e) => e.type === 'TRANSLATION');
  }
  expect(order && translation).toBeTruthy();
  const orders = (order as unknown as { correct_orders: string[][] }).correct_orders;
  const second = await apiSend<{ verdict: string }>(
    page,
    token,
    'POST',
    `/grammar-exercises/${order!.id}/check`,
    {
      answer: orders[1],
    },
  );
  expect(second.verdict).toBe('correct');
  const t = translation as unknown as { id: number; target_text: string };
  const right = await apiSend<{ verdict: string }>(page, token, 'POST', `/grammar-exercises/${t.id}/check`, {
    answer: t.target_text.toUpperCase(),
  });
  expect(right.verdict).toBe('correct');
  const wrong = await apiSend<{ verdict: string; expected: string }>(
    page,
    token,
    'POST',
    `/grammar-exercises/${t.id}/check`,
    { answer: 'Tere' },
  );
  expect(wrong.verdict).toBe('wrong');
  expect(wrong.expected.length).toBeGreaterThan(0);
});
