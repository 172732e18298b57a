import { type Db, findGrammarExercise, findLearnerCards, type LearnerCardRow } from '@keelerada/db';
import {
  grammarFields,
  type Judgement,
  judge,
  type Morphology,
  morphologyOf,
  paradigmOf,
  type ReviewSubmission,
  reviewFromJudgement,
  type VocabularyJudgeItem,
} from '@keelerada/domain';
import type { Caches } from '../../cache/caches.ts';
import { notFound } from '../../errors/app-error.ts';
import { lexiconIndex } from '../lexicon/lexicon-index.ts';

/** The analyser the server judges with: the lexicon's (built once per process, rebuilt after a lexicon change). */
export async function serverMorphology(db: Db, caches: Caches): Promise<Morphology> {
  const index = await lexiconIndex(db, caches);
  return morphologyOf(index.analyser, (lemma) =>
    (index.byLemma.get(lemma) ?? []).flatMap((entry) => paradigmOf(entry, index.explicit)),
  );
}

/** A learner's vocabulary card as the judge sees it. */
export function vocabularyItem(
  card: Pick<LearnerCardRow, 'form' | 'word' | 'translation' | 'case_form' | 'verb_form'>,
): VocabularyJudgeItem {
  return {
    type: 'VOCABULARY',
    form: card.form,
    word: card.word,
    translation: card.translation,
    caseForm: card.case_form,
    verbForm: card.verb_form,
  };
}

/** POST /vocabulary/check: the judge's verdict on an answer to one of the learner's cards; nothing is recorded. */
export async function checkVocabularyAnswer(
  db: Db,
  caches: Caches,
  userId: number,
  input: { userVocabularyCardId: number; answer: string },
): Promise<Judgement> {
  const [card] = await findLearnerCards(db, userId, [input.userVocabularyCardId]);
  if (!card) throw notFound('Vocabulary card not found');
  return judge(vocabularyItem(card), input.answer, await serverMorphology(db, caches));
}

/**
 * POST /vocabulary/review-result with the typed answer: the review the server records is its own judge's verdict on
 * that answer (the app's instant verdict may differ: it judges without the lexicon), so a near miss the lexicon
 * knows as another form of the word is a fail however the app first showed it.
 */
export async function judgedReview(
  db: Db,
  caches: Caches,
  userId: number,
  input: ReviewSubmission,
): Promise<ReviewSubmission> {
  if (input.answer == null) return input;
  const judgement = await checkVocabularyAnswer(db, caches, userId, {
    userVocabularyCardId: input.cardId,
    answer: input.answer,
  });
  return reviewFromJudgement(input, judgement);
}

/** POST /grammar-exercises/:id/check: the judge's verdict on an answer to an exercise; nothing is recorded. */
export async function checkGrammarExerciseAnswer(
  db: Db,
  caches: Caches,
  input: { id: number; answer: string | string[] },
): Promise<Judgement> {
  const ex = await findGrammarExercise(db, input.id);
  if (!ex) throw notFound('Grammar exercise not found');
  return judge(grammarFields(ex.type, ex.content), input.answer, await serverMorphology(db, caches));
}
