import { type CatalogueCardRow, type Db, listValidVocabularyCards } from '@keelerada/db';
import { promptDefinition, toDisplayContext } from '@keelerada/domain';
import type { Caches } from '../../cache/caches.ts';
import type { DailySessionItem } from './vocabulary-dto.ts';

/**
 * What a VALID card shows in a daily session, built once per catalogue load and shared by every response — frozen, so
 * that no response can change it for the others.
 */
export interface CatalogueCard {
  /** With the card's accepted alternatives: the app lets them be typed and judges them itself, as the server does. */
  readonly vocabularyCard: Readonly<DailySessionItem['vocabularyCard']>;
  readonly word: Readonly<DailySessionItem['word']>;
}

export type VocabularyCatalogue = ReadonlyMap<number, CatalogueCard>;

export function toCatalogueCard(c: CatalogueCardRow): CatalogueCard {
  return Object.freeze({
    vocabularyCard: Object.freeze({
      id: c.id,
      form: c.form,
      case_form: c.case_form,
      number: c.number,
      verb_form: c.verb_form,
      practice_context: toDisplayContext(c.practice_context),
      practice_context_translation: c.practice_context_translation,
      alternatives: Object.freeze([...c.alternatives]),
    }),
    word: Object.freeze({
      word: c.word,
      // the prompt never prints its answer (issue 18): the form inside the definition is written …
      definition: promptDefinition(c.definition, c.form),
      translation: c.translation,
      level: c.level,
      word_type: c.word_type,
    }),
  });
}

/**
 * Every VALID vocabulary card by id: from this process's cache, or read once (a few thousand rows that change only
 * through the admin, the CSV import and the content loader — each change drops the cache, see cache/caches.ts).
 */
export function vocabularyCatalogue(db: Db, caches: Caches): Promise<VocabularyCatalogue> {
  return caches.vocabulary.getOrLoad('all', async () => {
    const rows = await listValidVocabularyCards(db);
    return new Map(rows.map((r) => [r.id, toCatalogueCard(r)]));
  });
}
