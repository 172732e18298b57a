import type { Generated, Selectable } from 'kysely';
import type { Json } from './users.ts';

/** A lexicon lemma (issue 16): principal forms as FORMAT.md writes them, or an explicit paradigm. */
export interface LexiconLemmasTable {
  id: Generated<number>;
  lemma: string;
  word_type: string;
  translation: string;
  /** `;`-separated slots, `~`-joined variants; empty when `paradigm` holds the full table. */
  principal_forms: Generated<string>;
  /** An explicit paradigm (`{ singular?: { CASE: "form~form" }, plural?: … }`), or null. */
  paradigm: Json<Record<string, Record<string, string>>> | null;
  level: string;
  content_key: string | null;
  content_hash: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export type LexiconLemmaRow = Selectable<LexiconLemmasTable>;
