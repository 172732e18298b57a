import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-helpers.ts';
import { signInAsDemo } from './helpers.ts';

test('a learner sees Access Denied on every admin screen and no admin data is requested', async ({
  page,
}) => {
  await signInAsDemo(page, 'learner');
  await expect(page).toHaveURL(/\/dashboard/);
  const adminCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/trpc\/[^?]*admin\./.test(r.url())) adminCalls.push(r.url());
  });
  for (const path of [
    '/admin/vocabulary-cards',
    '/admin/grammar-exercises',
    '/admin/reading-texts/create',
    '/admin/dual-language-books',
    '/admin/users',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have admin privileges to access this page.")).toBeVisible();
  }
  expect(adminCalls).toEqual([]);
});

test('an admin creates an API token for the CLI, sees it once and revokes it', async ({ page }) => {
  await signInAsAdmin(page);
  // the link sits below the dashboard's cards: once they have their data it stays where it is (a click while the
  // analytics arrived landed beside it once)
  await expect(page.getByTestId('analytics-metrics')).toBeVisible();
  await expect(page.getByTestId('learner-model')).toBeVisible();
  await page.getByRole('link', { name: 'API tokens' }).click();
  await expect(page.getByRole('heading', { name: 'API Tokens' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Token name is required');
  const name = `e2e ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByTestId('new-token')).toContainText('shown only once');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog', { name: 'Revoke token' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
});

test('Logout in the admin ends the session on the server, not only in this browser', async ({ page }) => {
  await signInAsAdmin(page);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  const after = await page.request.get('/api/admin/users', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test('the admin screens have no serious accessibility violations (axe)', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  for (const path of [
    '/admin/',
    '/admin/vocabulary-cards',
    '/admin/vocabulary-cards/create',
    '/admin/vocabulary-cards/import',
    '/admin/grammar-exercises',
    '/admin/grammar-exercises/create',
    '/admin/reading-texts',
    '/admin/reading-texts/create',
    '/admin/dual-language-books',
    '/admin/dual-language-books/create',
    '/admin/users',
    '/admin/api-tokens',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  }
});

test('an address no screen answers says so in both apps, with the way back home', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/vocabulary');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the admin dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.goto('/books');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('There is no page at this address.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
