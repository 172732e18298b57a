import { expect, test } from '@playwright/test';
import { signInAsAdmin, uniqueTag } from './admin-helpers.ts';

test('create a reading text with a multiple-choice and a true/false question', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/reading-texts/create');
  const tag = uniqueTag();
  const title = `Mari päev ${tag}`;

  await page.getByRole('button', { name: 'Create Reading Text' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Title is required');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Create Reading Text' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Content is required');
  const content = `Mari elab Tallinnas. ${'Ta käib iga päev tööl ja õhtul loeb raamatut. '.repeat(6)}`;
  await page.getByLabel('Content').fill(content);

  await page.getByLabel('New topic').fill('Igapäevaelu');
  await page.getByRole('button', { name: 'Add Topic' }).click();
  await page.getByLabel('New topic').fill(' igapäevaelu ');
  await page.getByRole('button', { name: 'Add Topic' }).click();
  await expect(page.getByRole('list', { name: 'Topics' }).getByRole('listitem')).toHaveCount(1);

  for (const [w, t] of [
    ['elab', 'lives'],
    ['käib', 'goes'],
    ['tööl', 'at work'],
    ['õhtul', 'in the evening'],
    ['loeb', 'reads'],
    ['raamatut', 'a book'],
    ['päev', 'day'],
  ]) {
    await page.getByLabel('Word', { exact: true }).fill(w!);
    await page.getByLabel('Translation', { exact: true }).fill(t!);
    await page.getByRole('button', { name: 'Add Target Word' }).click();
  }

  // multiple choice: rename a ticked option and the answer follows
  await page.getByLabel('New question text').fill('Kus Mari elab?');
  await page.getByLabel('Option 1', { exact: true }).fill('Tartus');
  await page.getByLabel('Option 2', { exact: true }).fill('Tallinn');
  await page.getByLabel('Option 3', { exact: true }).fill('Pärnus');
  await page.getByLabel('Option 4', { exact: true }).fill('Narvas');
  await page.getByLabel('Option 2 is correct').check();
  await page.getByLabel('Option 2', { exact: true }).fill('Tallinnas');
  await page.getByRole('button', { name: 'Add Question' }).click();
  const questions = page.getByTestId('reading-question');
  await expect(questions).toHaveCount(1);
  await expect(questions.first()).toContainText('Correct answer: Tallinnas');

  // true/false
  await page.getByLabel('New question text').fill('Mari loeb õhtul raamatut.');
  await page.getByLabel('New question type').selectOption('TRUE_FALSE');
  await page.getByRole('radio', { name: 'True' }).check();
  await page.getByRole('button', { name: 'Add Question' }).click();
  await expect(questions).toHaveCount(2);
  await expect(questions.nth(1)).toContainText('True/False');

  // inline edit with Done
  await questions.nth(1).getByRole('button', { name: 'Edit question 2' }).click();
  await questions.nth(1).getByLabel('Explanation (optional)').fill('Tekstis on see kirjas.');
  await questions.nth(1).getByRole('button', { name: 'Done editing question 2' }).click();
  await expect(questions.nth(1)).toContainText('Explanation: Tekstis on see kirjas.');

  await page.getByRole('button', { name: 'Show Preview' }).click();
  await expect(page.getByTestId('reading-preview')).toContainText(title);

  await page.getByRole('button', { name: 'Create Reading Text' }).click();
  await expect(page.getByTestId('form-success')).toContainText('created successfully');

  await page.goto(`/admin/reading-texts?search=${tag}`);
  const item = page.getByTestId('reading-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('reading-excerpt')).toHaveText(/…$/);
  await expect(item.getByTestId('reading-target-words')).toContainText('(+2 more)');
  await expect(item).toContainText('2 questions');

  // the edit screen loads the questions and saves with "Update Reading Text"
  await item.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByTestId('reading-question')).toHaveCount(2);
  await expect(page.getByTestId('reading-question').first()).toContainText('Tallinnas');
  await page.getByRole('button', { name: 'Update Reading Text' }).click();
  await expect(page.getByTestId('form-success')).toContainText('updated successfully');

  await page.goto(`/admin/reading-texts?search=${tag}`);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete reading text' });
  await expect(confirm).toContainText('Are you sure you want to delete this reading text?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('reading-item')).toHaveCount(0);
});

test('a second reading text with the same title is asked about, and created when the editor says so', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/reading-texts/create');
  const tag = uniqueTag();
  const fill = async (title: string) => {
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Content')
      .fill('Mari elab Tallinnas. Ta käib iga päev tööl ja õhtul loeb raamatut.');
  };
  await fill(`Turul ${tag}`);
  await page.getByRole('button', { name: 'Create Reading Text' }).click();
  await expect(page.getByTestId('form-success')).toContainText('created successfully');

  await fill(`turul ${tag}`);
  await page.getByRole('button', { name: 'Create Reading Text' }).click();
  const warning = page.getByTestId('duplicate-warning');
  await expect(warning).toContainText('A reading text with this title already exists');
  await expect(page.getByTestId('form-success')).toHaveCount(0);
  await warning.getByRole('button', { name: 'Create anyway' }).click();
  await expect(page.getByTestId('form-success')).toContainText('created successfully');
  await expect(warning).toHaveCount(0);
  await page.goto(`/admin/reading-texts?search=${tag}`);
  await expect(page.getByTestId('reading-item')).toHaveCount(2);
});
