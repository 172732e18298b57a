import { parseStoredJson, storedObjectList } from '../json/stored-json.ts';

/** Grammar exercise types (admin-back-office.md §3). */
export const GRAMMAR_TYPES = [
  'CASE_PRACTICE',
  'VERB_CONJUGATION',
  'SENTENCE_CONSTRUCTION',
  'ERROR_CORRECTION',
  'TRANSLATION',
] as const;
export type GrammarType = (typeof GRAMMAR_TYPES)[number];

/** Lists may arrive as arrays, JSON strings or comma-separated strings; always returns trimmed strings. */
export function toStringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter((v) => v.length > 0);
  if (typeof value === 'string') {
    const s = value.trim();
    if (s.startsWith('[')) {
      try {
        return toStringList(JSON.parse(s));
      } catch {
        /* fall through to comma splitting */
      }
    }
    return s
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v.length > 0);
  }
  return [];
}

/**
 * The entries of `list` without repeats that differ only in letter case (Estonian lower-casing): the first spelling
 * of each is kept, in order. Grammar tags (§5 "must not be duplicates") and reading-text topics are unique this way.
 */
export function distinctIgnoringCase(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const key = item.toLocaleLowerCase('et');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Accepted alternatives (sentences may hold commas): an array, a JSON array string, or one alternative per line.
 */
export function toAlternatives(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter((v) => v.length > 0);
  if (typeof value !== 'string') return [];
  const s = value.trim();
  if (s.startsWith('[')) {
    const parsed = parseStoredJson(s);
    if (Array.isArray(parsed)) return toAlternatives(parsed);
  }
  return s
    .split('\n')
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

/** A list of lists (sentence-construction orders), tolerant of a JSON string. */
export function toOrderList(value: unknown): (string | number)[][] {
  const v = parseStoredJson(value);
  if (!Array.isArray(v)) return [];
  return v.filter(Array.isArray).map((order) => order.map((w) => (typeof w === 'number' ? w : String(w))));
}

export interface GrammarErrorItem {
  position?: number;
  type: string;
  correction: string;
}

/** Error-correction errors, tolerant of a JSON string; each has a type (unknown kinds kept as given). */
export function toErrors(value: unknown): GrammarErrorItem[] {
  return storedObjectList(value).map((e) => ({
    ...(typeof e.position === 'number' ? { position: e.position } : {}),
    type: typeof e.type === 'string' ? e.type : 'other',
    correction: typeof e.correction === 'string' ? e.correction : '',
  }));
}

/** `alternatives` only when the payload lists some, so items without stay as they were stored. */
const alternativesOf = (p: Record<string, unknown>) => {
  const list = toAlternatives(p.alternatives);
  return list.length ? { alternatives: list } : {};
};

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : v == null ? '' : String(v).trim());

/**
 * The stored, type-specific content of an exercise (snake_case, as the learner spec names the fields) from a
 * camelCase create/update payload.
 */
export function grammarPayloadToContent(
  type: GrammarType,
  p: Record<string, unknown>,
): Record<string, unknown> {
  switch (type) {
    case 'CASE_PRACTICE':
      return {
        sentence: str(p.sentence),
        target_word: str(p.targetWord),
        correct_case: str(p.correctCase) || 'NOMINATIVE',
        case_correct_answer: str(p.correctAnswer),
        case_distractors: toStringList(p.distractors),
        explanation: str(p.explanation),
        case_translation: str(p.translation),
        ...alternativesOf(p),
      };
    case 'VERB_CONJUGATION':
      return {
        verb: str(p.verb),
        verb_translation: str(p.verbTranslation),
        subject: str(p.subject),
        target_form: str(p.targetForm) || 'PRESENT',
        verb_correct_answer: str(p.verbCorrectAnswer),
        context: str(p.context),
        context_translation: str(p.contextTranslation),
        ...alternativesOf(p),
      };
    case 'SENTENCE_CONSTRUCTION':
      return {
        words: toStringList(p.words),
        correct_orders: toOrderList(p.correctOrders),
        sentence_translation: str(p.sentenceTranslation),
        focus: str(p.focus),
      };
    case 'ERROR_CORRECTION':
      return {
        incorrect_sentence: str(p.incorrectSentence),
        correct_sentence: str(p.correctSentence),
        translation: str(p.translation),
        errors: toErrors(p.errors),
        explanation: str(p.explanation),
        ...alternativesOf(p),
      };
    case 'TRANSLATION':
      return {
        source_text: str(p.sourceText),
        target_text: str(p.targetText),
        hints: toStringList(p.hints),
        focus_grammar: toStringList(p.focusGrammar),
        ...(p.direction === 'ET_EN' ? { direction: 'ET_EN' } : {}),
        ...alternativesOf(p),
      };
  }
}

/** The main text of an exercise, used for search and as its natural identity. */
export function grammarMainText(type: string, c: Record<string, unknown>): string {
  switch (type) {
    case 'CASE_PRACTICE':
      return str(c.sentence);
    case 'VERB_CONJUGATION':
      return `${str(c.context)} (${str(c.verb)}, ${str(c.subject)})`;
    case 'SENTENCE_CONSTRUCTION':
      return toStringList(c.words).join(' ');
    case 'ERROR_CORRECTION':
      return str(c.incorrect_sentence);
    case 'TRANSLATION':
      return str(c.source_text);
    default:
      return '';
  }
}
