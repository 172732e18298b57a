import { type Db, type DbOrTrx, VOCABULARY_CARD_CONTENT_COLUMNS } from '@keelerada/db';
import {
  type GrammarType,
  grammarMainText,
  grammarPayloadToContent,
  splitCardAlternatives,
  toStringList,
} from '@keelerada/domain';
import { sql } from 'kysely';
import {
  audioUrl,
  readBookFiles,
  readGrammarFiles,
  readReadingFiles,
  readVocabularyFiles,
} from '../pack/read-pack.ts';
import { contentHash } from './content-hash.ts';
import { loadLexicon, readPackLexicon } from './load-lexicon.ts';
import { type Counts, decide, emptyCounts } from './upsert.ts';

export interface LoadReport {
  vocabulary: Counts;
  grammar: Counts;
  reading: Counts;
  books: Counts;
  lexicon: Counts;
  /** All kinds together. */
  total: Counts;
  summary: string;
}

export interface LoadOptions {
  /** Called after each item with the kind, running totals and the kind's outcomes so far (for a counter). */
  onProgress?: (kind: string, done: number, total: number, counts: Readonly<Counts>) => void;
}

const nul = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** True when no learning content has been loaded yet (fresh database). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const r = await sql<{ n: number }>`select
    (select count(*) from vocabulary_cards) + (select count(*) from grammar_exercises) +
    (select count(*) from reading_texts) + (select count(*) from dual_language_texts) as n`.execute(db);
  return Number(r.rows[0]?.n ?? 0) === 0;
}

type VocabValues = ReturnType<typeof vocabValues>;

function vocabValues(r: Record<string, unknown>) {
  const rank = Number.parseInt(String(r.frequencyRank ?? r.frequency_rank ?? ''), 10);
  return {
    word: String(r.word ?? '').trim(),
    form: String(r.form ?? '').trim(),
    translation: String(r.translation ?? '').trim(),
    definition: nul(r.definition),
    word_type: String(r.wordType ?? r.word_type ?? '').trim(),
    case_form: nul(r.caseForm ?? r.case_form),
    verb_form: nul(r.verbForm ?? r.verb_form),
    level: String(r.level ?? '').trim(),
    frequency_rank: Number.isInteger(rank) && rank >= 1 ? rank : null,
    practice_context: String(r.practiceContext ?? r.practice_context ?? '').trim(),
    practice_context_translation: String(
      r.practiceContextTranslation ?? r.practice_context_translation ?? '',
    ).trim(),
    number: nul(r.number)?.toUpperCase() ?? null,
    alternatives: Array.isArray(r.alternatives)
      ? r.alternatives.map(String)
      : splitCardAlternatives(typeof r.alternatives === 'string' ? r.alternatives : ''),
  };
}

/**
 * The values a vocabulary card's content hash covers: `number` (issue 16, added later) and `alternatives` (added
 * later still) only when stated, so a card loaded before the column existed still hashes as the pack loaded it (and
 * gets its number or alternatives on the next load).
 */
const vocabHashed = ({ number, alternatives, ...rest }: VocabValues) => ({
  ...rest,
  ...(number === null ? {} : { number }),
  ...(alternatives.length === 0 ? {} : { alternatives }),
});
const vocabKey = (v: VocabValues) => `vocab:${contentHash([v.word, v.form, v.practice_context])}`;

