import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin, uniqueTag } from './admin-helpers.ts';

// Issue #20: the card table at scale (select all matching, bulk level, filters, sorting, row keys) and the keyboard
// review queue.

/** Imports cards through the API with the signed-in admin's token (one import batch named `fileName`). */
async function seedCards(page: Page, prefix: string, n: number, fileName: string) {
  const cards = Array.from({ length: n }, (_, i) => ({
    word: `${prefix}${String(i).padStart(2, '0')}`,
    wordType: 'NOUN',
    translation: `thing ${i}`,
    level: 'A0',
    practiceContext: `See on ___ ${i}.`,
    practiceContextTranslation: `It is thing ${i}.`,
    form: `${prefix}${i}`,
  }));
  const status = await page.evaluate(
    async ({ cards, fileName }) => {
      const res = await fetch('/api/admin/vocabulary-cards/batch-import', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('auth_token')}`,
        },
        body: JSON.stringify({ cards, fileName }),
      });
      return res.status;
    },
    { cards, fileName },
  );
  expect(status).toBe(200);
}

test('select all matching cards across pages and bulk-edit their level', async ({ page }) => {
  await signInAsAdmin(page);
  const tag = `tbl${uniqueTag()}`;
  await seedCards(page, tag, 25, `${tag}.csv`);
  await page.goto('/admin/vocabulary-cards');
  // the import-batch filter offers the import
  const batch = page.getByLabel('Import batch');
  await expect(batch.locator('option', { hasText: `${tag}.csv` })).toHaveCount(1);
  const value = await batch.locator('option', { hasText: `${tag}.csv` }).getAttribute('value');
  await batch.selectOption(value!);
  await expect(page).toHaveURL(new RegExp(`batch=${value}`));
  await expect(page.getByText('25 cards', { exact: true })).toBeVisible();
  await expect(page.getByTestId('card-row')).toHaveCount(20);

  // sorting by word is server-side and in the URL
  await page.getByRole('button', { name: /^Word/ }).click();
  await expect(page).toHaveURL(/sort=word/);
  await expect(page.getByTestId('card-row').first()).toContainText(`${tag}00`);
  await page.getByRole('button', { name: /^Word/ }).click();
  await expect(page).toHaveURL(/order=desc/);
  await expect(page.getByTestId('card-row').first()).toContainText(`${tag}24`);

  // ↑ / ↓ move between rows, Enter opens the edit
  await page.getByTestId('card-row').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('card-row').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('card-row').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // tick the page, then "Select all 25 matching"
  await page.getByLabel('Select all cards on this page').check();
  await expect(page.getByTestId('bulk-bar')).toContainText('20 selected');
  await page.getByRole('button', { name: 'Select all 25 matching' }).click();
  await expect(page.getByTestId('bulk-bar')).toContainText('All 25 matching selected');
  await page.getByLabel('Set level of the selected cards').selectOption('B2');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Set level B2 on all 25 cards matching the filters?');
  await dialog.getByRole('button', { name: 'Change 25 cards' }).click();
  await expect(page.getByTestId('bulk-result')).toContainText('Level B2 set on 25 cards.');

  // both pages show the new level
  for (const row of await page.getByTestId('card-row').all()) await expect(row).toContainText('B2');
  await page.getByRole('button', { name: /Next/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('card-row')).toHaveCount(5);
  for (const row of await page.getByTestId('card-row').all()) await expect(row).toContainText('B2');
});

test('review cards from the keyboard queue', async ({ page }) => {
  await signInAsAdmin(page);
  const tag = `que${uniqueTag()}`;
  await seedCards(page, tag, 6, `${tag}.csv`);
  await page.goto(`/admin/vocabulary-cards?search=${tag}`);
  await page.getByRole('link', { name: 'Review unreviewed' }).click();
  await expect(page).toHaveURL(/vocabulary-cards\/review\?search=/);
  const progress = page.getByTestId('queue-progress');
  const preview = page.getByTestId('card-preview');
  await expect(progress).toHaveText('1 of 6');
  await expect(preview).toContainText(`${tag}00`);
  await expect(page.getByRole('button', { name: 'Valid V' })).toBeVisible();

  await page.keyboard.press('v');
  await expect(progress).toHaveText('2 of 6');
  await expect(preview).toContainText(`${tag}01`);
  await page.keyboard.press('i');
  await expect(progress).toHaveText('3 of 6');
  await expect(preview).toContainText(`${tag}02`);
  // typing in the note triggers nothing (it has v, i, n and s in it)
  await page.getByLabel('Review note (optional)').click();
  await page.keyboard.type('invisible nouns');
  await expect(progress).toHaveText('3 of 6');
  await page.keyboard.press('Escape');
  await page.keyboard.press('n');
  await expect(progress).toHaveText('4 of 6');
  await expect(preview).toContainText(`${tag}03`);
  await page.keyboard.press('s');
  await expect(progress).toHaveText('5 of 6');
  await expect(preview).toContainText(`${tag}04`);
  await page.keyboard.press('v');
  await expect(progress).toHaveText('6 of 6');
  await page.keyboard.press('i');
  await expect(page.getByText('No unreviewed cards left')).toBeVisible();
  await expect(page.getByText('You went through 6 cards (1 skipped).')).toBeVisible();

  await page.goto(`/admin/vocabulary-cards?search=${tag}&sort=word`);
  const rows = page.getByTestId('card-row');
  await expect(rows).toHaveCount(6);
  const expected = ['Valid', 'Invalid', 'Needs Attention', 'Unreviewed', 'Valid', 'Invalid'];
  for (const [i, status] of expected.entries())
    await expect(rows.nth(i).locator('td[data-label="Status"]')).toContainText(status);
  await expect(rows.nth(2)).toContainText('Notes: invisible nouns');
});

test('the card table and the review queue at 375 px and 1280 px', async ({ page }) => {
  await signInAsAdmin(page);
  const tag = `shot${uniqueTag()}`;
  await seedCards(page, tag, 3, `${tag}.csv`);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/vocabulary-cards?search=${tag}`);
    await expect(page.getByTestId('card-row')).toHaveCount(3);
    await page.getByLabel('Select all cards on this page').check();
    await page.screenshot({ path: `output/screens/card-table-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto(`/admin/vocabulary-cards/review?search=${tag}`);
    await expect(page.getByTestId('queue-progress')).toHaveText('1 of 3');
    await page.screenshot({ path: `output/screens/review-queue-${width}.png`, fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // the import page with a file chosen (its file field was wider than a phone)
    await page.goto('/admin/vocabulary-cards/import');
    await page.getByLabel(/Choose a CSV file/).setInputFiles({
      name: `${tag}-with-a-long-file-name.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'word,wordType,translation,level,practiceContext,practiceContextTranslation,form\n' +
          `maja,NOUN,house,A0,See on ___ (${tag}).,It is a house.,maja\n`,
      ),
    });
    await expect(page.getByText(/with all required columns/)).toBeVisible();
    await page.screenshot({ path: `output/screens/import-${width}.png`, fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  }
});

