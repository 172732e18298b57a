import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin, uniqueTag } from './admin-helpers.ts';
import { apiSend, signInNewLearner } from './learner-helpers.ts';

// Issue #20 for reading texts, books and grammar: deletes go to the trash and come back with learners' progress,
// history on the edit screens, segments moved and deleted, a duplicate exercise asked about, dirty forms guarded.

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `output/screens/admin-content-${name}.png`, fullPage: true });

/** The signed-in admin's token, to set up content through the documented REST paths. */
const adminToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token') ?? '');

async function createBook(page: Page, tag: string) {
  return apiSend<{ id: number; segments: { id: number }[] }>(
    page,
    await adminToken(page),
    'POST',
    '/admin/dual-language-texts',
    {
      titleEt: `Järjestuse raamat ${tag}`,
      titleEn: `The order book ${tag}`,
      author: 'Keelerada',
      level: 'A21',
      isPublished: true,
      segments: [
        { segmentType: 'chapter_header', estonianContent: '1. peatükk', englishContent: 'Chapter 1' },
        { estonianContent: 'Esimene lause.', englishContent: 'First sentence.' },
        { estonianContent: 'Teine lause.', englishContent: 'Second sentence.' },
      ],
    },
  );
}

test('delete a reading text a learner has read, find it in the trash, restore it with the progress', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  const tag = uniqueTag();
  const title = `Prügikasti tekst ${tag}`;
  const created = await apiSend<{ readingText: { id: number }; questions: { id: number }[] }>(
    page,
    await adminToken(page),
    'POST',
    '/admin/reading-texts',
    {
      title,
      content: 'Mari elab Tartus. Ta käib koolis.',
      level: 'A0',
      difficulty: 'BEGINNER',
      topics: ['home'],
      source: 'Keelerada original',
      targetWords: [{ word: 'kool', translation: 'school', wordType: 'NOUN' }],
      readingQuestions: [
        {
          question: 'Kus elab Mari?',
          questionType: 'MULTIPLE_CHOICE',
          options: ['Tartus', 'Tallinnas'],
          correctAnswer: ['Tartus'],
        },
      ],
    },
  );
  const id = created.readingText.id;
  const learnerContext = await browser.newContext();
  const lp = await learnerContext.newPage();
  const learner = await signInNewLearner(lp, 'trash-reader');
  await apiSend(lp, learner.token, 'POST', `/reading/immersion-texts/${id}/progress`, {
    isCompleted: true,
    questionsAnswered: 1,
    questionsCorrect: 1,
  });

  await page.goto(`/admin/reading-texts?search=${tag}`);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
  const listed = async () => {
    const res = await lp.request.get('/api/reading/immersion-texts?level=A0&limit=50', {
      headers: { authorization: `Bearer ${learner.token}` },
    });
    return ((await res.json()) as { id: number; isCompleted?: boolean }[]).find((t) => t.id === id);
  };
  expect(await listed()).toBeUndefined();

  await page.goto('/admin/trash');
  const entry = page.getByTestId('trash-row').filter({ hasText: title });
  await expect(entry).toContainText('Reading text');
  await entry.getByRole('button', { name: `Restore ${title}` }).click();
  await expect(page.getByTestId('trash-message')).toContainText(`Restored “${title}”`);
  expect(await listed()).toMatchObject({ id, isCompleted: true });
  await learnerContext.close();

  // the edit screen tells who deleted and restored it
  await page.goto(`/admin/reading-texts/edit/${id}`);
  const history = page.getByTestId('item-history');
  await expect(history).toContainText('Restored by Jaan Tamm just now');
  await expect(history).toContainText('Deleted by Jaan Tamm');
  await page.getByLabel('Title').fill(`${title} (uus)`);
  await page
    .getByRole('button', { name: /Update Reading Text|Save/ })
    .first()
    .click();
  await expect(history).toContainText(`Edited by Jaan Tamm just now: title '${title}' → '${title} (uus)'`);
  await shot(page, 'reading-history-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'reading-history-375');
});

