import type { WeakSpotsDto } from '@keelerada/api';
import type { ClozeCard } from '../exercises/vocabulary-cloze/cloze.ts';

/** "inessive ↔ illative: 7 of your last 40 answers" */
export function weakSpotLine(confusion: string, count: number, judged: number): string {
  return `${confusion}: ${count} of your last ${judged} answers`;
}

/** The learner's own cards of the weak spots, once each, as cloze cards for a short practice. */
export function weakSpotCards(data: WeakSpotsDto): ClozeCard[] {
  const seen = new Set<number>();
  const cards: ClozeCard[] = [];
  for (const spot of data.spots) {
    for (const c of spot.cards) {
      if (seen.has(c.userVocabularyCardId)) continue;
      seen.add(c.userVocabularyCardId);
      cards.push({
        id: c.userVocabularyCardId,
        answer: c.form.trim(),
        context: c.practice_context,
        contextTranslation: c.practice_context_translation,
        word: c.word,
        translation: c.translation,
        definition: c.definition,
        wordType: c.word_type,
        caseForm: c.case_form,
        number: c.number,
        verbForm: c.verb_form,
        level: c.level,
        reviewCount: null,
      });
    }
  }
  return cards;
}
