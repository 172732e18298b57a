import { expect, type Page } from '@playwright/test';

export async function signInAsDemo(page: Page, who: 'learner' | 'admin', start = '/login') {
  // the dashboard's guided tour (a modal) would start 500 ms after sign-in; these tests are not about it
  await page.addInitScript(() => localStorage.setItem('keelerada_tour_completed', 'skipped'));
  await page.goto(start);
  await page
    .getByRole('button', { name: who === 'learner' ? 'Continue as demo learner' : 'Continue as demo admin' })
    .click();
}

export async function expectSignedInLayout(page: Page, fullName: string) {
  await expect(page.getByTestId('user-footer')).toContainText(fullName);
}
