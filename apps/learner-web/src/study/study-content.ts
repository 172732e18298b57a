import {
  initialStudyState,
  type SessionPatch,
  type StudyEvent,
  type StudyState,
  studyReducer,
} from '@keelerada/domain';
import type { ReadingText } from '../data/types.ts';
import type { ClozeCard } from '../exercises/vocabulary-cloze/cloze.ts';
import type { StudyContent } from './load-study.ts';

/** Exercises a text counts for: its questions, or 1 when it has none. */
export const readingUnits = (t: Pick<ReadingText, 'comprehensionQuestions'>) =>
  Math.max(1, t.comprehensionQuestions.length);

/** The LOADED event of the phase machine for this content and the session's recorded attempts. */
export function loadedEvent(c: StudyContent): StudyEvent {
  const others = c.texts.length + c.grammar.length > 0;
  // An empty vocabulary list next to other content still opens the vocabulary phase, which then says
  // "No vocabulary practice today" and offers Continue to Reading (§2); its total is unknown (`?`).
  const vocabulary = c.cards.length === 0 && others ? null : c.cards.length;
  const s = c.session;
  const open = s && !s.isSessionFinished ? s : null;
  return {
    type: 'LOADED',
    content: {
      vocabulary,
      reading: c.texts.length,
      grammar: c.grammar.length,
      readingQuestions: c.texts.map((t) => t.comprehensionQuestions.length),
    },
    unfinishedSession: open
      ? {
          isVocabularyCompleted: open.isVocabularyCompleted,
          isReadingCompleted: open.isReadingCompleted,
          isGrammarCompleted: open.isGrammarCompleted,
        }
      : null,
    hasFinishedSession: Boolean(s?.isSessionFinished),
    progress: c.progress,
  };
}

export function initialStateFor(c: StudyContent): StudyState {
  return studyReducer(initialStudyState(), loadedEvent(c));
}

type SessionFlags = Pick<
  NonNullable<StudyContent['session']>,
  'isVocabularyCompleted' | 'isReadingCompleted' | 'isGrammarCompleted' | 'isSessionFinished'
>;

/**
 * What the session's flags lack that its recorded attempts already show (a reload after the last answer of a phase
 * but before its Continue, or before the finish was sent): the flags the dashboard's goals and the calendar read.
 * Null when the flags already agree, and for a session finished before this visit.
 */
export function catchUpPatch(
  state: StudyState,
  session: SessionFlags | null,
  at: string,
): SessionPatch | null {
  if (!session || session.isSessionFinished || state.alreadyDoneToday) return null;
  const patch: SessionPatch = {};
  if (state.phases.vocabulary.completed && !session.isVocabularyCompleted) patch.isVocabularyCompleted = true;
  if (state.phases.reading.completed && !session.isReadingCompleted) patch.isReadingCompleted = true;
  if (state.phases.grammar.completed && !session.isGrammarCompleted) patch.isGrammarCompleted = true;
  if (state.view === 'completed') Object.assign(patch, { isSessionFinished: true, completedAt: at });
  return Object.keys(patch).length > 0 ? patch : null;
}

/**
 * A card as the learner meets it after `reviewsThisSession` reviews in this session: its badge (New word, Seen once,
 * …) counts them on top of the plan's `review_count`, which is a snapshot taken when the day's plan was made and is
 * served unchanged on every reload. A missed card typed once more at the end of the phase has had one review, its
 * first try: "Seen once", not "New word". An unknown count stays unknown (no badge).
 */
export function withReviewsThisSession(card: ClozeCard, reviewsThisSession: number): ClozeCard {
  if (card.reviewCount === null) return card;
  return { ...card, reviewCount: card.reviewCount + Math.max(0, reviewsThisSession) };
}
