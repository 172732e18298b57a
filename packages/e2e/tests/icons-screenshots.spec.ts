import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signInNewLearner, skipTour } from './learner-helpers.ts';

// Issue 19 item 8: the icons are SVG (lucide-react), so they render on a machine without an emoji font (Debian
// chromium here has none). Screenshots at 375 and 1280 px go to packages/e2e/output/screenshots/icons-*.png.

const SHOTS = join(import.meta.dirname, '..', 'output', 'screenshots');

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [375, 812],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({
      path: join(SHOTS, `icons-${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
}

test('navigation, Learning Areas, streak and calendar draw SVG icons with no emoji', async ({ page }) => {
  test.setTimeout(120_000);
  await signInNewLearner(page, 'icons');
  await skipTour(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.locator('.nav-icon svg')).not.toHaveCount(0);
  await expect(page.locator('.area-icon svg')).toHaveCount(4);
  await expect(page.locator('.streak-icon svg')).toHaveCount(1);
  // the icons are decoration next to their labels: hidden from assistive tech, the links keep their names
  for (const name of ['Dashboard', 'Study Session', 'Bilingual Books', 'Settings'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: what is drawn on screen is the point, not hidden text
  const emoji = await page.evaluate(() => /\p{Extended_Pictographic}/u.test(document.body.innerText));
  expect(emoji).toBe(false);
  await shoot(page, 'dashboard');

  await page.goto('/study');
  await expect(page.getByTestId('study-page')).toBeVisible();
  await shoot(page, 'study');
  await page.goto('/vocabulary/progress');
  await expect(page.getByRole('heading', { level: 1, name: 'Vocabulary Progress' })).toBeVisible();
  await shoot(page, 'progress');
  await page.goto('/dual-language-books');
  await expect(page.getByRole('heading', { level: 1, name: 'Bilingual Books' })).toBeVisible();
  await shoot(page, 'books');

  // the mobile menu closes after the keyboard toggle (item 7)
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/study');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: /Estonian letters keyboard/ }).click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('estonian-keyboard')).toBeVisible();
});
