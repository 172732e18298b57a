import { describe, expect, it } from 'vitest';
import { toClozeCard } from '../data/adapters.ts';
import type { DailyItem } from '../data/types.ts';
import { repetitionLabel } from '../exercises/shared/labels.ts';
import type { StudyContent } from './load-study.ts';
import { catchUpPatch, initialStateFor, withReviewsThisSession } from './study-content.ts';

const AT = '2026-05-10T10:00:00.000Z';
const flags = { isVocabularyCompleted: true, isReadingCompleted: false, isGrammarCompleted: false };
const session = { id: 1, isSessionFinished: false, ...flags } as unknown as NonNullable<
  StudyContent['session']
>;
const text = {
  id: 7,
  comprehensionQuestions: [{ id: 1 }, { id: 2 }],
} as unknown as StudyContent['texts'][number];

/** A planned session with one card, one two-question text and one exercise, where the attempts say it stands. */
const content = (readingAnswered: number, grammar = 0): StudyContent => ({
  session,
  cards: [{} as StudyContent['cards'][number]],
  texts: [text],
  grammar: [{} as StudyContent['grammar'][number]],
  progress: {
    answered: { vocabulary: 1, reading: readingAnswered === 2 ? 1 : 0, grammar },
    retryQueue: [],
    retried: 0,
    readingAnswered: [readingAnswered],
    attempts: 1 + readingAnswered + grammar,
    correct: 1,
  },
  attempts: [],
});

describe('catchUpPatch (issue 19: a reload between the last answer and Continue)', () => {
  it('sends the reading flag once every question of the text is recorded', () => {
    const c = content(2);
    const state = initialStateFor(c);
    expect(state.view).toBe('grammar');
    expect(catchUpPatch(state, c.session, AT)).toEqual({ isReadingCompleted: true });
  });

  it('sends nothing while the text is half answered', () => {
    const c = content(1);
    const state = initialStateFor(c);
    expect(state).toMatchObject({ view: 'reading', readingStep: 'questions' });
    expect(catchUpPatch(state, c.session, AT)).toBeNull();
  });

  it('finishes a session whose every item is recorded', () => {
    const c = content(2, 1);
    expect(catchUpPatch(initialStateFor(c), c.session, AT)).toEqual({
      isReadingCompleted: true,
      isGrammarCompleted: true,
      isSessionFinished: true,
      completedAt: AT,
    });
    expect(catchUpPatch(initialStateFor(c), { ...session, isSessionFinished: true }, AT)).toBeNull();
  });
});

describe('the badge of a card in the "Once more" round', () => {
  /** A card of the day's plan: its review_count is the plan's snapshot, from before this session. */
  const planned = (review_count: number): DailyItem => ({
    userVocabularyCardId: 7,
    vocabularyCard: {
      id: 3,
      form: 'ei',
      case_form: null,
      verb_form: null,
      practice_context: 'Vabandust, ma {} tea.',
      practice_context_translation: "Sorry, I don't know.",
    },
    word: { word: 'ei', definition: null, translation: 'not', level: 'A0', word_type: 'PARTICLE' },
    user_progress: { repetitions: 0, review_count, interval: 0, next_review: null },
  });
  const badge = (card: ReturnType<typeof toClozeCard>) =>
    card.reviewCount === null ? null : repetitionLabel(card.reviewCount);

  it('says "Seen once", not "New word", for a new word missed a minute ago', () => {
    expect(badge(toClozeCard(planned(0)))).toBe('New word');
    expect(badge(withReviewsThisSession(toClozeCard(planned(0)), 1))).toBe('Seen once');
  });
  it("counts the session's review on top of the earlier ones", () => {
    expect(badge(withReviewsThisSession(toClozeCard(planned(1)), 1))).toBe('Remember this one?');
    expect(withReviewsThisSession(toClozeCard(planned(4)), 1).reviewCount).toBe(5);
    expect(withReviewsThisSession(toClozeCard(planned(2)), 0).reviewCount).toBe(2);
  });
  it('leaves an unknown count unknown (no badge)', () => {
    const card = { ...toClozeCard(planned(0)), reviewCount: null };
    expect(withReviewsThisSession(card, 1).reviewCount).toBeNull();
  });
});
