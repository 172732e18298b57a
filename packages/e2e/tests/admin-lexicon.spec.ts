import { expect, test } from '@playwright/test';
import { signInAsAdmin, uniqueTag } from './admin-helpers.ts';

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
    'A nominal has 6 principal forms separated by ; (found 3).',
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

test('an editor adds a word the lexicon lacks; a card using it is then checked against its paradigm', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // letters only: a lemma's forms are words
  const tag = uniqueTag().replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
  const lemma = `kohvik${tag}`;
  await page.goto('/admin/vocabulary-cards/lexicon');
  const add = page.getByRole('form', { name: 'Add a word' });
  await add.getByRole('button', { name: 'Add word' }).click();
  await expect(page.getByTestId('lemma-form-error')).toHaveText('Lemma is required.');
  await add.getByLabel('Lemma').fill(lemma);
  await add.getByLabel('Word type').selectOption('NOUN');
  await add.getByLabel('Translation').fill('café');
  await add.getByLabel('Level').selectOption('A11');
  await add.getByLabel('Principal forms').fill('kohv;kohvi;kohvi;kohvide;kohve;');
  await add.getByRole('button', { name: 'Add word' }).click();
  await expect(page.getByTestId('lemma-form-error')).toHaveText(
    `The first form must be the lemma "${lemma}".`,
  );
  const forms = (s: string) => s.replaceAll('kohvik', lemma);
  await add.getByLabel('Principal forms').fill(forms('kohvik;kohviku;kohvikut;kohvikute;kohvikuid;'));
  await add.getByRole('button', { name: 'Add word' }).click();
  await expect(page.getByTestId('lemma-form-success')).toHaveText(`✓ ${lemma} (café) is in the lexicon.`);
  await expect(page.getByLabel('Search lemma or translation')).toHaveValue(lemma);
  const listed = page.locator('.adm-lexicon-list > li');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(`${lemma} — café`);

  // a card of the new word, mislabelled, is now checked against its paradigm
  await page.goto('/admin/vocabulary-cards/create');
  await page.getByLabel('Estonian word').fill(lemma);
  await page.getByLabel('Word type').selectOption('NOUN');
  await page.getByLabel('Translation', { exact: true }).fill('café');
  await page.getByLabel('Level').selectOption('A11');
  await page.getByLabel('Practice context').fill('Me kohtume ___.');
  await page.getByLabel('Context translation').fill('We meet in the café.');
  await page.getByLabel('Form', { exact: true }).fill(forms('kohvikus'));
  await page.getByLabel('Case (optional)').selectOption('ADESSIVE');
  await page.getByRole('button', { name: 'Create Card' }).click();
  await expect(page.getByTestId('form-success')).toBeVisible();
  await expect(page.getByTestId('form-check')).toHaveText(
    `"${forms('kohvikus')}" is the inessive singular of ${lemma}, not the adessive singular: that is ${forms('kohvikul')}.`,
  );
});
