import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

// Optimistic concurrency of the admin edits: a save that names the updated_at its editor loaded is refused (409,
// nothing written) when someone else saved the item since; without expectedUpdatedAt a save behaves as before.

const conflict = (item: string) => ({
  error: `Someone else saved ${item} after you opened it. Reload to see their changes, then make yours again.`,
});

/** Postgres keeps microseconds, the API sends milliseconds: the editor's copy must still match. */
const STORED = '2026-01-02 03:04:05.123456+00';
const LOADED = '2026-01-02T03:04:05.123Z';

const card = {
  word: 'arutama',
  wordType: 'VERB',
  translation: 'to discuss',
  level: 'A21',
  practiceContext: 'Me ___ seda homme.',
  practiceContextTranslation: 'We will discuss it tomorrow.',
  form: 'arutame',
};

const exercise = {
  level: 'A11',
  difficulty: 'BEGINNER',
  tags: ['inessive'],
  sentence: 'Ma elan suures _____.',
  targetWord: 'maja',
  correctCase: 'INESSIVE',
  correctAnswer: 'majas',
  distractors: ['majja', 'majast', 'maja'],
  explanation: 'The inessive answers "where?".',
  translation: 'I live in a big house.',
};

const text = {
  title: 'Minu pere',
  content: 'Mul on ema ja isa. Meie kodu on Tartus.',
  level: 'A0',
  difficulty: 'BEGINNER',
  topics: ['family'],
  targetWords: [{ word: 'ema', translation: 'mother', wordType: 'NOUN' }],
  readingQuestions: [
    {
      question: 'Kus on kodu?',
      questionType: 'MULTIPLE_CHOICE',
      options: ['Tartus', 'Tallinnas'],
      correctAnswer: ['Tartus'],
    },
  ],
};
const addedQuestion = { question: 'Kellel on ema?', questionType: 'SHORT_ANSWER', correctAnswer: 'mul' };

const book = {
  titleEt: 'Kalevipoeg',
  titleEn: 'The Son of Kalev',
  author: 'Kreutzwald',
  level: 'B1',
  isPublished: false,
};

type Table =
  | 'vocabulary_cards'
  | 'grammar_exercises'
  | 'reading_texts'
  | 'dual_language_texts'
  | 'dual_language_segments'
  | 'lexicon_lemmas';

/** A noun's principal forms (nom;gen;part;gen pl;part pl;short illative): A adds the short illative, B a variant. */
const lemma = { lemma: 'tuba', wordType: 'NOUN', translation: 'room (edit race)', level: 'A0' };
const ROOM_FORMS = 'tuba;toa;tuba;tubade;tube;';

/** One item's edit as two editors make it. */
interface Race {
  table: Table;
  id: number;
  url: string;
  /** How the 409 names the item. */
  item: string;
  /** The history rows the item's edits write (kind, item id). */
  history: [string, number];
  /** The updated_at an editor's screen holds now. */
  load: () => Promise<string>;
  /** The new updated_at in a save's response. */
  versionOf: (body: Record<string, unknown>) => string;
  /** Editor A's save and editor B's save, both made on the copy loaded before A saved. */
  first: Record<string, unknown>;
  second: Record<string, unknown>;
  /** B's save again after reloading (A's change in it), given A's response. */
  redone: (firstBody: Record<string, unknown>) => Record<string, unknown>;
  /** Both editors' changes are stored. */
  bothKept: (body: Record<string, unknown>) => void;
}

