import type { ClozeCard } from '../exercises/vocabulary-cloze/cloze.ts';
import type { DailyItem, DailySession } from './types.ts';

/** The cards of a daily session in the order they are practised: due reviews first, then new words (§3). */
export function dailyItems(session: DailySession | null | undefined): DailyItem[] {
  if (!session) return [];
  return [...session.reviews, ...session.newWords];
}

/** A daily-session item as the cloze exercise shows it. */
export function toClozeCard(item: DailyItem): ClozeCard {
  return {
    id: item.userVocabularyCardId,
    answer: (item.vocabularyCard.form || item.word.word).trim(),
    alternatives: item.vocabularyCard.alternatives ?? [],
    context: item.vocabularyCard.practice_context,
    contextTranslation: item.vocabularyCard.practice_context_translation,
    word: item.word.word,
    translation: item.word.translation,
    definition: item.word.definition,
    wordType: item.word.word_type,
    caseForm: item.vocabularyCard.case_form,
    number: item.vocabularyCard.number ?? null,
    verbForm: item.vocabularyCard.verb_form,
    level: item.word.level,
    // the badge counts reviews, not the run of right answers (`repetitions`, 0 again after a miss: a card missed
    // yesterday is not a "New word")
    reviewCount: item.user_progress.review_count,
  };
}
