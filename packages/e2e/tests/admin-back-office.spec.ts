import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin, uniqueTag } from './admin-helpers.ts';

// Issue #20 as a content editor: bulk on a mixed selection, nothing lost, search that finds, an import that tells.

const HEADER =
  'word,wordType,translation,definition,level,practiceContext,practiceContextTranslation,form,caseForm,verbForm,frequencyRank';

async function importCsv(page: Page, lines: string[]) {
  await page.goto('/admin/vocabulary-cards/import');
  await page.getByLabel(/Choose a CSV file/).setInputFiles({
    name: 'cards.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, ...lines].join('\n')),
  });
  await expect(page.getByTestId('import-check')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('import-results')).toBeVisible();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `output/screens/admin-back-office-${name}.png`, fullPage: true });

test('bulk Needs Attention on an unreviewed and a valid card, with a note: both change and the screen says so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  const tag = uniqueTag();
  await importCsv(page, [
    `mix${tag}a,NOUN,thing a,,A0,Mul on ___.,I have a thing.,mix${tag}a,,,`,
    `mix${tag}b,NOUN,thing b,,A0,Mul on ___.,I have a thing.,mix${tag}b,,,`,
  ]);
  await page.goto(`/admin/vocabulary-cards?search=mix${tag}`);
  const rows = page.getByTestId('card-row');
  await expect(rows).toHaveCount(2);
  // b is reviewed VALID first
  await rows
    .filter({ hasText: `mix${tag}b` })
    .getByRole('button', { name: /^Change status/ })
    .click();
  await page.getByRole('dialog').getByLabel(/Valid/).check();
  await page.getByRole('dialog').getByRole('button', { name: /Save/ }).click();
  await expect(rows.filter({ hasText: `mix${tag}b` })).toContainText('Valid');

  await page.getByRole('checkbox', { name: 'Select all cards on this page' }).check();
  await page.getByPlaceholder('Review notes (optional)').fill('check the context');
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Needs Attention' }).click();
  const result = page.getByTestId('bulk-result');
  await expect(result).toContainText('Needs Attention set on 2 cards: 2 changed.');
  await expect(result).toContainText(`mix${tag}a: Unreviewed → Needs Attention`);
  await expect(result).toContainText(`mix${tag}b: Valid → Needs Attention`);
  await expect(rows.filter({ hasText: 'Needs Attention' })).toHaveCount(2);
  await expect(rows.first()).toContainText('Notes: check the context');
  await shot(page, 'bulk-result');

  // Reset to Unreviewed in bulk
  await page.getByRole('checkbox', { name: 'Select all cards on this page' }).check();
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Reset to Unreviewed' }).click();
  await expect(result).toContainText('Unreviewed set on 2 cards');
  await expect(rows.filter({ hasText: 'Unreviewed' })).toHaveCount(2);

  // bulk edit of the level
  await page.getByRole('checkbox', { name: 'Select all cards on this page' }).check();
  await page.getByLabel('Set level of the selected cards').selectOption('B1');
  await expect(result).toContainText('Level B1 set on 2 cards.');
  await expect(rows.filter({ hasText: 'B1' })).toHaveCount(2);
});

test('an inline edit and a dirty reading-text form ask before they are left', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/vocabulary-cards');
  await page
    .getByTestId('card-row')
    .first()
    .getByRole('button', { name: /^Edit / })
    .click();
  await page.getByLabel('Translation', { exact: true }).fill('changed, not saved');
  await page.getByRole('button', { name: /Next/ }).click();
  const ask = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByLabel('Translation', { exact: true })).toHaveValue('changed, not saved');
  await expect(page).not.toHaveURL(/page=2/);

  await page.goto('/admin/reading-texts/create');
  await page.getByLabel('Title').fill('Pooleli tekst');
  await page
    .getByRole('link', { name: /Back|Dashboard/ })
    .first()
    .click();
  await expect(ask).toBeVisible();
  await shot(page, 'unsaved-changes');
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).not.toHaveURL(/reading-texts\/create/);
});

