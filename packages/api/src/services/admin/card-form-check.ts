import {
  type CardFormLabels,
  cardFormProblem,
  INFLECTING_WORD_TYPES,
  isOneOf,
  paradigmOf,
} from '@keelerada/domain';
import type { LexiconIndex } from '../lexicon/lexicon-index.ts';

/**
 * The back office's form check of a vocabulary card: whether its form is the cell its labels name in its word's
 * paradigm (the check `npm test` runs over the content pack, for cards written or imported by an editor). A warning,
 * never a block: the message, or null when the form checks out or the word does not inflect. A word the lexicon does
 * not have cannot be checked, and the message says where to add it.
 */
export function cardFormCheck(index: LexiconIndex, card: CardFormLabels): string | null {
  if (!isOneOf(INFLECTING_WORD_TYPES, card.wordType)) return null;
  const senses = index.byLemma.get(card.word);
  if (!senses?.length)
    return `${card.word} is not in the lexicon, so its form could not be checked: add its principal forms under Vocabulary Cards → Lexicon`;
  return cardFormProblem(
    senses.flatMap((s) => paradigmOf(s, index.explicit)),
    card,
  );
}
