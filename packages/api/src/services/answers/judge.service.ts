import { type Db, findGrammarExercise, findLearnerCards, type LearnerCardRow } from '@keelerada/db';
import {
  grammarFields,
  type Judgement,
  judge,
  type Morphology,
  noMorphology,
  type VocabularyJudgeItem,
} from '@keelerada/domain';
import { notFound } from '../../errors/app-error.ts';

/** The analyser the server judges with (the morphology module's, once it is wired in). */
export const serverMorphology: Morphology = noMorphology;

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
  userId: number,
  input: { userVocabularyCardId: number; answer: string },
): Promise<Judgement> {
  const [card] = await findLearnerCards(db, userId, [input.userVocabularyCardId]);
  if (!card) throw notFound('Vocabulary card not found');
  return judge(vocabularyItem(card), input.answer, serverMorphology);
}

/** POST /grammar-exercises/:id/check: the judge's verdict on an answer to an exercise; nothing is recorded. */
export async function checkGrammarExerciseAnswer(
  db: Db,
  input: { id: number; answer: string | string[] },
): Promise<Judgement> {
  const ex = await findGrammarExercise(db, input.id);
  if (!ex) throw notFound('Grammar exercise not found');
  return judge(grammarFields(ex.type, ex.content), input.answer, serverMorphology);
}
