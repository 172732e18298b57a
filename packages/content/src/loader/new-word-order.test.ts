import { addMissingPathCards, dailySessionCards, dailySessionQuery } from '@keelerada/db';
import { describeDb } from '@keelerada/db/testing';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { loadContentPack } from './load-pack.ts';

const LOAD_TIMEOUT = 120_000;

// issue 18 "New-word order" over the real content pack: a new A0 learner's first new words
describeDb('a new A0 learner’s first new words (real content pack)', (t) => {
  let userId = 0;
  beforeAll(async () => {
    await loadContentPack(t.db);
    userId = (
      await t.db
        .insertInto('users')
        .values({ email: 'first-words@example.ee', first_name: 'F', last_name: 'W', current_level: 'A0' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await addMissingPathCards(t.db, userId, ['A0']);
  }, LOAD_TIMEOUT);

  const args = () => ({
    userId,
    now: new Date(),
    today: '2026-05-10',
    limit: 50,
    newWordQuota: 20,
    level: 'A0',
  });

  it('are ten distinct words, each in its plain form', async () => {
    const { newWords } = await dailySessionCards(t.db, args());
    const ids = newWords.slice(0, 10).map((c) => c.vocabulary_card_id);
    expect(ids).toHaveLength(10);
    const cards = await t.db
      .selectFrom('vocabulary_cards')
      .select(['id', 'word', 'word_type', 'form', 'definition', 'lemma_position'])
      .where('id', 'in', ids)
      .execute();
    const first = ids.map((id) => cards.find((c) => c.id === id)!);
    expect(new Set(first.map((c) => `${c.word}/${c.word_type}`)).size).toBe(10);
    expect(first.map((c) => c.lemma_position)).toEqual(Array(10).fill(0));
    // plain: the card asks for the word itself whenever the word has such a card
    const plainCards = await t.db
      .selectFrom('vocabulary_cards')
      .select(['word', 'word_type'])
      .where(sql<boolean>`lower(form) = lower(word)`)
      .where('level', '=', 'A0')
      .where('word', 'in', [...new Set(first.map((c) => c.word))])
      .execute();
    const hasPlain = new Set(plainCards.map((c) => `${c.word}/${c.word_type}`));
    for (const c of first)
      if (hasPlain.has(`${c.word}/${c.word_type}`)) expect(c.form.toLowerCase()).toBe(c.word.toLowerCase());
    // `olema`, the pack's most frequent verb, has seven cards; at most one of them comes before other words' first
    const olema = first.filter((c) => c.word === 'olema');
    expect(olema.length).toBeLessThanOrEqual(1);
  });

  it('stay distinct words when a word’s forms share its frequency rank (the pack before issue 18)', async () => {
    // every card gets its word's best rank, as the pack had it: `olema`'s seven cards all rank 2
    await sql`
      update vocabulary_cards v set frequency_rank = r.rank
      from (select id, min(frequency_rank) over (partition by word, word_type) as rank from vocabulary_cards) r
      where r.id = v.id and v.frequency_rank is distinct from r.rank`.execute(t.db);
    const { newWords } = await dailySessionCards(t.db, args());
    const ids = newWords.slice(0, 10).map((c) => c.vocabulary_card_id);
    const cards = await t.db
      .selectFrom('vocabulary_cards')
      .select(['id', 'word', 'word_type'])
      .where('id', 'in', ids)
      .execute();
    expect(new Set(cards.map((c) => `${c.word}/${c.word_type}`)).size).toBe(10);
    expect(cards.filter((c) => c.word === 'olema')).toHaveLength(1);
  });

  it('read the next new words from the path index', async () => {
    const q = dailySessionQuery(args());
    if (t.kind === 'postgres') await sql`analyze user_vocabulary_cards`.execute(t.db);
    const plan = (
      await t.db.executeQuery<{ 'QUERY PLAN': string }>({
        ...q,
        sql: `explain ${q.sql}`,
      })
    ).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Index (Only )?Scan using user_vocabulary_cards_path_idx/);
    // read in path order and stopped at the limit (a Limit over each index scan: the learner's level and above, then
    // the levels below): no learner's new cards are sorted, only the few picked are put in order for the list
    const limitedScans = plan.match(
      /Limit[^\n]*\n(?:(?![^\n]*Sort)[^\n]*\n){0,3}[^\n]*Index Only Scan using user_vocabulary_cards_path_idx/g,
    );
    expect(limitedScans).toHaveLength(2);
  });
});
