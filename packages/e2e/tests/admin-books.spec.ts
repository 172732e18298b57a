import { expect, test } from '@playwright/test';
import { signInAsAdmin, uniqueTag } from './admin-helpers.ts';
import { signInAsDemo } from './helpers.ts';

test('create a book with two sections, publish it, and a learner finds it', async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/dual-language-books');
  await expect(page.getByRole('heading', { name: 'Dual Language Books - Admin' })).toBeVisible();
  await page.getByRole('link', { name: 'Create New Book' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Dual Language Book' })).toBeVisible();

  const tag = uniqueTag();
  const titleEt = `Väike raamat ${tag}`;
  await page.getByRole('button', { name: 'Create Book' }).click();
  await expect(page.getByTestId('form-error')).toHaveText(
    'Please fill in all required fields: English title, Estonian title, and author',
  );
  await page.getByLabel('Estonian Title').fill(titleEt);
  await page.getByLabel('English Title').fill(`A little book ${tag}`);
  await page.getByLabel('Author').fill('Keelerada');
  await expect(page.getByRole('button', { name: 'Remove section 1' })).toBeDisabled();
  await page.getByLabel('Section 1 type').selectOption('chapter_header');
  await page.getByLabel('Section 1 — Eesti keel').fill('Esimene peatükk');
  await page.getByLabel('Section 1 — English').fill('Chapter one');
  await page.getByRole('button', { name: 'Add Section' }).click();
  await page.getByRole('button', { name: 'Create Book' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Please fill in all segment content fields');
  await page.getByLabel('Section 2 — Eesti keel').fill('Oli kord üks väike raamat.');
  await page.getByLabel('Section 2 — English').fill('Once there was a little book.');
  await page.getByRole('button', { name: 'Create Book' }).click();

  await expect(page).toHaveURL(/\/admin\/dual-language-books$/);
  const row = page.getByRole('row').filter({ hasText: titleEt });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('2');
  await row.getByRole('link', { name: `Edit ${titleEt}` }).click();

  // Book Information: Save is enabled only after a change
  const save = page.getByRole('button', { name: 'Save Book Info' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Published').check();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Book information saved.')).toBeVisible();
  await expect(save).toBeDisabled();

  await expect(page.getByTestId('segments-page-indicator')).toContainText('Page 1 of 1');
  await expect(page.getByTestId('segments-page-indicator')).toContainText('2 segments on this page');
  const segment = page.getByTestId('segment-editor').nth(1);
  const segSave = segment.getByRole('button', { name: 'Save segment 2' });
  await expect(segSave).toBeDisabled();
  await segment.getByLabel('English').fill('Once upon a time there was a little book.');
  await expect(segSave).toBeEnabled();
  await segSave.click();
  await expect(segment.getByRole('status')).toContainText('Segment 2 saved.');

  await page.getByRole('button', { name: 'Add New Segment' }).click();
  await page.getByRole('button', { name: 'Create Segment' }).click();
  await expect(page.getByTestId('new-segment-error')).toHaveText(
    'Both English and Estonian content are required',
  );
  await page.getByLabel('Estonian content').fill('Lõpp.');
  await page.getByLabel('English content').fill('The end.');
  await page.getByRole('button', { name: 'Create Segment' }).click();
  await expect(page.getByTestId('segment-editor')).toHaveCount(3);

  // a learner finds the published book
  const learner = await browser.newContext();
  const lp = await learner.newPage();
  await signInAsDemo(lp, 'learner');
  await expect(lp).toHaveURL(/\/dashboard/);
  await lp.goto('/dual-language-books');
  await expect(lp.getByText(titleEt)).toBeVisible();
  await learner.close();

  // delete with the confirmation that names the title
  await page.goto('/admin/dual-language-books');
  await page.getByRole('button', { name: `Delete ${titleEt}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete book' });
  await expect(confirm).toContainText(
    `Are you sure you want to delete "${titleEt}"? It goes to the Trash with all its segments and learners' reading progress, and can be restored for 30 days.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: titleEt })).toHaveCount(0);
});

test('a segment’s audio plays on the edit screen, and an address that will not work says so as it is typed', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/dual-language-books');
  const row = page.getByRole('row').filter({ hasText: 'Suur Tõll' });
  await row.getByRole('link', { name: /^Edit / }).click();
  const segment = page.getByTestId('segment-editor').nth(1);
  await expect(segment.getByLabel('Segment audio')).toHaveAttribute(
    'src',
    /^\/media\/books\/suur-toll\/\d+\.mp3$/,
  );
  const audioUrl = segment.getByLabel('Audio URL');
  await audioUrl.fill('http://example.com/x.mp3');
  await expect(segment.getByRole('status')).toContainText('must use https://');
  await audioUrl.fill('/audio/books/missing.mp3');
  await expect(segment.getByRole('status')).toContainText('This audio could not be loaded');
});