test("the lexicon checks a card's form: in the import preview, its results and the review queue", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const tag = `vorm${uniqueTag()}`;
  // maja is in the lexicon: "majas" is its inessive, not the illative the row says; "majja" is right
  const csv = [
    'word,wordType,translation,level,practiceContext,practiceContextTranslation,form,caseForm',
    `maja,NOUN,house,A0,Ma lähen ___ (${tag} 1).,I go into the house.,majas,ILLATIVE`,
    `maja,NOUN,house,A0,Ma lähen ___ (${tag} 2).,I go into the house.,majja,ILLATIVE`,
  ].join('\n');
  const wrong =
    '"majas" is the inessive singular of maja, not the illative singular: that is majja or majasse';
  await page.goto('/admin/vocabulary-cards/import');
  await page.getByLabel(/Choose a CSV file/).setInputFiles({
    name: `${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByTestId('import-check')).toContainText('2 cards will be created');
  const verdicts = page.getByTestId('import-verdict');
  await expect(verdicts.nth(0)).toHaveText(`Will be created; form check: ${wrong}`);
  await expect(verdicts.nth(1)).toHaveText('Will be created');
  // listed below the table too (the table shows only the first rows of a file)
  await expect(page.getByTestId('import-check-results')).toContainText(`Row 2: ${wrong}`);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const results = page.getByTestId('import-results');
  await expect(page.getByTestId('import-created')).toHaveText('2');
  await expect(results.getByRole('list', { name: /Form check/ })).toContainText(`Row 2: ${wrong}`);

  // the queue takes the oldest first: the file's rows in order
  await page.goto(`/admin/vocabulary-cards/review?search=${tag}`);
  await expect(page.getByTestId('queue-progress')).toHaveText('1 of 2');
  await expect(page.getByTestId('card-preview')).toContainText('majas');
  await expect(page.getByTestId('form-check')).toHaveText(`${wrong}.`);
  await page.keyboard.press('s');
  await expect(page.getByTestId('queue-progress')).toHaveText('2 of 2');
  await expect(page.getByTestId('card-preview')).toContainText('majja');
  await expect(page.getByTestId('form-check')).toHaveCount(0);
  await page.screenshot({ path: 'output/screens/review-queue-form-check.png', fullPage: true });

  // an inline edit that mislabels the right card is saved, and the table says what the lexicon doubts
  await page.goto(`/admin/vocabulary-cards?search=${encodeURIComponent(`${tag} 2`)}`);
  await page
    .getByTestId('card-row')
    .getByRole('button', { name: /^Edit / })
    .click();
  await page.getByLabel('Case (optional)').selectOption('INESSIVE');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('form-check')).toHaveText(
    'maja → majja was saved, but "majja" is the illative singular of maja, not the inessive singular: that is majas.',
  );
  await expect(page.getByTestId('card-row')).toContainText('Inessive');
});
