import type { VocabularyCardRow } from '@keelerada/db';

/** A vocabulary card as the admin list shows it (§3 "Vocabulary card (admin list)", plus QA and bookkeeping). */
export interface AdminVocabularyCard {
  id: number;
  word: string;
  form: string;
  translation: string;
  word_type: string;
  case_form: string | null;
  /** SINGULAR / PLURAL (issue 16); null when not stated. */
  number: string | null;
  verb_form: string | null;
  level: string;
  review_status: string;
  review_notes: string | null;
  practice_context: string;
  practice_context_translation: string;
  definition: string | null;
  frequency_rank: number | null;
  /** Accepted alternatives: other words or forms the judge accepts like `form` (beyond §3). */
  alternatives: string[];
  /** Estonian words hunspell did not know when the card was last saved by an admin. */
  spelling_warnings: string[];
  created_at: string;
  updated_at: string;
}

export function toAdminVocabularyCard(r: VocabularyCardRow): AdminVocabularyCard {
  return {
    id: r.id,
    word: r.word,
    form: r.form,
    translation: r.translation,
    word_type: r.word_type,
    case_form: r.case_form,
    number: r.number,
    verb_form: r.verb_form,
    level: r.level,
    review_status: r.review_status,
    review_notes: r.review_notes,
    practice_context: r.practice_context,
    practice_context_translation: r.practice_context_translation,
    definition: r.definition,
    frequency_rank: r.frequency_rank,
    alternatives: r.alternatives ?? [],
    spelling_warnings: Array.isArray(r.spelling_warnings) ? r.spelling_warnings.map(String) : [],
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}
