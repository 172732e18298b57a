import {
  type Db,
  findGrammarExercise,
  findLearnerCards,
  type LearnerCardRow,
  type UserCardState,
} from '@keelerada/db';
import {
  grammarFields,
  type JudgeExercise,
  type Judgement,
  judge,
  type Morphology,
  morphologyOf,
  paradigmOf,
  toStringList,
  type VocabularyJudgeItem,
} from '@keelerada/domain';
import type { Caches } from '../../cache/caches.ts';
import { notFound } from '../../errors/app-error.ts';
import { lexiconIndex } from '../lexicon/lexicon-index.ts';
import { readUserCard } from '../vocabulary/review-batcher.ts';
import { vocabularyCatalogue } from '../vocabulary/vocabulary-catalogue.ts';

/** The analyser the server judges with: the lexicon's (built once per process, rebuilt after a lexicon change). */
export async function serverMorphology(db: Db, caches: Caches): Promise<Morphology> {
  const index = await lexiconIndex(db, caches);
  return morphologyOf(index.analyser, (lemma) =>
    (index.byLemma.get(lemma) ?? []).flatMap((entry) => paradigmOf(entry, index.explicit)),
  );
}

/**
 * A vocabulary card as the judge sees it; its number and practice context tell the diagnosis which reading of the
 * form the gap needs (a numeral before it, the subject); its accepted alternatives are judged like its form.
 */
export function vocabularyItem(
  card: Pick<LearnerCardRow, 'form' | 'word' | 'translation' | 'case_form' | 'verb_form'> &
    Partial<Pick<LearnerCardRow, 'number' | 'practice_context'>> & { alternatives?: readonly string[] },
): VocabularyJudgeItem {
  return {
    type: 'VOCABULARY',
    form: card.form,
    word: card.word,
    translation: card.translation,
    caseForm: card.case_form,
    verbForm: card.verb_form,
    ...(card.alternatives?.length ? { alternatives: [...card.alternatives] } : {}),
    ...(card.number ? { number: card.number } : {}),
    ...(card.practice_context ? { context: card.practice_context } : {}),
  };
}

/** A grammar exercise as the judge sees it: its fields and its tags (`singular`/`plural`, `rection`, …). */
export function grammarJudgeItem(ex: { type: string; content: unknown; tags: unknown }): JudgeExercise {
  return { ...grammarFields(ex.type, ex.content), tags: toStringList(ex.tags) };
}

/**
 * The judge's verdict on an answer to a learner's card. A VALID card's texts come from the catalogue in memory; a card
 * withdrawn since the learner got it is read from the database.
 */
export async function judgeCardAnswer(
  db: Db,
  caches: Caches,
  userId: number,
  card: Pick<UserCardState, 'id' | 'vocabulary_card_id'>,
  answer: string,
): Promise<Judgement> {
  const known = (await vocabularyCatalogue(db, caches)).get(card.vocabulary_card_id);
  const texts = known
    ? { ...known.vocabularyCard, word: known.word.word, translation: known.word.translation }
    : (await findLearnerCards(db, userId, [card.id]))[0];
  if (!texts) throw notFound('Vocabulary card not found');
  return judge(vocabularyItem(texts), answer, await serverMorphology(db, caches));
}

/** POST /vocabulary/check: the judge's verdict on an answer to one of the learner's cards; nothing is recorded. */
export async function checkVocabularyAnswer(
  db: Db,
  caches: Caches,
  userId: number,
  input: { userVocabularyCardId: number; answer: string },
): Promise<Judgement> {
  const card = await readUserCard(db, userId, input.userVocabularyCardId);
  if (!card) throw notFound('Vocabulary card not found');
  return judgeCardAnswer(db, caches, userId, card, input.answer);
}

/** POST /grammar-exercises/:id/check: the judge's verdict on an answer to an exercise; nothing is recorded. */
export async function checkGrammarExerciseAnswer(
  db: Db,
  caches: Caches,
  input: { id: number; answer: string | string[] },
): Promise<Judgement> {
  const ex = await findGrammarExercise(db, input.id);
  if (!ex) throw notFound('Grammar exercise not found');
  return judge(grammarJudgeItem(ex), input.answer, await serverMorphology(db, caches));
}
