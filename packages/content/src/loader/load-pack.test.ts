import { VOCABULARY_CARD_CONTENT_COLUMNS } from '@keelerada/db';
import { describeDb } from '@keelerada/db/testing';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { countPack } from '../pack/count.ts';
import { jsonItems, readPack, rowRecord } from '../pack/pack.ts';
import { cardIdentity, exerciseIdentity } from '../pack/validate.ts';
import { contentHash } from './content-hash.ts';
import { isDatabaseEmpty, type LoadReport, loadContentPack } from './load-pack.ts';

const LOAD_TIMEOUT = 120_000;

// What the real pack should produce. Duplicates (which validation reports) are loaded once.
const pack = readPack();
const counts = countPack(pack);
const cards = pack.vocabulary.flatMap((f) => f.rows.map((r) => rowRecord(f.header, r.cells)));
const distinctCards = new Set(cards.map(cardIdentity)).size;
const exercises = pack.grammar.flatMap((f) => jsonItems(f.data));
const distinctExercises = new Set(exercises.map(exerciseIdentity)).size;
const audioClips = pack.books.reduce(
  (n, b) => n + jsonItems(jsonItems(b.audio)[0]?.segments ?? []).length,
  0,
);

const count = async (db: Parameters<typeof isDatabaseEmpty>[0], table: string, where = sql`true`) =>
  Number(
    (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(db))
      .rows[0]?.n,
  );

