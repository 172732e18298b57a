import { expect, test } from '@playwright/test';
import { expectSignedInLayout, signInAsDemo } from './helpers.ts';

test('a visitor is sent to /login and comes back to the page they asked for', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByText('Local sign-in (this machine only)')).toBeVisible();
  await page.getByRole('button', { name: 'Continue as demo learner' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSignedInLayout(page, 'Mari Maasikas');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('BETA')).toBeVisible();
});

test('the login page shows the error for a code in the query string', async ({ page }) => {
  await page.goto('/login?error=oauth_denied');
  await expect(page.getByRole('alert')).toHaveText('Google sign-in was cancelled');
});

test('the callback page explains a failure and returns to /login after 3 seconds', async ({ page }) => {
  await page.goto('/auth/callback?error=invalid_state');
  await expect(page.getByRole('heading', { name: 'Authentication Failed' })).toBeVisible();
  await expect(page.getByText('Invalid state parameter')).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 6000 });
});

test('a learner opening /admin/ sees Access Denied', async ({ page }) => {
  await signInAsDemo(page, 'learner');
  await expectSignedInLayout(page, 'Mari Maasikas');
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have admin privileges to access this page.")).toBeVisible();
});

test('the demo admin sees the admin dashboard and the Admin button; logout returns to /login', async ({
  page,
}) => {
  await signInAsDemo(page, 'admin');
  await expectSignedInLayout(page, 'Jaan Tamm');
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  for (const tile of [
    'Vocabulary Cards',
    'Grammar Exercises',
    'Reading Texts',
    'Dual Language Books',
    'Users',
  ]) {
    await expect(page.getByRole('link', { name: tile, exact: true })).toBeVisible();
  }
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('both apps have an icon, so a tab is recognisable and no page asks for a missing favicon', async ({
  page,
}) => {
  for (const [path, icon] of [
    ['/login', '/favicon.svg'],
    ['/admin/login', '/admin/favicon.svg'],
  ] as const) {
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404) missing.push(r.url());
    });
    await page.goto(path);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', icon);
    const res = await page.request.get(icon);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/svg+xml');
    await page.waitForLoadState('networkidle');
    expect(missing).toEqual([]);
  }
});
