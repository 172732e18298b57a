import { expect, test } from '@playwright/test';
import { signInAsAdmin, uniqueTag } from './admin-helpers.ts';

test('create a case-practice exercise and try it in the preview', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/grammar-exercises/create');
  await expect(page.getByRole('heading', { name: 'Create Grammar Exercise' })).toBeVisible();

  // the other types are not submittable yet
  await page.getByLabel('Exercise type').selectOption('TRANSLATION');
  await expect(page.getByTestId('coming-soon')).toContainText('coming soon');
  await expect(page.getByRole('button', { name: 'Create Exercise' })).toBeDisabled();
  await page.getByLabel('Exercise type').selectOption('CASE_PRACTICE');

  const tag = uniqueTag();
  const submit = page.getByRole('button', { name: 'Create Exercise' });
  // §9 defaults; level and difficulty are checked first (§5)
  const level = page.getByLabel('Level', { exact: true });
  await expect(level).toHaveValue('A0');
  await expect(page.getByLabel('Difficulty')).toHaveValue('BEGINNER');
  await level.selectOption('');
  await submit.click();
  await expect(page.getByTestId('form-error')).toHaveText('Level is required');
  await level.selectOption('A0');
  await page.getByLabel('Sentence').fill(`Ma elan suures ___ (${tag}).`);
  await submit.click();
  await expect(page.getByTestId('form-error')).toHaveText('All case practice fields are required');
  await page.getByLabel('Target word').fill('maja');
  await page.getByLabel('Correct case').selectOption('INESSIVE');
  await page.getByLabel('Correct answer').fill('majas');
  await page.getByLabel('Explanation').fill('Inessive (-s): in something.');
  await page.getByLabel('Translation').fill('I live in a big house.');
  await page.getByLabel('Distractor 1').fill('maja');
  await submit.click();
  await expect(page.getByTestId('form-error')).toHaveText('All distractors must be filled');
  await page.getByLabel('Distractor 2').fill('majja');
  await page.getByLabel('Distractor 3').fill('majast');

  // preview from the form
  await page.getByRole('button', { name: 'Preview & Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview & Test' });
  await expect(dialog.getByRole('radio')).toHaveCount(4);
  await dialog.getByRole('radio', { name: 'majja', exact: true }).click();
  await dialog.getByRole('button', { name: 'Check Answer' }).click();
  await expect(dialog.getByRole('status')).toContainText('The nearest accepted answer is majas');
  await expect(dialog.getByTestId('accepted-answers')).toContainText('majas');
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await dialog.getByRole('radio', { name: 'majas', exact: true }).click();
  await dialog.getByRole('button', { name: 'Check Answer' }).click();
  await expect(dialog.getByRole('status')).toContainText('Correct!');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await submit.click();
  await expect(page.getByTestId('form-success')).toContainText('created successfully');
  // the form resets (§4) and links to the exercise just created
  await expect(page.getByLabel('Sentence')).toHaveValue('');
  await expect(page.getByTestId('created-link')).toHaveText(/^Edit exercise #\d+$/);

  // it is in the list, with its details and the preview
  await page.goto(`/admin/grammar-exercises?search=${tag}`);
  const item = page.getByTestId('grammar-item');
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: 'Show Details' }).click();
  await expect(item).toContainText('majas');
  await item.getByRole('button', { name: 'Preview & Test' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview & Test' });
  await preview.getByRole('radio', { name: 'majas', exact: true }).click();
  await preview.getByRole('button', { name: 'Check Answer' }).click();
  await expect(preview.getByRole('status')).toContainText('Correct!');
  await preview.getByRole('button', { name: 'Close' }).click();

  // edit: the type is locked, the §5 messages apply
  await item.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Grammar Exercise' })).toBeVisible();
  await expect(page.getByText('locked')).toBeVisible();
  await page.getByLabel('Target word').fill('');
  await page.getByRole('button', { name: 'Update Exercise' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Target word is required');
  await page.getByLabel('Target word').fill('maja');
  await page.getByRole('button', { name: 'Update Exercise' }).click();
  await expect(page.getByTestId('form-success')).toContainText('updated');
  await expect(page.getByTestId('form-check')).toHaveCount(0);
  // the lexicon doubts an answer of another case than the one chosen: saved, with the warning
  await page.getByLabel('Correct case').selectOption('ILLATIVE');
  await page.getByRole('button', { name: 'Update Exercise' }).click();
  await expect(page.getByTestId('form-success')).toContainText('updated');
  await expect(page.getByTestId('form-check')).toHaveText(
    /^"majas" is the inessive singular of maja, not the illative.*: that is majja/,
  );

  // delete with the confirmation
  await page.goto(`/admin/grammar-exercises?search=${tag}`);
  await page.getByTestId('grammar-item').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete exercise' });
  await expect(confirm).toContainText('Are you sure you want to delete this grammar exercise?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('grammar-item')).toHaveCount(0);
});

test('an unknown exercise id shows "Exercise not found" with a way back', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/grammar-exercises/edit/999999');
  await expect(page.getByRole('heading', { name: 'Exercise not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Grammar Exercises' }).click();
  await expect(page.getByRole('heading', { name: 'Grammar Exercises' })).toBeVisible();
});

test('Cancel and Back from an edit screen return to the list as it was left: filter and page', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/grammar-exercises?type=CASE_PRACTICE&page=2');
  await expect(page.getByTestId('grammar-item').first()).toBeVisible();
  await page.getByTestId('grammar-item').first().getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/admin\/grammar-exercises\/edit\/\d+/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/grammar-exercises\?(?=.*type=CASE_PRACTICE)(?=.*page=2)/);
  // a reload of the edit screen still knows the list it came from
  await page.getByTestId('grammar-item').first().getByRole('link', { name: 'Edit' }).click();
  await page.reload();
  await page.getByRole('link', { name: '← Back to Grammar Exercises' }).click();
  await expect(page).toHaveURL(/\/admin\/grammar-exercises\?(?=.*type=CASE_PRACTICE)(?=.*page=2)/);
});