test('move a book segment up, delete another; the level shows to learners; history on the book', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  const tag = uniqueTag();
  const book = await createBook(page, tag);
  await page.goto(`/admin/dual-language-books/${book.id}/edit`);
  const editors = page.getByTestId('segment-editor');
  await expect(editors).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Move segment 1 up' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move segment 3 down' })).toBeDisabled();

  await page.getByRole('button', { name: 'Move segment 3 up' }).click();
  await expect(page.getByTestId('segments-notice')).toHaveText('Segment moved to place 2.');
  await expect(editors.nth(1).getByLabel('Eesti keel')).toHaveValue('Teine lause.');
  await expect(editors.nth(2).getByLabel('Eesti keel')).toHaveValue('Esimene lause.');

  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: 'Delete segment 3' }).click();
  await expect(page.getByTestId('segments-notice')).toHaveText('Segment deleted. The book has 2 segments.');
  await expect(editors).toHaveCount(2);

  // the level in Book Information
  await expect(page.getByLabel('Level')).toHaveValue('A21');
  await page.getByLabel('Level').selectOption('B1');
  await page.getByRole('button', { name: 'Save Book Info' }).click();
  await expect(page.getByText('Book information saved.')).toBeVisible();
  const history = page.getByTestId('item-history');
  await expect(history).toContainText("Edited by Jaan Tamm just now: level 'A21' → 'B1'");
  await expect(history).toContainText('Segment deleted by Jaan Tamm');
  await expect(history).toContainText('Segments reordered by Jaan Tamm');
  await shot(page, 'book-editor-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'book-editor-375');

  const learnerContext = await browser.newContext();
  const lp = await learnerContext.newPage();
  await signInNewLearner(lp, 'level-reader');
  await lp.goto('/dual-language-books');
  const card = lp.getByRole('article').filter({ hasText: `Järjestuse raamat ${tag}` });
  await expect(card).toContainText('Level B1');
  await learnerContext.close();
});

test('a duplicate grammar exercise is asked about first and can be created anyway', async ({ page }) => {
  await signInAsAdmin(page);
  const tag = uniqueTag();
  const fill = async () => {
    await page.goto('/admin/grammar-exercises/create');
    await page.getByLabel('Exercise type').selectOption('CASE_PRACTICE');
    await page.getByLabel('Level', { exact: true }).selectOption('A11');
    await page.getByLabel('Difficulty').selectOption('BEGINNER');
    await page.getByLabel('Sentence').fill(`Me elame väikeses ___ (${tag}).`);
    await page.getByLabel('Target word').fill('linn');
    await page.getByLabel('Correct case').selectOption('INESSIVE');
    await page.getByLabel('Correct answer').fill('linnas');
    await page.getByLabel('Explanation').fill('Where?');
    await page.getByLabel('Translation').fill('We live in a small town.');
    await page.getByLabel('Distractor 1').fill('linna');
    await page.getByLabel('Distractor 2').fill('linnast');
    await page.getByLabel('Distractor 3').fill('linn');
  };
  await fill();
  await page.getByRole('button', { name: 'Create Exercise' }).click();
  await expect(page.getByTestId('form-success')).toContainText('created successfully');

  await fill();
  await page.getByRole('button', { name: 'Create Exercise' }).click();
  const warning = page.getByTestId('duplicate-warning');
  await expect(warning).toContainText('with the same sentence and answer already exists');
  await shot(page, 'grammar-duplicate');
  await warning.getByRole('button', { name: 'Create anyway' }).click();
  await expect(page.getByTestId('form-success')).toContainText('created successfully');
  await expect(warning).toHaveCount(0);
  await page.goto(`/admin/grammar-exercises?search=${tag}`);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(2);
});

test('dirty grammar and book forms ask before they are left, also when the tab closes', async ({ page }) => {
  await signInAsAdmin(page);
  const ask = page.getByRole('dialog', { name: 'Unsaved changes' });
  await page.goto('/admin/grammar-exercises/create');
  await page.getByLabel('Sentence').fill('Pooleli lause ___.');
  await page.getByRole('link', { name: /Keelerada Admin/ }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByLabel('Sentence')).toHaveValue('Pooleli lause ___.');

  const book = await createBook(page, uniqueTag());
  await page.goto(`/admin/dual-language-books/${book.id}/edit`);
  await page.getByLabel('Author').fill('Keegi teine');
  await page.getByRole('link', { name: 'Back to Books' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/admin\/dual-language-books$/);

  // closing the tab with changes: the browser's own beforeunload prompt
  await page.goto(`/admin/dual-language-books/${book.id}/edit`);
  await page.getByLabel('Author').fill('Veel keegi');
  // the card reports its change to the screen's one guard (an effect, then the guard's own): a person takes longer
  // than that to close a tab, a test does not
  await expect(page.getByRole('button', { name: 'Save Book Info' })).toBeEnabled();
  await page.waitForTimeout(250);
  const prompted = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await prompted;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
});