describeDb('loading the content pack', (t) => {
  let first: LoadReport;
  beforeAll(async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    first = await loadContentPack(t.db);
  }, LOAD_TIMEOUT);

  it('into an empty database creates every item', async () => {
    expect(first.vocabulary).toEqual({
      created: distinctCards,
      updated: 0,
      unchanged: 0,
      skipped: cards.length - distinctCards,
    });
    expect(first.grammar).toEqual({
      created: distinctExercises,
      updated: 0,
      unchanged: 0,
      skipped: exercises.length - distinctExercises,
    });
    expect(first.reading).toEqual({ created: counts.reading.total, updated: 0, unchanged: 0, skipped: 0 });
    expect(first.books).toEqual({ created: counts.books.total, updated: 0, unchanged: 0, skipped: 0 });
    expect(await isDatabaseEmpty(t.db)).toBe(false);
    expect(await count(t.db, 'vocabulary_cards')).toBe(distinctCards);
    expect(await count(t.db, 'grammar_exercises')).toBe(distinctExercises);
    expect(await count(t.db, 'reading_texts')).toBe(counts.reading.total);
    expect(await count(t.db, 'reading_questions')).toBe(counts.reading.questions);
    expect(await count(t.db, 'dual_language_texts')).toBe(counts.books.total);
    expect(await count(t.db, 'dual_language_segments')).toBe(counts.books.segments);
  });

  it('makes every vocabulary card VALID, so learners get them at once', async () => {
    expect(await count(t.db, 'vocabulary_cards', sql`review_status <> 'VALID'`)).toBe(0);
  });

  it('stores each card’s number as the pack gives it (plural cards say PLURAL)', async () => {
    const plural = new Set(cards.filter((c) => c.number === 'PLURAL').map(cardIdentity)).size;
    expect(plural).toBeGreaterThan(0);
    expect(await count(t.db, 'vocabulary_cards', sql`number = 'PLURAL'`)).toBe(plural);
    expect(await count(t.db, 'vocabulary_cards', sql`form = 'lapsed' and number = 'PLURAL'`)).toBeGreaterThan(
      0,
    );
  });

  it('stores each card’s accepted alternatives as the pack gives them (entries separated by |)', async () => {
    const withAlternatives = cards.filter((c) => (c.alternatives ?? '') !== '');
    expect(withAlternatives.length).toBeGreaterThan(0);
    expect(await count(t.db, 'vocabulary_cards', sql`cardinality(alternatives) > 0`)).toBe(
      new Set(withAlternatives.map(cardIdentity)).size,
    );
    const angry = await t.db
      .selectFrom('vocabulary_cards')
      .select('alternatives')
      .where('form', '=', 'tigedat')
      .where('practice_context', 'like', '%sellist ___ koera%')
      .executeTakeFirstOrThrow();
    expect(angry.alternatives).toEqual(['kurja']);
  });

  it('gives book segments audioUrl and audioDuration from the audio sidecar', async () => {
    expect(audioClips).toBeGreaterThan(0);
    expect(
      await count(t.db, 'dual_language_segments', sql`audio_url is not null and audio_duration > 0`),
    ).toBe(audioClips);
    const first = await t.db
      .selectFrom('dual_language_segments as s')
      .innerJoin('dual_language_texts as b', 'b.id', 's.text_id')
      .select(['s.audio_url', 's.audio_duration', 'b.content_key'])
      .where('s.segment_order', '=', 1)
      .orderBy('b.content_key')
      .executeTakeFirstOrThrow();
    const slug = first.content_key!.replace(/^book:/, '');
    const sidecar = pack.books.find((b) => b.file === `books/${slug}.json`)!.audio as {
      segments: { duration: number }[];
    };
    expect(first.audio_url).toBe(`/media/books/${slug}/001.mp3`);
    expect(first.audio_duration).toBeCloseTo(sidecar.segments[0]!.duration);
  });

  it('stores grammar content with the spec’s snake_case fields', async () => {
    const rows = await t.db.selectFrom('grammar_exercises').select(['type', 'content']).execute();
    // every row of a type has these keys, and may have its accepted answers (`alternatives`) besides
    const keys: Record<string, string[]> = {
      CASE_PRACTICE: [
        'case_correct_answer',
        'case_distractors',
        'case_translation',
        'correct_case',
        'explanation',
        'sentence',
        'target_word',
      ],
      VERB_CONJUGATION: [
        'context',
        'context_translation',
        'subject',
        'target_form',
        'verb',
        'verb_correct_answer',
        'verb_translation',
      ],
      SENTENCE_CONSTRUCTION: ['correct_orders', 'focus', 'sentence_translation', 'words'],
      ERROR_CORRECTION: ['correct_sentence', 'errors', 'explanation', 'incorrect_sentence', 'translation'],
      TRANSLATION: ['focus_grammar', 'hints', 'source_text', 'target_text'],
    };
    for (const r of rows)
      expect(
        Object.keys(r.content)
          .filter((k) => k !== 'alternatives')
          .sort(),
        r.type,
      ).toEqual(keys[r.type]);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(Object.keys(keys)));
    const cp = rows.find((r) => r.type === 'CASE_PRACTICE')!.content;
    expect(cp.case_distractors).toHaveLength(3);
  });

  it(
    'a second load creates nothing and reports everything unchanged',
    async () => {
      const again = await loadContentPack(t.db);
      expect(again.vocabulary).toEqual({
        created: 0,
        updated: 0,
        unchanged: distinctCards,
        skipped: cards.length - distinctCards,
      });
      expect(again.grammar).toEqual({
        created: 0,
        updated: 0,
        unchanged: distinctExercises,
        skipped: exercises.length - distinctExercises,
      });
      expect(again.reading).toEqual({ created: 0, updated: 0, unchanged: counts.reading.total, skipped: 0 });
      expect(again.books).toEqual({ created: 0, updated: 0, unchanged: counts.books.total, skipped: 0 });
      expect(await count(t.db, 'vocabulary_cards')).toBe(distinctCards);
      expect(await count(t.db, 'dual_language_segments')).toBe(counts.books.segments);
    },
    LOAD_TIMEOUT,
  );

  it(
    'leaves a card an admin edited alone on the next load',
    async () => {
      const card = await t.db
        .selectFrom('vocabulary_cards')
        .select(['id'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('vocabulary_cards')
        .set({ translation: 'edited by an admin' })
        .where('id', '=', card.id)
        .execute();
      const next = await loadContentPack(t.db);
      expect(next.vocabulary).toMatchObject({
        created: 0,
        updated: 0,
        skipped: cards.length - distinctCards + 1,
      });
      const after = await t.db
        .selectFrom('vocabulary_cards')
        .select('translation')
        .where('id', '=', card.id)
        .executeTakeFirstOrThrow();
      expect(after.translation).toBe('edited by an admin');
    },
    LOAD_TIMEOUT,
  );

  it(
    'leaves a reading text and a book an admin edited alone',
    async () => {
      const text = await t.db
        .selectFrom('reading_texts')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('reading_texts')
        .set({ title: 'Admin title' })
        .where('id', '=', text.id)
        .execute();
      const segment = await t.db
        .selectFrom('dual_language_segments')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('dual_language_segments')
        .set({ english_content: 'Admin translation.' })
        .where('id', '=', segment.id)
        .execute();
      const next = await loadContentPack(t.db);
      expect(next.reading).toMatchObject({ created: 0, updated: 0, skipped: 1 });
      expect(next.books).toMatchObject({ created: 0, updated: 0, skipped: 1 });
      const title = await t.db
        .selectFrom('reading_texts')
        .select('title')
        .where('id', '=', text.id)
        .executeTakeFirst();
      expect(title?.title).toBe('Admin title');
    },
    LOAD_TIMEOUT,
  );

  it(
    'updates a row the pack changed that no admin touched',
    async () => {
      // As if the pack had loaded an older translation: the row still equals what was loaded (hash matches).
      const row = await t.db
        .selectFrom('vocabulary_cards')
        .selectAll()
        .where('translation', '<>', 'edited by an admin')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const older = {
        word: row.word,
        form: row.form,
        translation: 'an older translation',
        definition: row.definition,
        word_type: row.word_type,
        case_form: row.case_form,
        verb_form: row.verb_form,
        level: row.level,
        frequency_rank: row.frequency_rank,
        practice_context: row.practice_context,
        practice_context_translation: row.practice_context_translation,
      };
      await t.db
        .updateTable('vocabulary_cards')
        .set({ translation: older.translation, content_hash: contentHash(older) })
        .where('id', '=', row.id)
        .execute();
      const next = await loadContentPack(t.db);
      expect(next.vocabulary.updated).toBe(1);
      const after = await t.db
        .selectFrom('vocabulary_cards')
        .select(['translation', 'review_status'])
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(after).toEqual({ translation: row.translation, review_status: 'VALID' });
    },
    LOAD_TIMEOUT,
  );
  it(
    'does not bring back what an admin deleted',
    async () => {
      const card = await t.db
        .selectFrom('vocabulary_cards')
        .select(['id', 'content_key'])
        .orderBy('id')
        .offset(5)
        .executeTakeFirstOrThrow();
      const book = await t.db
        .selectFrom('dual_language_texts')
        .select(['id', 'content_key'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const exercise = await t.db
        .selectFrom('grammar_exercises')
        .select(['id', 'content_key'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await t.db.deleteFrom('vocabulary_cards').where('id', '=', card.id).execute();
      await t.db.deleteFrom('dual_language_texts').where('id', '=', book.id).execute();
      await t.db.deleteFrom('grammar_exercises').where('id', '=', exercise.id).execute();
      const tombstones = await t.db.selectFrom('content_tombstones').select('content_key').execute();
      expect(tombstones.map((r) => r.content_key).sort()).toEqual(
        [card.content_key, book.content_key, exercise.content_key].sort(),
      );
      const next = await loadContentPack(t.db);
      expect(next.vocabulary.created).toBe(0);
      expect(next.grammar.created).toBe(0);
      expect(next.books.created).toBe(0);
      for (const [table, key] of [
        ['vocabulary_cards', card.content_key],
        ['dual_language_texts', book.content_key],
        ['grammar_exercises', exercise.content_key],
      ] as const) {
        const back = await t.db.selectFrom(table).select('id').where('content_key', '=', key).execute();
        expect(back, `${table} came back`).toHaveLength(0);
      }
    },
    LOAD_TIMEOUT,
  );

  it(
    'gives a card loaded before the number column its number on the next load (not taken for an admin edit)',
    async () => {
      // the card's content columns, as a load before the number column hashed them (no `number`)
      const {
        id,
        number: _,
        ...legacy
      } = await t.db
        .selectFrom('vocabulary_cards')
        .select(['id', ...VOCABULARY_CARD_CONTENT_COLUMNS])
        .where('number', '=', 'PLURAL')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('vocabulary_cards')
        .set({ number: null, content_hash: contentHash(legacy) })
        .where('id', '=', id)
        .execute();
      const next = await loadContentPack(t.db);
      expect(next.vocabulary.updated).toBe(1);
      const after = await t.db
        .selectFrom('vocabulary_cards')
        .select('number')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(after.number).toBe('PLURAL');
    },
    LOAD_TIMEOUT,
  );

  it(
    'gives a card loaded before the alternatives column its alternatives on the next load',
    async () => {
      // the card's content columns, as a load before the alternatives column hashed them (no `alternatives`)
      const { id, ...content } = await t.db
        .selectFrom('vocabulary_cards')
        .select(['id', ...VOCABULARY_CARD_CONTENT_COLUMNS])
        .where(sql<boolean>`cardinality(alternatives) > 0`)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const legacy = content.number === null ? (({ number: _, ...rest }) => rest)(content) : content;
      await t.db
        .updateTable('vocabulary_cards')
        .set({ alternatives: [], content_hash: contentHash(legacy) })
        .where('id', '=', id)
        .execute();
      const next = await loadContentPack(t.db);
      expect(next.vocabulary.updated).toBe(1);
      const after = await t.db
        .selectFrom('vocabulary_cards')
        .select('alternatives')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(after.alternatives.length).toBeGreaterThan(0);
    },
    LOAD_TIMEOUT,
  );
});
