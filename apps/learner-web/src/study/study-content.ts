import { initialStudyState, type StudyEvent, type StudyState, studyReducer } from '@keelerada/domain';
import { dailyItems } from '../data/adapters.ts';
import type { MixedStatus, ReadingText } from '../data/types.ts';
import type { StudyContent } from './load-study.ts';

/** Exercises a text counts for: its questions, or 1 when it has none. */
export const readingUnits = (t: Pick<ReadingText, 'comprehensionQuestions'>) =>
  Math.max(1, t.comprehensionQuestions.length);

/** The LOADED event of the phase machine for this content. */
export function loadedEvent(c: StudyContent): StudyEvent {
  const items = dailyItems(c.daily);
  const others = c.texts.length + c.grammar.length > 0;
  // An empty vocabulary list next to other content still opens the vocabulary phase, which then says
  // "No vocabulary practice today" and offers Continue to Reading (§2); its total is unknown (`?`).
  const vocabulary = c.daily === null || (items.length === 0 && others) ? null : items.length;
  const flags = (s: MixedStatus['unfinishedSession']) =>
    s
      ? {
          isVocabularyCompleted: s.isVocabularyCompleted,
          isReadingCompleted: s.isReadingCompleted,
          isGrammarCompleted: s.isGrammarCompleted,
        }
      : null;
  return {
    type: 'LOADED',
    content: {
      vocabulary,
      reading: c.texts.length,
      grammar: c.grammar.length,
      readingQuestions: c.texts.map((t) => t.comprehensionQuestions.length),
    },
    unfinishedSession: flags(c.status.unfinishedSession),
    hasFinishedSession: c.status.finishedSession !== null,
    completion: c.status.completionStatus,
  };
}

export function initialStateFor(c: StudyContent): StudyState {
  return studyReducer(initialStudyState(), loadedEvent(c));
}

/** totalExercises of a new session: every card, every text's questions (or 1), every grammar exercise. */
export function totalExercisesOf(c: StudyContent): number {
  return dailyItems(c.daily).length + c.texts.reduce((n, t) => n + readingUnits(t), 0) + c.grammar.length;
}
