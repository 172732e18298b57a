// Seeds the benchmark database in a few set-based statements (generate_series, no row-by-row inserts):
// 2,000 VALID vocabulary cards, 10,000 learners with 110 cards each (1.1 M learner-card rows, ~64 % reviewed with
// FSRS state and due dates spread around now), two weeks of finished sessions, today's sessions for some learners,
// 1,500 grammar exercises, and bearer tokens `bench-token-<userId>` for the first 2,000 learners.
import type { Db } from '@keelerada/db';
import { sql } from 'kysely';

export const BENCH = {
  learners: 10_000,
  cards: 2_000,
  cardsPerLearner: 110,
  reviewedPerLearner: 70,
  grammar: 1_500,
  tokens: 2_000,
} as const;

const LEVELS = sql.raw(`array['A0','A11','A12','A21','A22','B1']`);

export async function isSeeded(db: Db): Promise<boolean> {
  const r = await sql<{ learners: number; rows: number }>`
    select (select count(*)::int from users where email like 'bench-%') as learners,
           (select count(*)::int from user_vocabulary_cards) as rows`.execute(db);
  const row = r.rows[0];
  return Boolean(row && row.learners >= BENCH.learners && row.rows >= BENCH.learners * BENCH.cardsPerLearner);
}

export async function seed(db: Db, today: string, log: (m: string) => void): Promise<void> {
  const step = async (what: string, q: ReturnType<typeof sql>) => {
    const t0 = Date.now();
    const r = await q.execute(db);
    log(`  ${what}: ${r.numAffectedRows ?? ''} rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };

  await step(
    'vocabulary_cards',
    sql`insert into vocabulary_cards (word, form, translation, definition, word_type, case_form, level,
          frequency_rank, practice_context, practice_context_translation, review_status, content_key)
        select 'bench-sõna-' || i, 'bench-vorm-' || i, 'word ' || i, 'definition ' || i,
          (array['NOUN','VERB','ADJECTIVE','ADVERB'])[1 + i % 4], 'NOMINATIVE',
          (${LEVELS})[1 + (i - 1) / 334], ((i - 1) % 334) + 1,
          'Bench lause ___ ' || i || '.', 'Bench sentence ' || i || '.', 'VALID', 'bench:card:' || i
        from generate_series(1, ${BENCH.cards}) i`,
  );

  await step(
    'users',
    sql`insert into users (email, first_name, last_name, current_level, time_zone, daily_new_words)
        select 'bench-' || i || '@example.ee', 'Bench', 'Learner ' || i, (${LEVELS})[1 + i % 6], 'Europe/Tallinn', 10
        from generate_series(1, ${BENCH.learners}) i`,
  );

  await step(
    'user_vocabulary_cards',
    sql`with learners as (
          select id, row_number() over (order by id) as n from users where email like 'bench-%'
        ), cards as (
          select id, (row_number() over (order by id) - 1) as r from vocabulary_cards where content_key like 'bench:card:%'
        ), pairs as (
          select l.id as user_id, c.id as card_id, l.n, k,
            k < ${BENCH.reviewedPerLearner} as reviewed,
            1 + (k % 8) as review_count,
            0.5 + (k % 30) * 2.0 as stability,
            ((l.n + k) % 40) - 8 as due_in_days
          from learners l
          cross join generate_series(0, ${BENCH.cardsPerLearner - 1}) k
          join cards c on c.r = (l.n * 7919 + k) % ${BENCH.cards}
        )
        insert into user_vocabulary_cards (user_id, vocabulary_card_id, due, stability, difficulty, scheduled_days,
          reps, lapses, state, last_review, repetitions, interval_days, review_count, successful_reviews,
          introduced_at, introduced_on)
        select user_id, card_id,
          case when reviewed then now() + make_interval(days => due_in_days::int, mins => k::int) else now() end,
          case when reviewed then stability else 0 end,
          case when reviewed then 3 + (k % 5) else 0 end,
          case when reviewed then greatest(1, round(stability))::int else 0 end,
          case when reviewed then review_count else 0 end,
          case when reviewed then (k % 3 = 0)::int else 0 end,
          case when reviewed then 2 else 0 end,
          case when reviewed then now() + make_interval(days => due_in_days::int - greatest(1, round(stability))::int) end,
          case when reviewed then least(review_count - (k % 3 = 0)::int, 1 + k % 4) else 0 end,
          case when reviewed then greatest(1, round(stability))::int else 0 end,
          case when reviewed then review_count else 0 end,
          case when reviewed then review_count - (k % 3 = 0)::int else 0 end,
          case when reviewed then now() - make_interval(days => 30 + (k % 60)::int) end,
          case when reviewed then (now() - make_interval(days => 30 + (k % 60)::int))::date end
        from pairs`,
  );

  await step(
    'study_sessions (history)',
    sql`insert into study_sessions (user_id, session_type, total_exercises, is_vocabulary_completed,
          is_reading_completed, is_grammar_completed, is_session_finished, exercises_completed, accuracy_percentage,
          started_at, completed_at, local_date, completed_local_date)
        select u.id, 'MIXED', 20, true, true, true, true, 20, 80,
          now() - make_interval(days => d), now() - make_interval(days => d) + interval '15 minutes',
          ${today}::date - d, ${today}::date - d
        from (select id, row_number() over (order by id) as n from users where email like 'bench-%') u
        cross join generate_series(1, 14) d
        where u.n % 3 <> 0`,
  );
  await step(
    'study_sessions (today)',
    sql`insert into study_sessions (user_id, session_type, total_exercises, is_vocabulary_completed,
          is_session_finished, local_date, started_at)
        select u.id, 'MIXED', 20, u.n % 4 = 0, false, ${today}::date, now() - interval '5 minutes'
        from (select id, row_number() over (order by id) as n from users where email like 'bench-%') u
        where u.n % 2 = 0`,
  );

  await step(
    'grammar_exercises',
    sql`insert into grammar_exercises (type, level, difficulty, tags, content, content_key)
        select (array['CASE_PRACTICE','VERB_CONJUGATION','SENTENCE_CONSTRUCTION','ERROR_CORRECTION','TRANSLATION'])[1 + i % 5],
          (${LEVELS})[1 + (i / 5) % 6], 'BEGINNER', '["bench"]'::jsonb,
          case i % 5
            when 0 then jsonb_build_object('sentence', 'Ma elan suures _____ ' || i || '.', 'target_word', 'maja',
              'correct_case', 'INESSIVE', 'case_correct_answer', 'majas',
              'case_distractors', jsonb_build_array('majja', 'majast', 'maja'), 'explanation', 'Inessive: in.',
              'case_translation', 'I live in a big house.')
            when 1 then jsonb_build_object('verb', 'lugema', 'verb_translation', 'to read', 'subject', 'mina',
              'target_form', 'PRESENT', 'verb_correct_answer', 'loen', 'context', 'Ma ___ raamatut ' || i || '.',
              'context_translation', 'I read a book.')
            when 2 then jsonb_build_object('words', jsonb_build_array('Ma', 'lähen', 'täna', 'koju'),
              'correct_orders', '[[0,1,2,3],[2,1,0,3]]'::jsonb, 'sentence_translation', 'I go home today.',
              'focus', 'word order')
            when 3 then jsonb_build_object('incorrect_sentence', 'Ma lähen kool ' || i || '.',
              'correct_sentence', 'Ma lähen kooli ' || i || '.', 'translation', 'I go to school.',
              'errors', '[{"position":2,"type":"case_error","correction":"kooli"}]'::jsonb, 'explanation', 'Illative.')
            else jsonb_build_object('source_text', 'Hello ' || i, 'target_text', 'Tere ' || i,
              'hints', '["greeting"]'::jsonb, 'focus_grammar', '["nominative"]'::jsonb)
          end,
          'bench:grammar:' || i
        from generate_series(1, ${BENCH.grammar}) i`,
  );

  await step(
    'auth_tokens',
    sql`insert into auth_tokens (user_id, token_hash, kind, expires_at)
        select id, encode(sha256(convert_to('bench-token-' || id, 'UTF8')), 'hex'), 'session', now() + interval '10 years'
        from users where email like 'bench-%' order by id limit ${BENCH.tokens}`,
  );
  await step('vacuum analyze', sql`vacuum analyze`);
}
