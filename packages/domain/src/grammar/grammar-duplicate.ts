import type { GrammarType } from './grammar-content.ts';

/**
 * The stored content fields that make two exercises of one type the same exercise (issue #20): the same sentence
 * and the same answer. Creating one whose fields all equal an existing exercise's asks first.
 */
export const GRAMMAR_IDENTITY_FIELDS: Record<GrammarType, readonly string[]> = {
  CASE_PRACTICE: ['sentence', 'case_correct_answer'],
  VERB_CONJUGATION: ['context', 'verb', 'subject', 'verb_correct_answer'],
  SENTENCE_CONSTRUCTION: ['words', 'correct_orders'],
  ERROR_CORRECTION: ['incorrect_sentence', 'correct_sentence'],
  TRANSLATION: ['source_text', 'target_text'],
};

/** The identity of a stored exercise content: its identity fields and their values. */
export function grammarIdentity(type: GrammarType, content: Record<string, unknown>): [string, unknown][] {
  return GRAMMAR_IDENTITY_FIELDS[type].map((f) => [f, content[f] ?? null]);
}

/** The warning shown before creating a duplicate (the admin may then create it anyway). */
export const duplicateExerciseMessage = (existingId: number) =>
  `An exercise of this type with the same sentence and answer already exists (#${existingId}). Press "Create anyway" to add it all the same.`;
