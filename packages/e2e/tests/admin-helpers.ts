import { expect, type Page } from '@playwright/test';
import { signInAsDemo } from './helpers.ts';

/** Signs in on the admin app's own sign-in page as the demo admin and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await signInAsDemo(page, 'admin', '/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** A short tag that keeps the test data of one run apart from another's. */
export const uniqueTag = () => Date.now().toString(36) + Math.floor(Math.random() * 1e4).toString(36);
