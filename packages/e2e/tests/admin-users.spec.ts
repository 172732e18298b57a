import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-helpers.ts';
import { expectSignedInLayout, signInAsDemo } from './helpers.ts';

test('sync a learner and see "+N new cards"; Sync All reports the totals', async ({ page, browser }) => {
  // the demo learner exists once they signed in
  const learner = await browser.newContext();
  const lp = await learner.newPage();
  await signInAsDemo(lp, 'learner');
  await expectSignedInLayout(lp, 'Mari Maasikas');
  await learner.close();

  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByText('Manage users and sync vocabulary cards')).toBeVisible();
  await page.getByPlaceholder('Search by email or name...').fill('  demo.learner  ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId('user-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Mari Maasikas');
  await expect(row).toContainText(/\d+ cards/);

  await row.getByRole('button', { name: /Sync vocabulary cards for/ }).click();
  const result = page.getByTestId('individual-sync-result');
  await expect(result).toContainText(/\+\d+ new cards/);
  await expect(result).toContainText('cards after sync');

  await page.getByPlaceholder('Search by email or name...').fill('nobody-here-xyz');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No users found')).toBeVisible();

  await page.getByRole('button', { name: 'Sync All Users' }).click();
  // it asks first (issue #20)
  await page
    .getByRole('dialog', { name: 'Sync all users' })
    .getByRole('button', { name: 'Sync All Users' })
    .click();
  const bulk = page.getByTestId('bulk-sync-results');
  await expect(bulk).toContainText('users updated');
  await expect(bulk).toContainText('cards synced in total');
});
