import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-helpers.ts';

test("admin edits a lemma's principal forms: a wrong count is refused with the reason, a right one saved", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/vocabulary-cards');
  await page.getByRole('link', { name: 'Lexicon', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Lexicon' })).toBeVisible();
  await page.getByLabel('Search lemma or translation').fill('kool');
  const input = page.getByLabel(/^kool — school/);
  await expect(input).toHaveValue('kool;kooli;kooli;koolide;koole;kooli');
  const row = page.locator('form.adm-lexicon-row').filter({ has: input });

  await input.fill('kool;kooli;kooli');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('alert')).toHaveText(
    'principalForms: a nominal has 6 principal forms separated by ; (found 3).',
  );
  await input.fill('kool;kooli;kooli;koolide;koole~koolisid;kooli');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('status')).toHaveText('Principal forms saved.');
  await page.reload();
  await page.getByLabel('Search lemma or translation').fill('kool');
  await expect(page.getByLabel(/^kool — school/)).toHaveValue(
    'kool;kooli;kooli;koolide;koole~koolisid;kooli',
  );
});
