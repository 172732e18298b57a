import { beforeAll, expect, it } from 'vitest';
import { describeDb } from '../testing/index.ts';
import {
  type AdminVocabularyValues,
  adminExistingVocabularyCards,
  adminInsertVocabularyCard,
  adminUpdateVocabularyCard,
} from './admin-vocabulary.repository.ts';
import { findLearnerCards, listValidVocabularyCards } from './vocabulary.repository.ts';

const tige: AdminVocabularyValues = {
  word: 'tige',
  form: 'tige',
  translation: 'vicious',
  definition: null,
  word_type: 'ADJECTIVE',
  case_form: 'NOMINATIVE',
  number: null,
  verb_form: null,
  level: 'A21',
  frequency_rank: 4000,
  practice_context: 'Naabri koer on väga ___.',
  practice_context_translation: "The neighbour's dog is very vicious.",
  alternatives: ['kuri', 'õel'],
  spelling_warnings: [],
};

describeDb('a vocabulary card’s accepted alternatives', (t) => {
  let cardId = 0;
  let userCardId = 0;
  let userId = 0;
  beforeAll(async () => {
    cardId = (await adminInsertVocabularyCard(t.db, tige)).id;
    await t.db
      .updateTable('vocabulary_cards')
      .set({ review_status: 'VALID' })
      .where('id', '=', cardId)
      .execute();
    userId = (
      await t.db
        .insertInto('users')
        .values({ email: 'alternatives@example.ee', first_name: 'A', last_name: 'T' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    userCardId = (
      await t.db
        .insertInto('user_vocabulary_cards')
        .values({ user_id: userId, vocabulary_card_id: cardId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  it('are stored as written and read back by the catalogue, the learner’s cards and the import check', async () => {
    const catalogue = await listValidVocabularyCards(t.db);
    expect(catalogue.find((c) => c.id === cardId)?.alternatives).toEqual(['kuri', 'õel']);
    const [learner] = await findLearnerCards(t.db, userId, [userCardId]);
    expect(learner?.alternatives).toEqual(['kuri', 'õel']);
    const [stored] = await adminExistingVocabularyCards(t.db, [tige]);
    expect(stored?.alternatives).toEqual(['kuri', 'õel']);
  });

  it('default to an empty list when an insert leaves them out', async () => {
    const { alternatives: _, ...plain } = tige;
    const row = await adminInsertVocabularyCard(t.db, { ...plain, practice_context: 'See koer on ___.' });
    expect(row.alternatives).toEqual([]);
  });

  it('are kept by an update that leaves them out, replaced or cleared by one that gives them', async () => {
    const now = new Date();
    const kept = await adminUpdateVocabularyCard(t.db, cardId, { translation: 'vicious, fierce' }, now);
    expect(kept?.alternatives).toEqual(['kuri', 'õel']);
    const replaced = await adminUpdateVocabularyCard(t.db, cardId, { alternatives: ['kuri'] }, now);
    expect(replaced?.alternatives).toEqual(['kuri']);
    const cleared = await adminUpdateVocabularyCard(t.db, cardId, { alternatives: [] }, now);
    expect(cleared?.alternatives).toEqual([]);
  });
});