async function loadVocabulary(db: DbOrTrx, opts: LoadOptions, deleted: Set<string>): Promise<Counts> {
  const counts = emptyCounts();
  const pack = readVocabularyFiles().flatMap((f) => f.items.map(vocabValues));
  const existing = await db
    .selectFrom('vocabulary_cards')
    .select(['id', 'content_key', 'content_hash', ...VOCABULARY_CARD_CONTENT_COLUMNS, 'alternatives'])
    .execute();
  const byKey = new Map(existing.filter((e) => e.content_key).map((e) => [e.content_key!, e]));
  const byIdentity = new Set(existing.map((e) => `${e.word}\u0000${e.form}\u0000${e.practice_context}`));
  const inserts: (VocabValues & { content_key: string; content_hash: string; review_status: string })[] = [];
  const inPack = new Set<string>();
  let done = 0;
  for (const v of pack) {
    const key = vocabKey(v);
    const row = byKey.get(key);
    const outcome = inPack.has(key)
      ? 'skipped' // the same card twice in the pack (validation reports it): the first one wins
      : row
        ? decide(
            {
              storedHash: row.content_hash,
              currentValues: vocabHashed(
                vocabValues({ ...row, wordType: row.word_type, practiceContext: row.practice_context }),
              ),
            },
            vocabHashed(v),
          )
        : deleted.has(key) || byIdentity.has(`${v.word}\u0000${v.form}\u0000${v.practice_context}`)
          ? 'skipped' // an admin deleted this card, or already created the same one
          : 'created';
    counts[outcome]++;
    inPack.add(key);
    if (outcome === 'created') {
      inserts.push({
        ...v,
        content_key: key,
        content_hash: contentHash(vocabHashed(v)),
        review_status: 'VALID',
      });
      byIdentity.add(`${v.word}\u0000${v.form}\u0000${v.practice_context}`);
    } else if (outcome === 'updated' && row) {
      await db
        .updateTable('vocabulary_cards')
        .set({ ...v, content_hash: contentHash(vocabHashed(v)), updated_at: new Date() })
        .where('id', '=', row.id)
        .execute();
    }
    opts.onProgress?.('vocabulary', ++done, pack.length, counts);
  }
  for (let i = 0; i < inserts.length; i += 500) {
    await db
      .insertInto('vocabulary_cards')
      .values(inserts.slice(i, i + 500))
      .execute();
  }
  return counts;
}

function grammarValues(p: Record<string, unknown>) {
  const type = String(p.type) as GrammarType;
  return {
    type,
    level: String(p.level ?? 'A0'),
    difficulty: String(p.difficulty ?? 'BEGINNER'),
    tags: toStringList(p.tags),
    content: grammarPayloadToContent(type, p),
  };
}

async function loadGrammar(db: DbOrTrx, opts: LoadOptions, deleted: Set<string>): Promise<Counts> {
  const counts = emptyCounts();
  const pack = readGrammarFiles().flatMap((f) => f.items.map(grammarValues));
  const existing = await db
    .selectFrom('grammar_exercises')
    .select(['id', 'content_key', 'content_hash', 'type', 'level', 'difficulty', 'tags', 'content'])
    .where('content_key', 'is not', null)
    .execute();
  const byKey = new Map(existing.map((e) => [e.content_key!, e]));
  const inPack = new Set<string>();
  let done = 0;
  for (const v of pack) {
    const key = `grammar:${contentHash([v.type, grammarMainText(v.type, v.content)])}`;
    const row = byKey.get(key);
    if (inPack.has(key)) {
      // the same exercise twice in the pack (validation reports it): the first one wins
      counts.skipped++;
      opts.onProgress?.('grammar', ++done, pack.length, counts);
      continue;
    }
    inPack.add(key);
    const outcome = decide(
      row
        ? {
            storedHash: row.content_hash,
            currentValues: {
              type: row.type,
              level: row.level,
              difficulty: row.difficulty,
              tags: row.tags,
              content: row.content,
            },
          }
        : undefined,
      v,
      deleted.has(key),
    );
    counts[outcome]++;
    const values = {
      ...v,
      tags: JSON.stringify(v.tags),
      content: JSON.stringify(v.content),
      content_hash: contentHash(v),
    };
    if (outcome === 'created') {
      await db
        .insertInto('grammar_exercises')
        .values({ ...values, content_key: key })
        .execute();
    } else if (outcome === 'updated' && row) {
      await db
        .updateTable('grammar_exercises')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', row.id)
        .execute();
    }
    opts.onProgress?.('grammar', ++done, pack.length, counts);
  }
  return counts;
}

function readingValues(p: Record<string, unknown>) {
  const words = Array.isArray(p.targetWords) ? (p.targetWords as Record<string, unknown>[]) : [];
  const questions = Array.isArray(p.readingQuestions)
    ? (p.readingQuestions as Record<string, unknown>[])
    : [];
  return {
    title: String(p.title ?? '').trim(),
    content: String(p.content ?? '').trim(),
    level: String(p.level ?? 'A0'),
    difficulty: String(p.difficulty ?? 'BEGINNER'),
    topics: [...new Set(toStringList(p.topics))],
    source: nul(p.source),
    audio_url: nul(p.audioUrl),
    image_url: nul(p.imageUrl),
    target_words: words.map((w) => ({
      word: String(w.word ?? '').trim(),
      translation: String(w.translation ?? '').trim(),
      word_type: String(w.wordType ?? w.word_type ?? 'NOUN'),
    })),
    questions: questions.map((q, i) => ({
      position: i,
      question: String(q.question ?? '').trim(),
      question_type: String(q.questionType ?? q.question_type ?? 'MULTIPLE_CHOICE'),
      options: toStringList(q.options),
      correct_answer: Array.isArray(q.correctAnswer)
        ? q.correctAnswer.map(String)
        : [String(q.correctAnswer ?? '')],
      explanation: nul(q.explanation),
      target_word_text: nul(q.targetWordText),
    })),
  };
}
type ReadingValues = ReturnType<typeof readingValues>;

