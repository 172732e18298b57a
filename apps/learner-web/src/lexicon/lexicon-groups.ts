import type { LocalDate } from '@keelerada/domain';

/** The fields of a practised card that grouping needs. */
export interface PractisedCard {
  id: number;
  word: string;
  form: string | null;
}

export interface LemmaGroup<C extends PractisedCard> {
  /** The dictionary form the cards share. */
  word: string;
  cards: C[];
  /** The distinct forms practised, in card order. */
  forms: string[];
  /** The learner's day of the soonest review among the cards. */
  nextReview: LocalDate;
}

/**
 * Cards grouped by their word (lemma), in the order each word first appears; a lexicon's counts are these groups.
 * `reviewDay` gives the day a card next comes back.
 */
export function groupByLemma<C extends PractisedCard>(
  cards: readonly C[],
  reviewDay: (card: C) => LocalDate,
): LemmaGroup<C>[] {
  const groups = new Map<string, LemmaGroup<C>>();
  for (const c of cards) {
    const key = c.word.normalize('NFC').toLocaleLowerCase('et');
    const g = groups.get(key);
    if (!g) {
      groups.set(key, { word: c.word, cards: [c], forms: c.form ? [c.form] : [], nextReview: reviewDay(c) });
      continue;
    }
    g.cards.push(c);
    if (c.form && !g.forms.some((f) => f.toLocaleLowerCase('et') === c.form!.toLocaleLowerCase('et')))
      g.forms.push(c.form);
    const day = reviewDay(c);
    if (day < g.nextReview) g.nextReview = day;
  }
  return [...groups.values()];
}
