import { levelRank } from '@keelerada/domain';

export interface LexiconEntry {
  word: string;
  translation: string;
  definition: string | null;
  /** The form the card practises (`olen` on an olema card), shown as "Form practised". */
  form?: string | null;
  level: string;
  status: string;
  word_type: string;
}

export interface LexiconFilters {
  search: string;
  level: string;
  status: string;
  wordType: string;
}

export const ALL = 'all';
export const EMPTY_FILTERS: LexiconFilters = { search: '', level: ALL, status: ALL, wordType: ALL };

/** Status filter choices (§3 learned card status). */
export const STATUS_OPTIONS = [
  { value: 'mastered', label: 'Mastered' },
  { value: 'learning', label: 'Learning' },
  { value: 'review', label: 'In review' },
  { value: 'other', label: 'Other' },
] as const;

/** Word-type filter choices (§3): NOUN, VERB, ADJECTIVE, ADVERB and everything else as other. */
export const WORD_TYPE_OPTIONS = [
  { value: 'NOUN', label: 'Noun' },
  { value: 'VERB', label: 'Verb' },
  { value: 'ADJECTIVE', label: 'Adjective' },
  { value: 'ADVERB', label: 'Adverb' },
  { value: 'other', label: 'Other' },
] as const;

const KNOWN_STATUS = new Set(['mastered', 'learning', 'review']);
const KNOWN_TYPES = new Set(['NOUN', 'VERB', 'ADJECTIVE', 'ADVERB']);

export const statusGroup = (s: string) => (KNOWN_STATUS.has(s.toLowerCase()) ? s.toLowerCase() : 'other');
export const wordTypeGroup = (t: string) => (KNOWN_TYPES.has(t.toUpperCase()) ? t.toUpperCase() : 'other');

function fold(s: string): string {
  return s.normalize('NFC').toLocaleLowerCase('et');
}

/**
 * The lexicon's search and filters (§5): the search matches word, translation or definition case-insensitively,
 * and also the form practised on the card (beyond §5: the card shows "Form practised: olen", so `olen` finds olema);
 * level, status and word type combine with AND.
 */
export function filterLexicon<T extends LexiconEntry>(cards: readonly T[], f: LexiconFilters): T[] {
  const q = fold(f.search.trim());
  return cards.filter(
    (c) =>
      (!q ||
        fold(c.word).includes(q) ||
        fold(c.translation).includes(q) ||
        fold(c.definition ?? '').includes(q) ||
        fold(c.form ?? '').includes(q)) &&
      (f.level === ALL || c.level === f.level) &&
      (f.status === ALL || statusGroup(c.status) === f.status) &&
      (f.wordType === ALL || wordTypeGroup(c.word_type) === f.wordType),
  );
}

/** The levels present, in path order. */
export function levelsOf(cards: readonly LexiconEntry[]): string[] {
  return [...new Set(cards.map((c) => c.level))].sort((a, b) => levelRank(a) - levelRank(b));
}

export function hasActiveFilters(f: LexiconFilters): boolean {
  return f.search.trim() !== '' || f.level !== ALL || f.status !== ALL || f.wordType !== ALL;
}
