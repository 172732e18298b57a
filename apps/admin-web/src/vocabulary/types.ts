/** A vocabulary card as the admin list receives it (admin-back-office.md §3, plus review notes and QA flags). */
export interface AdminCard {
  id: number;
  word: string;
  form: string;
  translation: string;
  word_type: string;
  case_form: string | null;
  verb_form: string | null;
  level: string;
  review_status: string;
  review_notes: string | null;
  practice_context: string;
  practice_context_translation: string;
  definition: string | null;
  frequency_rank: number | null;
  spelling_warnings: string[];
}
