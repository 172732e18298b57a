import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectSignedInLayout, signInAsDemo } from './helpers.ts';

// The content pack's "Suur Tõll": 63 segments → 16 pages of 4, about 1 h 3 m, with audio for every segment.
const BOOK = 'Suur Tõll';
const PAGES = 16;

const pageLabel = (page: Page, n: number) => page.getByText(`Page ${n} of ${PAGES}`, { exact: true });
const card = (page: Page) => page.getByRole('article', { name: BOOK });
const audioPaused = (page: Page) =>
  page.getByTestId('book-audio').evaluate((a: HTMLAudioElement) => a.paused);

async function openBooks(page: Page) {
  // the sidebar links here; go by address, as the dashboard's first-visit tour may be covering the page
  const nav = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bilingual Books' });
  await expect(nav).toHaveAttribute('href', '/dual-language-books');
  await page.goto('/dual-language-books');
  await expect(page.getByRole('heading', { level: 1, name: 'Bilingual Books' })).toBeVisible();
}

async function seriousViolations(page: Page) {
  const r = await new AxeBuilder({ page }).include('#main').analyze();
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test('a learner reads a book page by page, with audio and text size, finishes it and reads it again', async ({
  page,
}) => {
  await signInAsDemo(page, 'learner');
  await expectSignedInLayout(page, 'Mari Maasikas');
  await openBooks(page);

  // not started: added date, reading time, Start Reading; the placeholder card is there and disabled
  await expect(card(page).getByText(/^Added [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(card(page).getByText('~1 h 3 m')).toBeVisible();
  const soon = page.getByRole('article', { name: 'More Stories Coming Soon' });
  await expect(soon.getByRole('button', { name: 'Check Back Soon' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await card(page).getByRole('link', { name: 'Start Reading' }).click();
  await expect(page).toHaveURL(/\/dual-language-books\/\d+(\?page=1)?$/);
  await expect(pageLabel(page, 1)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chapter 1. The Giant of Saaremaa' })).toBeVisible();
  await expect(page.locator('.book-segment')).toHaveCount(4);
  await expect(page.getByRole('button', { name: '← Previous' })).toBeDisabled();

  // two pages with Next: 8 segments recorded
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(pageLabel(page, 2)).toBeVisible();
  await expect(page.getByRole('button', { name: '← Previous' })).toBeEnabled();
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(pageLabel(page, 3)).toBeVisible();

  // reload: the reader opens where the learner stopped, the first unread page: 8 read → page 3
  await page.reload();
  await expect(pageLabel(page, 3)).toBeVisible();

  // audio: one clip at a time, play then pause
  await expect(page.getByRole('button', { name: /^Play audio/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Audio off' }).click();
  await expect(page.getByRole('button', { name: 'Audio on' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^Play audio for section/ })).toHaveCount(4);
  await page.getByRole('button', { name: 'Play audio for section 9' }).click();
  await expect(page.getByRole('button', { name: 'Pause audio for section 9' })).toBeVisible();
  expect(await audioPaused(page)).toBe(false);
  await page.getByRole('button', { name: 'Play audio for section 10' }).click();
  await expect(page.getByRole('button', { name: 'Pause audio for section 10' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pause audio/ })).toHaveCount(1);
  expect(await page.getByTestId('book-audio').evaluate((a: HTMLAudioElement) => a.src)).toMatch(
    /\/media\/books\/suur-toll\/010\.mp3$/,
  );
  await page.getByRole('button', { name: 'Pause audio for section 10' }).click();
  await expect(page.getByRole('button', { name: 'Play audio for section 10' })).toBeVisible();
  expect(await audioPaused(page)).toBe(true);

  // text size: 100% → 110%, the text grows, and it is remembered after a reload
  const body = page.locator('.book-segment:not(.book-segment-header) .book-text-et').first();
  const before = await body.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Increase text size' }).click();
  await expect(page.getByText('110%', { exact: true })).toBeVisible();
  const after = await body.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(after / before).toBeCloseTo(1.1, 2);
  await page.reload();
  await expect(pageLabel(page, 3)).toBeVisible();
  await expect(page.getByText('110%', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Decrease text size' }).click();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();

  // the list shows the progress: 8 of 63 = 13%, 2 of 16 pages read
  await page.getByRole('link', { name: '← Back to Books' }).click();
  await expect(card(page).getByText('13%')).toBeVisible();
  await expect(card(page).getByText(`2 of ${PAGES} pages read`)).toBeVisible();
  await card(page).getByRole('link', { name: 'Continue Reading' }).click();
  await expect(pageLabel(page, 3)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // jump to the last page and finish
  await page.getByLabel('Go to page').selectOption(String(PAGES));
  await expect(pageLabel(page, PAGES)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next →' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as Finished' }).click();
  await expect(page).toHaveURL(/\/dual-language-books$/);
  await expect(card(page).getByText('Completed', { exact: true })).toBeVisible();

  // Read Again deletes the progress and opens the book at page 1
  await card(page).getByRole('button', { name: 'Read Again' }).click();
  await expect(page).toHaveURL(/\/dual-language-books\/\d+(\?page=1)?$/);
  await expect(pageLabel(page, 1)).toBeVisible();
  await page.getByRole('link', { name: '← Back to Books' }).click();
  await expect(card(page).getByRole('link', { name: 'Start Reading' })).toBeVisible();
});

test('on a 375 px screen the two languages stack and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsDemo(page, 'learner');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dual-language-books');
  // another book than the first test's ("Järv läheb külla": 52 segments, 13 pages)
  await page
    .getByRole('article', { name: 'Järv läheb külla' })
    .getByRole('link', { name: /Start Reading|Continue Reading/ })
    .click();
  const label = page.locator('#book-page-label');
  await expect(label).toHaveText(/^Page \d+ of 13$/);
  const at = Number((await label.textContent())?.match(/\d+/)?.[0]);
  const row = page.locator('.book-segment').nth(1);
  const et = await row.locator('.book-text-et').boundingBox();
  const en = await row.locator('.book-text-en').boundingBox();
  expect(et && en).toBeTruthy();
  expect(en!.y).toBeGreaterThanOrEqual(et!.y + et!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // keyboard: Tab reaches Next, and Enter moves on
  const next = page.getByRole('button', { name: 'Next →' });
  await page.getByLabel('Go to page').focus();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(label).toHaveText(`Page ${at + 1} of 13`);
  await expect(page.locator('#book-page-label')).toBeFocused();
});

test('errors: the list offers a retry, a missing book offers Back to Books', async ({ page }) => {
  await signInAsDemo(page, 'learner');
  await expectSignedInLayout(page, 'Mari Maasikas');
  // books.list answers 500 (inside the tRPC batch) until we allow it; the client's own retries fail too
  let failing = true;
  await page.route(/\/trpc\/[^?]*books\.list/, async (route) => {
    if (!failing) return route.continue();
    const res = await route.fetch();
    const body = (await res.json()) as unknown[];
    const paths = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
    const patched = body.map((item, i) =>
      paths[i] === 'books.list'
        ? {
            error: {
              message: 'Internal server error',
              code: -32603,
              data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: 'books.list' },
            },
          }
        : item,
    );
    await route.fulfill({ status: paths.length > 1 ? 207 : 500, json: patched });
  });
  await openBooks(page);
  await expect(page.getByText('Failed to fetch books: 500')).toBeVisible({ timeout: 20_000 });
  failing = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(card(page)).toBeVisible();

  await page.goto('/dual-language-books/999999');
  await expect(page.getByText('Failed to fetch text: 404')).toBeVisible();
  await page.getByRole('link', { name: '← Back to Books' }).click();
  await expect(page).toHaveURL(/\/dual-language-books$/);
  await expect(card(page)).toBeVisible();
});
