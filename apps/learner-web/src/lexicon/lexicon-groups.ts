/** The fields of a practised card that grouping needs. */
export interface PractisedCard {
  id: number;
  word: string;
  form: string | null;
  next_review: string;
}

export interface LemmaGroup<C extends PractisedCard> {
  /** The dictionary form the cards share. */
  word: string;
  cards: C[];
  /** The distinct forms practised, in card order. */
  forms: string[];
  /** The soonest review among the cards. */
  nextReview: string;
}

/** Cards grouped by their word (lemma), in the order each word first appears; a lexicon's counts are these groups. */
export function groupByLemma<C extends PractisedCard>(cards: readonly C[]): LemmaGroup<C>[] {
  const groups = new Map<string, LemmaGroup<C>>();
  for (const c of cards) {
    const key = c.word.normalize('NFC').toLocaleLowerCase('et');
    const g = groups.get(key);
    if (!g) {
      groups.set(key, { word: c.word, cards: [c], forms: c.form ? [c.form] : [], nextReview: c.next_review });
      continue;
    }
    g.cards.push(c);
    if (c.form && !g.forms.some((f) => f.toLocaleLowerCase('et') === c.form!.toLocaleLowerCase('et')))
      g.forms.push(c.form);
    if (Date.parse(c.next_review) < Date.parse(g.nextReview)) g.nextReview = c.next_review;
  }
  return [...groups.values()];
}
