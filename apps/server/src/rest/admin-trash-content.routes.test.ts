import { trashCutoff } from '@keelerada/api';
import { purgeTrash } from '@keelerada/db';
import { userIdOf } from '@keelerada/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

// Issue #20: reading texts and books go to the trash with their learners' progress, restore with it intact,
// learners never see trashed content; history for grammar, reading texts and books; book segments deleted and
// reordered in one transaction; a duplicate grammar exercise is asked about first; a book has a level.

const readingText = {
  title: 'Kustutatav lugu',
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
};

const book = {
  titleEt: 'Prügikasti raamat',
  titleEn: 'The bin book',
  author: 'Test',
  level: 'A22',
  isPublished: true,
  segments: [
    { segmentType: 'chapter_header', estonianContent: '1. peatükk', englishContent: 'Chapter 1' },
    { estonianContent: 'Esimene lause.', englishContent: 'First sentence.' },
    { estonianContent: 'Teine lause.', englishContent: 'Second sentence.' },
    { estonianContent: 'Kolmas lause.', englishContent: 'Third sentence.' },
  ],
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describeApp('admin trash and history for reading texts, books and grammar', (t) => {
  let admin = '';
  let learner = '';
  const call = (token: string) => (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: t.auth(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const api = (method: Method, url: string, payload?: unknown) => call(admin)(method, url, payload);
  const me = (method: Method, url: string, payload?: unknown) => call(learner)(method, url, payload);
  const trashEntry = async (kind: string, itemId: number) =>
    (
      (await api('GET', '/admin/trash')).json().items as {
        id: number;
        kind: string;
        itemId: number;
        label: string;
      }[]
    ).find((i) => i.kind === kind && i.itemId === itemId);
  const history = async (kind: string, itemId: number) =>
    (await api('GET', `/admin/history?kind=${kind}&itemId=${itemId}`)).json().entries as {
      action: string;
      changes: { field: string; before: unknown; after: unknown }[];
      admin: { email: string } | null;
    }[];

  beforeAll(async () => {
    admin = await t.login('editor@example.ee', { admin: true });
    learner = await t.login('reader@example.ee');
  });

  it('trashes a reading text with its learners’ progress and answers, hides it, restores it intact', async () => {
    const created = (await api('POST', '/admin/reading-texts', readingText)).json();
    const id = created.readingText.id as number;
    const questionId = created.questions[0].id as number;
    expect(
      (await me('POST', `/reading/questions/${questionId}/response`, { userAnswer: 'Tartus' })).statusCode,
    ).toBe(200);
    await me('POST', `/reading/immersion-texts/${id}/progress`, {
      isCompleted: true,
      questionsAnswered: 1,
      questionsCorrect: 1,
    });
    const visible = async () =>
      ((await me('GET', '/reading/immersion-texts?level=A0&limit=50')).json() as { id: number }[]).some(
        (x) => x.id === id,
      );
    expect(await visible()).toBe(true);

    expect((await api('DELETE', `/admin/reading-texts/${id}`)).json()).toEqual({ success: true });
    expect(await visible()).toBe(false);
    expect((await api('GET', `/admin/reading-texts/${id}`)).statusCode).toBe(404);
    expect(
      (await me('POST', `/reading/questions/${questionId}/response`, { userAnswer: 'Tartus' })).statusCode,
    ).toBe(404);
    const entry = await trashEntry('reading_text', id);
    expect(entry).toMatchObject({ label: 'Kustutatav lugu' });

    const restored = await api('POST', `/admin/trash/${entry!.id}/restore`);
    expect(restored.json()).toEqual({ success: true, kind: 'reading_text' });
    expect(await visible()).toBe(true);
    const again = (await api('GET', `/admin/reading-texts/${id}`)).json();
    expect(again.questions.map((q: { id: number }) => q.id)).toEqual([questionId]);
    const userId = await userIdOf(t.db, 'reader@example.ee');
    const progress = await t.db
      .selectFrom('reading_text_progress')
      .select(['is_completed', 'questions_correct'])
      .where('user_id', '=', userId)
      .where('reading_text_id', '=', id)
      .executeTakeFirst();
    expect(progress).toEqual({ is_completed: true, questions_correct: 1 });
    const answers = await t.db
      .selectFrom('question_responses')
      .select('is_correct')
      .where('user_id', '=', userId)
      .where('question_id', '=', questionId)
      .execute();
    expect(answers).toEqual([{ is_correct: true }]);
    expect(await trashEntry('reading_text', id)).toBeUndefined();
    expect((await history('reading_text', id)).map((e) => e.action)).toEqual(['restore', 'delete', 'create']);
  });

  it('records a reading-text edit field by field, with the admin', async () => {
    const id = (await api('POST', '/admin/reading-texts', { ...readingText, title: 'Vana pealkiri' })).json()
      .readingText.id as number;
    await api('PUT', `/admin/reading-texts/${id}`, { ...readingText, title: 'Uus pealkiri', level: 'A11' });
    const [latest] = await history('reading_text', id);
    expect(latest).toMatchObject({ action: 'update', admin: { email: 'editor@example.ee' } });
    expect(latest!.changes).toEqual([
      { field: 'title', before: 'Vana pealkiri', after: 'Uus pealkiri' },
      { field: 'level', before: 'A0', after: 'A11' },
    ]);
    // saving the same values again records nothing
    await api('PUT', `/admin/reading-texts/${id}`, { ...readingText, title: 'Uus pealkiri', level: 'A11' });
    expect(await history('reading_text', id)).toHaveLength(2);
  });

  it('trashes a book with its segments and read marks, hides it from learners, restores it intact', async () => {
    const created = await api('POST', '/admin/dual-language-texts', book);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json().level).toBe('A22');
    const segments = created.json().segments as { id: number }[];
    await me('POST', '/reading-progress', { textId: id, segmentId: segments[1]!.id });
    const listed = async () =>
      ((await me('GET', '/dual-language-texts')).json().texts as { id: number; level: string | null }[]).find(
        (b) => b.id === id,
      );
    expect((await listed())?.level).toBe('A22');

    expect((await api('DELETE', `/admin/dual-language-texts/${id}`)).json()).toEqual({ success: true, id });
    expect(await listed()).toBeUndefined();
    expect((await me('GET', `/dual-language-texts/${id}`)).statusCode).toBe(404);
    const entry = await trashEntry('book', id);
    expect(entry?.label).toBe('Prügikasti raamat / The bin book');

    expect((await api('POST', `/admin/trash/${entry!.id}/restore`)).json()).toEqual({
      success: true,
      kind: 'book',
    });
    expect((await listed())?.level).toBe('A22');
    const progress = (await me('GET', `/reading-progress/${id}`)).json();
    expect(progress.readSegmentIds).toEqual([segments[1]!.id]);
    const page = (await me('GET', `/dual-language-texts/${id}/segments?page=1&limit=10`)).json();
    expect(page.segments.map((s: { id: number }) => s.id)).toEqual(segments.map((s) => s.id));
  });

  it('purges a trashed book after 30 days, and a purged book cannot be restored', async () => {
    const id = (await api('POST', '/admin/dual-language-texts', { ...book, titleEt: 'Aegunud' })).json()
      .id as number;
    await api('DELETE', `/admin/dual-language-texts/${id}`);
    const entry = await trashEntry('book', id);
    expect(await purgeTrash(t.db, trashCutoff(new Date(Date.now() + 29 * 86_400_000)))).toBe(0);
    expect(
      await purgeTrash(t.db, trashCutoff(new Date(Date.now() + 31 * 86_400_000))),
    ).toBeGreaterThanOrEqual(1);
    expect((await api('POST', `/admin/trash/${entry!.id}/restore`)).statusCode).toBe(404);
  });

  it('sets, changes and clears a book level, with history', async () => {
    const id = (
      await api('POST', '/admin/dual-language-texts', { ...book, titleEt: 'Tasemeta', level: undefined })
    ).json().id as number;
    expect((await api('GET', `/admin/dual-language-texts/${id}`)).json().level).toBeNull();
    expect((await api('PUT', `/admin/dual-language-texts/${id}`, { level: 'B1' })).json().level).toBe('B1');
    expect((await api('PUT', `/admin/dual-language-texts/${id}`, { level: 'Z9' })).json().error).toMatch(
      /Level must be one of A0, .* or empty\./,
    );
    expect((await api('PUT', `/admin/dual-language-texts/${id}`, { level: '' })).json().level).toBeNull();
    const entries = await history('book', id);
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      ['update', [{ field: 'level', before: 'B1', after: null }]],
      ['update', [{ field: 'level', before: null, after: 'B1' }]],
      ['create', []],
    ]);
  });

  it('reorders segments and deletes one in one transaction each; read marks follow their segments', async () => {
    const created = (
      await api('POST', '/admin/dual-language-texts', { ...book, titleEt: 'Järjestus' })
    ).json();
    const id = created.id as number;
    const [h, a, b, c] = (created.segments as { id: number }[]).map((s) => s.id) as [
      number,
      number,
      number,
      number,
    ];
    await me('POST', '/reading-progress', { textId: id, segmentId: b });
    const order = async () =>
      (
        (await api('GET', `/admin/dual-language-texts/${id}/segments?page=1&limit=50`)).json().segments as {
          id: number;
          segmentOrder: number;
        }[]
      ).map((s) => [s.id, s.segmentOrder]);

    const moved = await api('PUT', `/admin/dual-language-texts/${id}/segment-order`, {
      segmentIds: [h, b, a, c],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await order()).toEqual([
      [h, 1],
      [b, 2],
      [a, 3],
      [c, 4],
    ]);
    expect((await me('GET', `/reading-progress/${id}`)).json().readSegmentIds).toEqual([b]);

    for (const bad of [
      [h, b, a],
      [h, b, a, c, c],
      [h, b, a, 999999],
    ]) {
      const res = await api('PUT', `/admin/dual-language-texts/${id}/segment-order`, { segmentIds: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('segmentIds must list every segment of the book once, in the new order.');
    }
    expect(await order()).toEqual([
      [h, 1],
      [b, 2],
      [a, 3],
      [c, 4],
    ]);

    const reordered = (await history('book', id))[0]!;
    expect(reordered.changes).toEqual([
      { field: "place of 'Teine lause.'", before: 3, after: 2 },
      { field: "place of 'Esimene lause.'", before: 2, after: 3 },
    ]);
    const up = await api('PUT', `/admin/dual-language-segments/${c}/position`, { position: 1 });
    expect(up.json()).toEqual({ success: true, segmentIds: [c, h, b, a] });
    await api('PUT', `/admin/dual-language-segments/${c}/position`, { position: 99 });
    expect(
      (await api('PUT', `/admin/dual-language-segments/${c}/position`, { position: 0 })).json().error,
    ).toBe('Position must be a whole number of at least 1.');
    const gone = await api('DELETE', `/admin/dual-language-segments/${b}`);
    expect(gone.json()).toEqual({ success: true, textId: id, totalSegments: 3 });
    expect(await order()).toEqual([
      [h, 1],
      [a, 2],
      [c, 3],
    ]);
    expect((await api('DELETE', `/admin/dual-language-segments/${b}`)).statusCode).toBe(404);
    expect((await api('GET', `/admin/dual-language-texts/${id}`)).json().totalSegments).toBe(3);
    // appending after a delete takes the next free place
    const added = await api('POST', `/admin/dual-language-texts/${id}/segments`, {
      estonianContent: 'Neljas lause.',
      englishContent: 'Fourth sentence.',
    });
    expect(added.json().segmentOrder).toBe(4);
    expect((await history('book', id)).map((e) => e.action)).toEqual([
      'segment create',
      'segment delete',
      'segment reorder',
      'segment reorder',
      'segment reorder',
      'create',
    ]);
  });

  it('records grammar edits and asks before creating a duplicate exercise', async () => {
    const exercise = {
      type: 'CASE_PRACTICE',
      level: 'A11',
      difficulty: 'BEGINNER',
      tags: ['inessive'],
      sentence: 'Me elame väikeses _____.',
      targetWord: 'linn',
      correctCase: 'INESSIVE',
      correctAnswer: 'linnas',
      distractors: ['linna', 'linnast', 'linn'],
      explanation: 'Where?',
      translation: 'We live in a small town.',
    };
    const first = await api('POST', '/admin/grammar-exercises', exercise);
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().exercise.id as number;

    const dup = await api('POST', '/admin/grammar-exercises', { ...exercise, explanation: 'Other words.' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(
      `An exercise of this type with the same sentence and answer already exists (#${id}). Press "Create anyway" to add it all the same.`,
    );
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('grammar_exercises')
            .select((e) => e.fn.countAll().as('n'))
            .where('type', '=', 'CASE_PRACTICE')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const anyway = await api('POST', '/admin/grammar-exercises', { ...exercise, allowDuplicate: true });
    expect(anyway.statusCode).toBe(201);
    expect(await count()).toBe(before + 1);
    // another answer to the same sentence is not a duplicate
    const other = await api('POST', '/admin/grammar-exercises', {
      ...exercise,
      correctAnswer: 'linna',
      distractors: ['linnas', 'linnast', 'linn'],
    });
    expect(other.statusCode).toBe(201);

    await api('PUT', `/admin/grammar-exercises/${id}`, { level: 'A12', explanation: 'Where? The inessive.' });
    const [latest, created] = await history('grammar_exercise', id);
    expect(latest).toMatchObject({ action: 'update', admin: { email: 'editor@example.ee' } });
    expect(latest!.changes).toEqual([
      { field: 'level', before: 'A11', after: 'A12' },
      { field: 'explanation', before: 'Where?', after: 'Where? The inessive.' },
    ]);
    expect(created?.action).toBe('create');

    await api('DELETE', `/admin/grammar-exercises/${id}`);
    const entry = await trashEntry('grammar_exercise', id);
    await api('POST', `/admin/trash/${entry!.id}/restore`);
    expect((await history('grammar_exercise', id)).map((e) => e.action)).toEqual([
      'restore',
      'delete',
      'update',
      'create',
    ]);
  });

  it('filters history per kind and refuses an unknown kind', async () => {
    const res = await api('GET', '/admin/history?kind=book');
    expect(res.statusCode).toBe(200);
    expect((res.json().entries as { kind: string }[]).every((e) => e.kind === 'book')).toBe(true);
    expect((await api('GET', '/admin/history?kind=poem')).json().error).toBe(
      'kind must be one of vocabulary_card, grammar_exercise, reading_text, book, lexicon_lemma.',
    );
  });
});
