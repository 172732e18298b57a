import { expect, test } from '@playwright/test';
import { signInAsAdmin as asAdmin, signInAsAdmin, uniqueTag as unique } from './admin-helpers.ts';

test('create a vocabulary card: the validation messages in order, then success', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/admin/vocabulary-cards/create');
  await expect(page.getByRole('heading', { name: 'Create Vocabulary Card' })).toBeVisible();
  const error = page.getByTestId('form-error');
  const submit = page.getByRole('button', { name: 'Create Card' });
  const word = `testsõna${unique()}`;

  await submit.click();
  await expect(error).toHaveText('Estonian word is required');
  await page.getByLabel('Estonian word').fill(word);
  await expect(error).toBeHidden(); // editing clears the message
  await submit.click();
  await expect(error).toHaveText('Word type is required');
  await page.getByLabel('Word type').selectOption('NOUN');
  await submit.click();
  await expect(error).toHaveText('Translation is required');
  await page.getByLabel('Translation', { exact: true }).fill('test word');
  await submit.click();
  await expect(error).toHaveText('Level is required');
  await page.getByLabel('Level').selectOption('A0');
  await submit.click();
  await expect(error).toHaveText('Practice context is required');
  await page.getByLabel('Practice context').fill('Ma näen sõna.');
  await submit.click();
  await expect(error).toHaveText('Context translation is required');
  await page.getByLabel('Context translation').fill('I see the word.');
  await submit.click();
  await expect(error).toHaveText('Form is required');
  await page.getByLabel('Form', { exact: true }).fill(word);
  await submit.click();
  await expect(error).toHaveText('Practice context must contain ___ placeholder for the answer');
  await page.getByLabel('Practice context').fill('Ma näen ___.');

  await expect(page.getByTestId('card-preview')).toContainText(word);
  await submit.click();
  await expect(page.getByTestId('form-success')).toHaveText('✓ Vocabulary card created successfully!');
  await expect(page.getByLabel('Estonian word')).toHaveValue(''); // the form resets

  await page.goto(`/admin/vocabulary-cards?search=${encodeURIComponent(word)}`);
  await expect(page.getByTestId('card-row')).toHaveCount(1);
  await expect(page.getByTestId('card-row')).toContainText('Unreviewed');
});

test('import a CSV and read the results panel; download the template', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/admin/vocabulary-cards/import');
  const tag = unique();
  const csv = [
    'word,wordType,translation,definition,level,practiceContext,practiceContextTranslation,form,caseForm,verbForm,frequencyRank',
    `imp${tag}a,NOUN,"house, home",,A0,"Me elame, ütleme, ___.","We live, say, at home.",imp${tag}a,,,12`,
    `imp${tag}b,VERB,to go,,A0,Ma ___ koju.,I go home.,imp${tag}b,,PRESENT,`,
    `imp${tag}a,NOUN,"house, home",,A0,"Me elame, ütleme, ___.","We live, say, at home.",imp${tag}a,,,12`,
    `imp${tag}c,NOUN,cat,,A0,Kass on siin.,The cat is here.,imp${tag}c,,,`,
    `imp${tag}d,NOUN,dog,,A0,,,,,,`,
    `imp${tag}e,NOUN,fish,,Z9,Ma näen ___.,I see a fish.,imp${tag}e,,,`,
  ].join('\n');

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('import-error')).toHaveText('Please select a file first');

  const input = page.getByLabel(/Choose a CSV file/);
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('import-error')).toHaveText('Please select a CSV file');

  await input.setInputFiles({ name: 'cards.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByRole('columnheader')).toHaveText([
    'Row',
    'Word',
    'Type',
    'Translation',
    'Level',
    'Context',
    'Form',
    'Also accepted',
    'Check',
  ]);
  await expect(preview.locator('tbody tr')).toHaveCount(5);
  await expect(preview).toContainText('Me elame, ütleme, ___.');

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const results = page.getByTestId('import-results');
  await expect(results).toBeVisible();
  await expect(page.getByTestId('import-created')).toHaveText('2');
  await expect(page.getByTestId('import-skipped')).toHaveText('1');
  await expect(page.getByTestId('import-errors')).toHaveText('3');
  // rows are numbered as the spreadsheet shows them (the header is row 1)
  await expect(results).toContainText('Row 5: Practice context must contain ___ placeholder for the answer');
  await expect(results).toContainText('Row 6: Practice context is required');
  await expect(results).toContainText(`word: imp${tag}d`);
  await expect(results.getByRole('link', { name: 'Go to Vocabulary Cards' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV Template' }).click();
  expect((await download).suggestedFilename()).toBe('vocabulary_cards_template.csv');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(preview).toBeHidden();
});

test('bulk-validate cards from the table with the keyboard', async ({ page }) => {
  await asAdmin(page);
  const tag = unique();
  // three fresh cards to review
  await page.goto('/admin/vocabulary-cards/import');
  const rows = ['a', 'b', 'c'].map(
    (s) => `kbd${tag}${s},NOUN,thing ${s},,A0,Mul on ___.,I have a thing.,kbd${tag}${s},,,`,
  );
  await page.getByLabel(/Choose a CSV file/).setInputFiles({
    name: 'kbd.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'word,wordType,translation,definition,level,practiceContext,practiceContextTranslation,form,caseForm,verbForm,frequencyRank',
        ...rows,
      ].join('\n'),
    ),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('import-created')).toHaveText('3');

  await page.goto(`/admin/vocabulary-cards?search=kbd${tag}`);
  await expect(page.getByTestId('card-row')).toHaveCount(3);
  await expect(page.getByText('Ctrl')).toBeVisible(); // the shortcut hints
  const first = page.getByTestId('card-row').first();
  await first.focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('bulk-bar')).toContainText('1 selected');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('bulk-bar')).toBeHidden();
  await first.focus();
  await page.keyboard.press('Control+a');
  await expect(page.getByTestId('bulk-bar')).toContainText('3 selected');
  await page.getByRole('button', { name: 'Mark Valid' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bulk-bar')).toBeHidden();
  await expect(page.getByTestId('card-row').filter({ hasText: 'Valid' })).toHaveCount(3);
});

test('arrows change page except while a card is edited; a failed load offers Retry', async ({ page }) => {
  await signInAsAdmin(page);
  let failing = true;
  await page.route(/\/trpc\/[^?]*admin\.vocabulary\.list/, async (route) => {
    if (failing) {
      // one error per procedure of the tRPC batch (the list may share a request with the import batches)
      const procedures = new URL(route.request().url()).pathname.split('/trpc/')[1]!.split(',');
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify(
          procedures.map(() => ({
            error: { message: 'Internal server error', code: -32603, data: { httpStatus: 500 } },
          })),
        ),
      });
    } else await route.continue();
  });
  await page.goto('/admin/vocabulary-cards');
  await expect(page.getByRole('alert')).toContainText('Internal server error');
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('card-row')).toHaveCount(20);
  await expect(page.getByRole('navigation', { name: 'Vocabulary card pages' })).toContainText('Page 1 of');

  await page.getByTestId('card-row').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('navigation', { name: 'Vocabulary card pages' })).toContainText('Page 2 of');
  await page.keyboard.press('ArrowLeft');
  await expect(page).not.toHaveURL(/page=2/);

  await page
    .getByTestId('card-row')
    .first()
    .getByRole('button', { name: /^Edit / })
    .click();
  await expect(page.getByTestId('card-edit-row')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).not.toHaveURL(/page=2/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('card-edit-row')).toHaveCount(0);
});
