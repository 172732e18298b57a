import { expect, type Page, test } from '@playwright/test';
import { signInNewLearner, skipTour } from './learner-helpers.ts';

// Keyboard focus and the small screen, round 2 of a learner's exploratory test: after each of these, focus was on the
// page body (a keyboard learner Tabbed through the whole sidebar), and at 375 × 800 the tour's sheet covered the
// element its step points at.

/** The tag and text of the focused element, for a readable failure. */
const focused = (page: Page) =>
  page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`);

test('placement: each next question, and the result, takes keyboard focus', async ({ page }) => {
  test.setTimeout(180_000);
  await skipTour(page);
  await signInNewLearner(page, 'focus-placement');
  await page.goto('/placement');
  await page.getByTestId('placement-start').focus();
  await page.keyboard.press('Enter');

  const question = page.getByTestId('placement-page').getByRole('heading', { level: 2 });
  const result = page.getByRole('heading', { level: 1, name: 'Your placement result' });
  for (let i = 0; i < 25; i++) {
    if (await result.isVisible()) break;
    await expect(question, `question ${i + 1}: ${await focused(page)}`).toBeFocused();
    const progress = (await page.getByTestId('placement-progress').textContent())!;
    // answer with the keyboard alone: one Tab from the heading to the first option
    await page.keyboard.press('Tab');
    await expect(page.getByRole('group', { name: 'Options' }).getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('placement-feedback')).not.toHaveText('');
    await expect(page.getByTestId('placement-progress').or(result)).not.toHaveText(progress);
  }
  await expect(result).toBeFocused();
});

test('tour: Escape returns focus to the greeting (auto-start); Finish to "Take the tour"', async ({
  page,
}) => {
  await signInNewLearner(page, 'focus-tour');
  await page.goto('/dashboard');
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Your Daily Learning Goals' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tour')).toHaveCount(0);
  await expect(page.getByTestId('greeting'), await focused(page)).toBeFocused();

  const take = page.getByRole('button', { name: 'Take the tour' });
  await take.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Explore Different Learning Methods' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish', exact: true }).press('Enter');
  await expect(page.getByTestId('tour')).toHaveCount(0);
  await expect(take, await focused(page)).toBeFocused();
  // the tour had scrolled to Learning Areas: the returned focus is scrolled back into view
  await expect(take).toBeInViewport();
});

test('at 375 px: Escape closes the menu onto the hamburger; a link chosen focuses the new page heading', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInNewLearner(page, 'focus-menu');
  await skipTour(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('navigation', { name: 'Main' });
  const lexicon = menu.getByRole('link', { name: 'Personal Lexicon' });

  // Escape (focus in the menu) → the hamburger, as a disclosure does
  await hamburger.focus();
  await page.keyboard.press('Enter');
  await expect(lexicon).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(lexicon).toBeHidden();
  await expect(hamburger, await focused(page)).toBeFocused();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

  // a link chosen with the keyboard → the new page's main heading
  await page.keyboard.press('Enter');
  await expect(lexicon).toBeVisible();
  await lexicon.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lexicon$/);
  await expect(lexicon).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Personal Lexicon' }),
    await focused(page),
  ).toBeFocused();

  // a page that takes focus itself keeps it: the vocabulary answer box, not the heading
  await hamburger.click();
  await menu.getByRole('link', { name: 'Vocabulary', exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/vocabulary$/);
  await expect(page.getByTestId('cloze-input')).toBeFocused();
  await page.waitForTimeout(800); // past the heading's turn (HEADING_FOCUS_MS)
  await expect(page.getByTestId('cloze-input')).toBeFocused();
});

/** How the step's element and the tour card lie on the screen. */
async function layout(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const target = box(document.querySelector(sel)!);
    const card = box(document.querySelector('.tour-card')!);
    const bar = document.querySelector('.topbar')!.getBoundingClientRect().bottom;
    const across = Math.min(target.right, card.right) > Math.max(target.left, card.left);
    const covered = across
      ? Math.max(0, Math.min(target.bottom, card.bottom) - Math.max(target.top, card.top))
      : 0;
    return {
      covered,
      top: target.top,
      bottom: target.bottom,
      bar: Math.max(0, bar),
      height: window.innerHeight,
    };
  }, selector);
}

test('the tour card never covers the element its step points at: a sheet at 375 × 800, beside it at 1280', async ({
  page,
}) => {
  await signInNewLearner(page, 'focus-tour-sheet');
  const steps = [
    { title: 'Your Daily Learning Goals', target: '[data-tour="daily-tasks"]' },
    { title: 'Start Learning Right Now', target: '[data-tour="start-session"]' },
    { title: 'Explore Different Learning Methods', target: '[data-tour="learning-areas"]' },
  ];
  for (const [width, height] of [
    [375, 800],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/dashboard?tour=true');
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
    for (const step of steps) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('dialog', { name: step.title })).toBeVisible();
      await expect
        .poll(async () => (await layout(page, step.target)).covered, `${width}: ${step.title}`)
        .toBe(0);
      const l = await layout(page, step.target);
      expect(l.top, `${width}: ${step.title} below the top bar`).toBeGreaterThanOrEqual(l.bar);
      expect(l.bottom, `${width}: ${step.title} on the screen`).toBeLessThanOrEqual(l.height);
    }
    // step 4 named Reading and Bilingual Books: both cards are in view, neither under the sheet
    for (const name of ['Reading', 'Bilingual Books']) {
      const card = page.locator('[data-tour="learning-areas"] .area-card', { hasText: name }).first();
      await expect(card).toBeInViewport({ ratio: 1 });
      const c = await card.boundingBox();
      const sheet = await page.locator('.tour-card').boundingBox();
      const overlaps = c!.y < sheet!.y + sheet!.height && sheet!.y < c!.y + c!.height;
      const across = c!.x < sheet!.x + sheet!.width && sheet!.x < c!.x + c!.width;
      expect(overlaps && across, `${width}: ${name} under the tour card`).toBe(false);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('tour')).toHaveCount(0);
  }
});
