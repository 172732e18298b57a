import type { WeakSpotDto, WeakSpotsDto } from '@keelerada/api';
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

/**
 * A weak spot that only grammar exercises gave: no card of the learner's has it, so the practice here cannot cover
 * it and the learner is sent to Grammar. A spot that has cards is practised here, whatever else gave it.
 */
export function fromGrammarOnly(spot: Pick<WeakSpotDto, 'cards' | 'grammarAnswers'>): boolean {
  return spot.cards.length === 0 && spot.grammarAnswers > 0;
}

/**
 * The words before the link to Grammar, for `grammar` of the `listed` spots that come from grammar exercises:
 * "2 of these come from grammar exercises: practise them in" (the link then says "Grammar"); null when none do.
 */
export function grammarSpotsLead(grammar: number, listed: number): string | null {
  if (grammar <= 0) return null;
  if (grammar >= listed)
    return listed === 1
      ? 'This one comes from grammar exercises: practise it in'
      : 'These come from grammar exercises: practise them in';
  return grammar === 1
    ? '1 of these comes from grammar exercises: practise it in'
    : `${grammar} of these come from grammar exercises: practise them in`;
}

/** The end of the practice: "Practice done: 1 of 1 right." */
export function practiceResultLine(right: number, total: number): string {
  return `Practice done: ${right} of ${total} right.`;
}