async function writeReading(db: DbOrTrx, id: number | null, key: string, v: ReadingValues): Promise<void> {
  const { questions, ...text } = v;
  const row = {
    ...text,
    topics: JSON.stringify(text.topics),
    target_words: JSON.stringify(text.target_words),
    content_hash: contentHash(v),
  };
  let textId = id;
  if (textId === null) {
    textId = (
      await db
        .insertInto('reading_texts')
        .values({ ...row, content_key: key })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } else {
    await db
      .updateTable('reading_texts')
      .set({ ...row, updated_at: new Date() })
      .where('id', '=', textId)
      .execute();
    await db.deleteFrom('reading_questions').where('reading_text_id', '=', textId).execute();
  }
  if (questions.length) {
    await db
      .insertInto('reading_questions')
      .values(
        questions.map((q) => ({
          ...q,
          reading_text_id: textId,
          options: JSON.stringify(q.options),
          correct_answer: JSON.stringify(q.correct_answer),
        })),
      )
      .execute();
  }
}

async function currentReading(db: DbOrTrx, id: number): Promise<ReadingValues> {
  const t = await db.selectFrom('reading_texts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const qs = await db
    .selectFrom('reading_questions')
    .selectAll()
    .where('reading_text_id', '=', id)
    .orderBy('position')
    .execute();
  return {
    title: t.title,
    content: t.content,
    level: t.level,
    difficulty: t.difficulty,
    topics: t.topics,
    source: t.source,
    audio_url: t.audio_url,
    image_url: t.image_url,
    target_words: t.target_words,
    questions: qs.map((q) => ({
      position: q.position,
      question: q.question,
      question_type: q.question_type,
      options: q.options,
      correct_answer: Array.isArray(q.correct_answer) ? q.correct_answer : [String(q.correct_answer)],
      explanation: q.explanation,
      target_word_text: q.target_word_text,
    })),
  };
}

async function loadReading(db: DbOrTrx, opts: LoadOptions, deleted: Set<string>): Promise<Counts> {
  const counts = emptyCounts();
  const pack = readReadingFiles().flatMap((f) => f.items);
  let done = 0;
  for (const p of pack) {
    const key = `reading:${p.slug}`;
    const v = readingValues(p);
    const row = await db
      .selectFrom('reading_texts')
      .select(['id', 'content_hash'])
      .where('content_key', '=', key)
      .executeTakeFirst();
    const outcome = decide(
      row ? { storedHash: row.content_hash, currentValues: await currentReading(db, row.id) } : undefined,
      v,
      deleted.has(key),
    );
    counts[outcome]++;
    if (outcome === 'created' || outcome === 'updated') await writeReading(db, row?.id ?? null, key, v);
    opts.onProgress?.('reading', ++done, pack.length, counts);
  }
  return counts;
}

function bookValues(
  p: Record<string, unknown> & {
    slug: string;
    audio: { segments: { index: number; file: string; duration: number }[] } | null;
  },
) {
  const segs = Array.isArray(p.segments) ? (p.segments as Record<string, unknown>[]) : [];
  const audio = new Map((p.audio?.segments ?? []).map((a) => [a.index, a]));
  return {
    title_et: String(p.titleEt ?? '').trim(),
    title_en: String(p.titleEn ?? '').trim(),
    author: String(p.author ?? '').trim(),
    level: nul(p.level),
    is_published: p.isPublished === undefined ? true : Boolean(p.isPublished),
    segments: segs.map((s, i) => {
      const a = audio.get(i + 1);
      return {
        segment_order: i + 1,
        segment_type: s.segmentType === 'chapter_header' ? ('chapter_header' as const) : ('content' as const),
        estonian_content: String(s.estonianContent ?? '').trim(),
        english_content: String(s.englishContent ?? '').trim(),
        audio_url: a ? audioUrl(p.slug, a.file) : null,
        audio_duration: a ? a.duration : null,
      };
    }),
  };
}
type BookValues = ReturnType<typeof bookValues>;

async function currentBook(db: DbOrTrx, id: number): Promise<BookValues> {
  const t = await db
    .selectFrom('dual_language_texts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const segs = await db
    .selectFrom('dual_language_segments')
    .selectAll()
    .where('text_id', '=', id)
    .orderBy('segment_order')
    .execute();
  return {
    title_et: t.title_et,
    title_en: t.title_en,
    author: t.author,
    level: t.level,
    is_published: t.is_published,
    segments: segs.map((s) => ({
      segment_order: s.segment_order,
      segment_type: s.segment_type,
      estonian_content: s.estonian_content,
      english_content: s.english_content,
      audio_url: s.audio_url,
      audio_duration: s.audio_duration,
    })),
  };
}

async function writeBook(db: DbOrTrx, id: number | null, key: string, v: BookValues): Promise<void> {
  const { segments, ...meta } = v;
  let textId = id;
  if (textId === null) {
    textId = (
      await db
        .insertInto('dual_language_texts')
        .values({ ...meta, content_key: key, content_hash: contentHash(v) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } else {
    await db
      .updateTable('dual_language_texts')
      .set({ ...meta, content_hash: contentHash(v), updated_at: new Date() })
      .where('id', '=', textId)
      .execute();
  }
  // segments are matched by order so learners' read progress survives a text correction
  const existing = await db
    .selectFrom('dual_language_segments')
    .select(['id', 'segment_order'])
    .where('text_id', '=', textId)
    .execute();
  const byOrder = new Map(existing.map((s) => [s.segment_order, s.id]));
  for (const s of segments) {
    const sid = byOrder.get(s.segment_order);
    if (sid)
      await db
        .updateTable('dual_language_segments')
        .set({ ...s, updated_at: new Date() })
        .where('id', '=', sid)
        .execute();
    else
      await db
        .insertInto('dual_language_segments')
        .values({ ...s, text_id: textId })
        .execute();
  }
  const extra = existing.filter((s) => s.segment_order > segments.length).map((s) => s.id);
  if (extra.length) await db.deleteFrom('dual_language_segments').where('id', 'in', extra).execute();
}

async function loadBooks(db: DbOrTrx, opts: LoadOptions, deleted: Set<string>): Promise<Counts> {
  const counts = emptyCounts();
  const pack = readBookFiles().flatMap((f) => f.items);
  let done = 0;
  for (const p of pack) {
    const key = `book:${p.slug}`;
    const v = bookValues(p);
    const row = await db
      .selectFrom('dual_language_texts')
      .select(['id', 'content_hash'])
      .where('content_key', '=', key)
      .executeTakeFirst();
    const outcome = decide(
      row ? { storedHash: row.content_hash, currentValues: await currentBook(db, row.id) } : undefined,
      v,
      deleted.has(key),
    );
    counts[outcome]++;
    if (outcome === 'created' || outcome === 'updated') await writeBook(db, row?.id ?? null, key, v);
    opts.onProgress?.('books', ++done, pack.length, counts);
  }
  return counts;
}

const fmt = (name: string, c: Counts) =>
  `${name} ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.skipped} skipped`;

/** Loads (upserts) the whole pack in one transaction. */
export async function loadContentPack(db: Db, opts: LoadOptions = {}): Promise<LoadReport> {
  return db.transaction().execute(async (trx) => {
    const deleted = new Set(
      (await trx.selectFrom('content_tombstones').select('content_key').execute()).map((r) => r.content_key),
    );
    const vocabulary = await loadVocabulary(trx, opts, deleted);
    const grammar = await loadGrammar(trx, opts, deleted);
    const reading = await loadReading(trx, opts, deleted);
    const books = await loadBooks(trx, opts, deleted);
    const lexicon = await loadLexicon(trx, readPackLexicon(), deleted);
    const summary = [
      fmt('vocabulary:', vocabulary),
      fmt('grammar:', grammar),
      fmt('reading:', reading),
      fmt('books:', books),
      fmt('lexicon:', lexicon),
    ].join('; ');
    const total = emptyCounts();
    for (const c of [vocabulary, grammar, reading, books, lexicon])
      for (const k of Object.keys(total) as (keyof Counts)[]) total[k] += c[k];
    return { vocabulary, grammar, reading, books, lexicon, total, summary };
  });
}