describeApp('admin edits refuse a save on a stale copy (409)', (t) => {
  let token = '';
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: t.auth(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const created = async (url: string, payload: unknown) => {
    const res = await api('POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const setStored = (table: Table, id: number) =>
    sql`update ${sql.table(table)} set updated_at = ${STORED}::timestamptz where id = ${id}`.execute(t.db);
  /** Everything a refused save must leave alone: the item's row, its questions, its history. */
  const stored = async (r: Race) => ({
    row: await t.db.selectFrom(r.table).selectAll().where('id', '=', r.id).executeTakeFirstOrThrow(),
    questions:
      r.table === 'reading_texts'
        ? await t.db.selectFrom('reading_questions').selectAll().where('reading_text_id', '=', r.id).execute()
        : [],
    history: await t.db
      .selectFrom('content_history')
      .selectAll()
      .where('kind', '=', r.history[0])
      .where('item_id', '=', r.history[1])
      .orderBy('id')
      .execute(),
  });

  beforeAll(async () => {
    token = await t.login('editor@example.ee', { admin: true });
  });

  async function twoEditors(r: Race): Promise<void> {
    await setStored(r.table, r.id);
    const loaded = await r.load();
    expect(loaded).toBe(LOADED);

    const first = await api('PUT', r.url, { ...r.first, expectedUpdatedAt: loaded });
    expect(first.statusCode, first.body).toBe(200);
    const fresh = r.versionOf(first.json());
    expect(fresh).not.toBe(loaded);
    expect(await r.load()).toBe(fresh);

    const before = await stored(r);
    const second = await api('PUT', r.url, { ...r.second, expectedUpdatedAt: loaded });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toEqual(conflict(r.item));
    expect(await stored(r)).toEqual(before);

    // B reloads and saves again: both changes stay; the same editor's next save (with the new version) works too
    const redone = await api('PUT', r.url, { ...r.redone(first.json()), expectedUpdatedAt: fresh });
    expect(redone.statusCode, redone.body).toBe(200);
    r.bothKept(redone.json());
    const again = await api('PUT', r.url, {
      ...r.redone(first.json()),
      expectedUpdatedAt: r.versionOf(redone.json()),
    });
    expect(again.statusCode, again.body).toBe(200);

    // without expectedUpdatedAt (REST clients of the spec) a save goes through as before
    const plain = await api('PUT', r.url, r.redone(first.json()));
    expect(plain.statusCode, plain.body).toBe(200);

    // two saves at once on the same copy: exactly one is stored
    await setStored(r.table, r.id);
    const race = await Promise.all([
      api('PUT', r.url, { ...r.first, expectedUpdatedAt: LOADED }),
      api('PUT', r.url, { ...r.second, expectedUpdatedAt: LOADED }),
    ]);
    expect(race.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  }

  it('vocabulary card: B’s stale save does not undo A’s translation', async () => {
    const { vocabularyCard } = await created('/admin/vocabulary-cards', card);
    const id = vocabularyCard.id as number;
    await twoEditors({
      table: 'vocabulary_cards',
      id,
      url: `/admin/vocabulary-cards/${id}`,
      item: 'this card',
      history: ['vocabulary_card', id],
      load: async () => {
        const list = (await api('GET', '/admin/vocabulary-cards?search=arutama')).json();
        return list.vocabularyCards.find((c: { id: number }) => c.id === id).updated_at;
      },
      versionOf: (b) => (b.vocabularyCard as { updated_at: string }).updated_at,
      first: { ...card, translation: 'to talk over' },
      second: { ...card, definition: 'to talk about something' },
      redone: () => ({ ...card, translation: 'to talk over', definition: 'to talk about something' }),
      bothKept: (b) =>
        expect(b.vocabularyCard).toMatchObject({
          translation: 'to talk over',
          definition: 'to talk about something',
        }),
    });
  });

  it('grammar exercise: B’s stale save does not undo A’s translation', async () => {
    const res = await created('/admin/grammar-exercises', { type: 'CASE_PRACTICE', ...exercise });
    const id = res.exercise.id as number;
    await twoEditors({
      table: 'grammar_exercises',
      id,
      url: `/admin/grammar-exercises/${id}`,
      item: 'this exercise',
      history: ['grammar_exercise', id],
      load: async () => (await api('GET', `/admin/grammar-exercises/${id}`)).json().exercise.updated_at,
      versionOf: (b) => (b.exercise as { updated_at: string }).updated_at,
      first: { ...exercise, translation: 'I live in a large house.' },
      second: { ...exercise, explanation: 'Inessive: where?' },
      redone: () => ({
        ...exercise,
        translation: 'I live in a large house.',
        explanation: 'Inessive: where?',
      }),
      bothKept: (b) =>
        expect(b.exercise).toMatchObject({
          case_translation: 'I live in a large house.',
          explanation: 'Inessive: where?',
        }),
    });
  });

  it('reading text: B’s stale save does not delete the question A added', async () => {
    const res = await created('/admin/reading-texts', text);
    const id = res.readingText.id as number;
    const [q1] = res.questions as { id: number }[];
    const kept = { ...text.readingQuestions[0]!, id: q1!.id };
    await twoEditors({
      table: 'reading_texts',
      id,
      url: `/admin/reading-texts/${id}`,
      item: 'this reading text',
      history: ['reading_text', id],
      load: async () => (await api('GET', `/admin/reading-texts/${id}`)).json().readingText.updated_at,
      versionOf: (b) => (b.readingText as { updated_at: string }).updated_at,
      first: { ...text, readingQuestions: [kept, addedQuestion] },
      second: { ...text, title: 'Minu perekond', readingQuestions: [kept] },
      redone: (a) => {
        const added = (a.questions as { id: number; question: string }[]).find(
          (q) => q.question === addedQuestion.question,
        );
        return {
          ...text,
          title: 'Minu perekond',
          readingQuestions: [kept, { ...addedQuestion, id: added!.id }],
        };
      },
      bothKept: (b) => {
        expect((b.readingText as { title: string }).title).toBe('Minu perekond');
        expect((b.questions as { question: string }[]).map((q) => q.question)).toEqual([
          'Kus on kodu?',
          'Kellel on ema?',
        ]);
      },
    });
  });

  it('book information: B’s stale save does not undo A’s English title', async () => {
    const res = await created('/admin/dual-language-texts', {
      ...book,
      segments: [{ estonianContent: 'Tere!', englishContent: 'Hello!' }],
    });
    const id = res.id as number;
    await twoEditors({
      table: 'dual_language_texts',
      id,
      url: `/admin/dual-language-texts/${id}`,
      item: 'this book',
      history: ['book', id],
      load: async () => (await api('GET', `/admin/dual-language-texts/${id}`)).json().updatedAt,
      versionOf: (b) => b.updatedAt as string,
      first: { ...book, titleEn: 'Kalev’s Son' },
      second: { ...book, author: 'F. R. Kreutzwald' },
      redone: () => ({ ...book, titleEn: 'Kalev’s Son', author: 'F. R. Kreutzwald' }),
      bothKept: (b) => expect(b).toMatchObject({ titleEn: 'Kalev’s Son', author: 'F. R. Kreutzwald' }),
    });
  });

  it('book segment: B’s stale save does not undo A’s Estonian text', async () => {
    const res = await created('/admin/dual-language-texts', {
      ...book,
      segments: [{ estonianContent: 'Tere!', englishContent: 'Hello!' }],
    });
    const bookId = res.id as number;
    const id = res.segments[0].id as number;
    const segment = {
      segmentType: 'content',
      estonianContent: 'Tere!',
      englishContent: 'Hello!',
      audioUrl: null,
    };
    await twoEditors({
      table: 'dual_language_segments',
      id,
      url: `/admin/dual-language-segments/${id}`,
      item: 'this segment',
      history: ['book', bookId],
      load: async () =>
        (await api('GET', `/admin/dual-language-texts/${bookId}/segments?page=1&limit=10`)).json().segments[0]
          .updatedAt,
      versionOf: (b) => b.updatedAt as string,
      first: { ...segment, estonianContent: 'Tere päevast!' },
      second: { ...segment, englishContent: 'Hi!' },
      redone: () => ({ ...segment, estonianContent: 'Tere päevast!', englishContent: 'Hi!' }),
      bothKept: (b) => expect(b).toMatchObject({ estonianContent: 'Tere päevast!', englishContent: 'Hi!' }),
    });
  });

  it('lexicon lemma: B’s stale save does not undo A’s short illative', async () => {
    const res = await created('/admin/lexicon', { ...lemma, principalForms: ROOM_FORMS });
    const id = res.id as number;
    await twoEditors({
      table: 'lexicon_lemmas',
      id,
      url: `/admin/lexicon/${id}`,
      item: 'this lemma',
      history: ['lexicon_lemma', id],
      load: async () => (await api('GET', `/admin/lexicon/${id}`)).json().updatedAt,
      versionOf: (b) => b.updatedAt as string,
      first: { principalForms: 'tuba;toa;tuba;tubade;tube;tuppa' },
      second: { principalForms: 'tuba;toa;tuba;tubade;tube~tubasid;' },
      redone: () => ({ principalForms: 'tuba;toa;tuba;tubade;tube~tubasid;tuppa' }),
      bothKept: (b) => expect(b).toMatchObject({ principalForms: 'tuba;toa;tuba;tubade;tube~tubasid;tuppa' }),
    });
  });

  it('refuses an expectedUpdatedAt that is not an instant (400, nothing written)', async () => {
    const { vocabularyCard } = await created('/admin/vocabulary-cards', { ...card, word: 'rääkima' });
    const res = await api('PUT', `/admin/vocabulary-cards/${vocabularyCard.id}`, {
      ...card,
      word: 'rääkima',
      translation: 'to speak',
      expectedUpdatedAt: 'yesterday',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^expectedUpdatedAt must be an ISO 8601 instant/);
    const row = await t.db
      .selectFrom('vocabulary_cards')
      .select('translation')
      .where('id', '=', vocabularyCard.id)
      .executeTakeFirstOrThrow();
    expect(row.translation).toBe('to discuss');
  });
});