test('delete a card, find it in the trash, restore it; search oun finds õun', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  const tag = uniqueTag();
  await importCsv(page, [`õun${tag},NOUN,apple,,A0,Ma söön ___.,I eat an apple.,õuna${tag},,,`]);
  await page.goto(`/admin/vocabulary-cards?search=oun${tag}`);
  const row = page.getByTestId('card-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`õun${tag}`);

  await row.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('card-row')).toHaveCount(0);
  await page.getByRole('link', { name: 'Trash' }).first().click();
  const entry = page.getByTestId('trash-row').filter({ hasText: `õun${tag}` });
  await expect(entry).toContainText('Vocabulary card');
  await shot(page, 'trash');
  await entry.getByRole('button', { name: /^Restore/ }).click();
  await expect(page.getByTestId('trash-message')).toContainText(`Restored “õun${tag} → õuna${tag}”`);
  await page.goto(`/admin/vocabulary-cards?search=oun${tag}`);
  await expect(page.getByTestId('card-row')).toHaveCount(1);
  // the card's history tells who deleted and restored it
  await page
    .getByTestId('card-row')
    .getByRole('button', { name: /^Edit / })
    .click();
  const history = page.getByTestId('card-history');
  await expect(history).toContainText('Restored by Jaan Tamm just now');
  await expect(history).toContainText('Deleted by Jaan Tamm');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/history');
  await expect(page.getByTestId('history-list')).toContainText(`õun${tag} → õuna${tag}`);
  await shot(page, 'history-375');
  await page.goto('/admin/trash');
  await expect(page.getByRole('heading', { name: 'Trash' })).toBeVisible();
  await expect(page.getByText('The trash is empty.').or(page.getByTestId('trash-table'))).toBeVisible();
  await shot(page, 'trash-375');
});

test('import preview marks the bad row before anything is written; rejected rows download as CSV', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  const tag = uniqueTag();
  await page.goto('/admin/vocabulary-cards/import');
  // headers in another case, as a spreadsheet might write them
  const csv = [
    'Word,WordType,Translation,Level,PracticeContext,PracticeContextTranslation,Form',
    `pre${tag}a,NOUN,one,A0,See on ___.,It is one.,pre${tag}a`,
    `pre${tag}b,NOUN,two,Z9,See on ___.,It is two.,pre${tag}b`,
    `pre${tag}a,NOUN,one,A0,See on ___.,It is one.,pre${tag}a`,
  ].join('\n');
  await page.getByLabel(/Choose a CSV file/).setInputFiles({
    name: 'cards.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByTestId('import-check')).toContainText('1 card will be created');
  await expect(page.getByTestId('import-check')).toContainText('1 duplicate skipped, 1 row rejected');
  const verdicts = page.getByTestId('import-verdict');
  await expect(verdicts.nth(0)).toContainText('Will be created');
  await expect(verdicts.nth(1)).toContainText('Error: Level must be one of');
  await expect(verdicts.nth(2)).toContainText('the same word, form and practice context as row 2');
  const check = page.getByTestId('import-check-results');
  await expect(check).toContainText('Row 3: Level must be one of');
  await shot(page, 'import-preview');
  // nothing was written by the preview
  await page.goto(`/admin/vocabulary-cards?search=pre${tag}`);
  await expect(page.getByText('No vocabulary cards found')).toBeVisible();

  await page.goto('/admin/vocabulary-cards/import');
  await page.getByLabel(/Choose a CSV file/).setInputFiles({
    name: 'cards.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByTestId('import-check')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('import-created')).toHaveText('1');
  const download = page.waitForEvent('download');
  await page
    .getByTestId('import-results')
    .getByRole('button', { name: 'Download rejected rows (CSV)' })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('vocabulary_cards_rejected_rows.csv');
  const text = readFileSync((await file.path())!, 'utf8');
  // a UTF-8 BOM (for Excel) and the optional number and alternatives columns before the row and the reason
  expect(text.split('\r\n')[0]).toBe(`\uFEFF${HEADER},number,alternatives,row,error`);
  expect(text).toContain(`pre${tag}b,NOUN,two,,Z9`);
});
