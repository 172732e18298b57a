import {
  CASE_DISTRACTOR_COUNT,
  distinctIgnoringCase,
  GRAMMAR_DEFAULTS,
  GRAMMAR_ERROR_TYPES,
  type GrammarPayload,
  type GrammarType,
  grammarContentToPayload,
  rawList,
  toOrderList,
} from '@keelerada/domain';

/**
 * The grammar forms edit every field as text (lists as lists of text); `formToPayload` turns them into the camelCase
 * payload of §3 that the domain schemas check.
 */
export interface GrammarFormValues {
  type: GrammarType;
  level: string;
  difficulty: string;
  /** Comma-separated, as typed. */
  tags: string;
  // CASE_PRACTICE
  sentence: string;
  targetWord: string;
  correctCase: string;
  correctAnswer: string;
  distractors: string[];
  explanation: string;
  translation: string;
  // VERB_CONJUGATION
  verb: string;
  verbTranslation: string;
  subject: string;
  targetForm: string;
  verbCorrectAnswer: string;
  context: string;
  contextTranslation: string;
  // SENTENCE_CONSTRUCTION: words, and each accepted order as text ("0 2 1" or words)
  words: string[];
  correctOrders: string[];
  sentenceTranslation: string;
  focus: string;
  // ERROR_CORRECTION
  incorrectSentence: string;
  correctSentence: string;
  errors: { position: string; type: string; correction: string }[];
  // TRANSLATION
  sourceText: string;
  targetText: string;
  hints: string[];
  focusGrammar: string[];
  /** Other accepted answers (issue 17; every type but sentence construction, which lists its orders). */
  alternatives: string[];
  /** Translation direction: EN_ET (default) or ET_EN. */
  direction: string;
}

/** A new exercise (§9 defaults: level A0, difficulty BEGINNER, verb form PRESENT, case NOMINATIVE). */
export function emptyGrammarForm(type: GrammarType = 'CASE_PRACTICE'): GrammarFormValues {
  return {
    type,
    level: GRAMMAR_DEFAULTS.level,
    difficulty: GRAMMAR_DEFAULTS.difficulty,
    tags: '',
    sentence: '',
    targetWord: '',
    correctCase: GRAMMAR_DEFAULTS.case,
    correctAnswer: '',
    distractors: Array(CASE_DISTRACTOR_COUNT).fill(''),
    explanation: '',
    translation: '',
    verb: '',
    verbTranslation: '',
    subject: '',
    targetForm: GRAMMAR_DEFAULTS.verbForm,
    verbCorrectAnswer: '',
    context: '',
    contextTranslation: '',
    words: [''],
    correctOrders: [''],
    sentenceTranslation: '',
    focus: '',
    incorrectSentence: '',
    correctSentence: '',
    errors: [],
    alternatives: [],
    direction: 'EN_ET',
    sourceText: '',
    targetText: '',
    hints: [''],
    focusGrammar: [''],
  };
}

/**
 * §4 "After a successful create the form resets": the empty form of the type just created, with the §9 defaults —
 * also the new baseline of "unsaved changes". Takes the react-hook-form methods it needs.
 */
export function resetAfterCreate(form: {
  getValues: (name: 'type') => GrammarType;
  reset: (values: GrammarFormValues) => void;
}): void {
  form.reset(emptyGrammarForm(form.getValues('type')));
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** One accepted order as text: indexes or words separated by spaces (commas also accepted when read back). */
export function orderToText(order: readonly (string | number)[]): string {
  return order.map(String).join(' ');
}

/** "0 2 1" → [0, 2, 1]; "Ma olen kodus" → the words; mixed entries keep their kind. */
export function textToOrder(value: string): (string | number)[] {
  return value
    .split(/[\s,]+/)
    .map((t) => t.trim())
    .filter((t) => t !== '')
    .map((t) => (/^\d+$/.test(t) ? Number(t) : t));
}

/** A stored exercise (§3 snake_case fields; lists possibly JSON strings) as form values. */
export function exerciseToForm(
  ex: { type: string; level: string; difficulty: string; tags: unknown } & Record<string, unknown>,
): GrammarFormValues {
  const base = emptyGrammarForm((ex.type as GrammarType) ?? 'CASE_PRACTICE');
  const p = grammarContentToPayload(ex.type, ex) as Record<string, unknown>;
  const list = (v: unknown, min = 0) => {
    const l = rawList(v);
    while (l.length < min) l.push('');
    return l;
  };
  const errors = Array.isArray(p.errors)
    ? (p.errors as Record<string, unknown>[]).map((e) => ({
        position: e.position === undefined || e.position === null ? '' : String(e.position),
        // a kind the select does not offer is read as the learner app reads it
        type: (GRAMMAR_ERROR_TYPES as readonly string[]).includes(text(e.type)) ? text(e.type) : 'other',
        correction: text(e.correction),
      }))
    : [];
  return {
    ...base,
    level: ex.level || base.level,
    difficulty: ex.difficulty || base.difficulty,
    tags: rawList(ex.tags)
      .filter((t) => t !== '')
      .join(', '),
    sentence: text(p.sentence),
    targetWord: text(p.targetWord),
    correctCase: text(p.correctCase) || base.correctCase,
    correctAnswer: text(p.correctAnswer),
    distractors: list(p.distractors, CASE_DISTRACTOR_COUNT),
    explanation: text(p.explanation),
    translation: text(p.translation),
    verb: text(p.verb),
    verbTranslation: text(p.verbTranslation),
    subject: text(p.subject),
    targetForm: text(p.targetForm) || base.targetForm,
    verbCorrectAnswer: text(p.verbCorrectAnswer),
    context: text(p.context),
    contextTranslation: text(p.contextTranslation),
    words: list(p.words, 1),
    correctOrders: toOrderList(p.correctOrders).map(orderToText),
    sentenceTranslation: text(p.sentenceTranslation),
    focus: text(p.focus),
    incorrectSentence: text(p.incorrectSentence),
    correctSentence: text(p.correctSentence),
    errors,
    sourceText: text(p.sourceText),
    targetText: text(p.targetText),
    hints: list(p.hints),
    focusGrammar: list(p.focusGrammar),
    alternatives: Array.isArray(p.alternatives) ? p.alternatives.map((a) => text(a)) : [],
    direction: text(p.direction) === 'ET_EN' ? 'ET_EN' : 'EN_ET',
  };
}

const nonEmpty = (l: readonly string[]) => l.map((s) => s.trim()).filter((s) => s !== '');

/**
 * The payload of the exercise's type (§3 camelCase). Empty hints and focus-grammar entries are dropped (§5 Grammar
 * edit); distractors and words keep blanks so "All distractors …" / "All words are required" can be reported.
 */
export function formToPayload(v: GrammarFormValues): GrammarPayload & {
  type: GrammarType;
  level: string;
  difficulty: string;
  tags: string[];
} {
  const common = { type: v.type, level: v.level, difficulty: v.difficulty, tags: parseTags(v.tags) };
  switch (v.type) {
    case 'CASE_PRACTICE':
      return {
        ...common,
        sentence: v.sentence,
        targetWord: v.targetWord,
        correctCase: v.correctCase,
        correctAnswer: v.correctAnswer,
        distractors: v.distractors.map((d) => d.trim()),
        explanation: v.explanation,
        translation: v.translation,
        alternatives: nonEmpty(v.alternatives),
      };
    case 'VERB_CONJUGATION':
      return {
        ...common,
        verb: v.verb,
        verbTranslation: v.verbTranslation,
        subject: v.subject,
        targetForm: v.targetForm,
        verbCorrectAnswer: v.verbCorrectAnswer,
        context: v.context,
        contextTranslation: v.contextTranslation,
        alternatives: nonEmpty(v.alternatives),
      };
    case 'SENTENCE_CONSTRUCTION':
      return {
        ...common,
        words: v.words.map((w) => w.trim()),
        correctOrders: v.correctOrders.map(textToOrder).filter((o) => o.length > 0),
        sentenceTranslation: v.sentenceTranslation,
        focus: v.focus,
      };
    case 'ERROR_CORRECTION':
      return {
        ...common,
        incorrectSentence: v.incorrectSentence,
        correctSentence: v.correctSentence,
        translation: v.translation,
        explanation: v.explanation,
        // a typed position that is no whole number is sent as the number it reads as (NaN for text), so the
        // schema's "Error n: position must be …" names it, rather than the position being dropped unseen
        errors: v.errors
          .filter((e) => e.correction.trim() !== '' || e.position.trim() !== '')
          .map((e) => ({
            ...(e.position.trim() !== '' ? { position: Number(e.position.trim()) } : {}),
            type: e.type || 'other',
            correction: e.correction.trim(),
          })),
        alternatives: nonEmpty(v.alternatives),
      };
    case 'TRANSLATION':
      return {
        ...common,
        sourceText: v.sourceText,
        targetText: v.targetText,
        hints: nonEmpty(v.hints),
        focusGrammar: nonEmpty(v.focusGrammar),
        direction: v.direction === 'ET_EN' ? 'ET_EN' : 'EN_ET',
        alternatives: nonEmpty(v.alternatives),
      };
  }
}

/**
 * Removes word `index` of a sentence-construction exercise and re-indexes the correct orders (§5 Grammar edit):
 * the index disappears from each order and larger indexes move down by one; words given as text stay.
 */
export function removeWord(
  words: readonly string[],
  orders: readonly string[],
  index: number,
): { words: string[]; correctOrders: string[] } {
  const nextOrders = orders.map((text) => {
    const order = textToOrder(text);
    if (order.length === 0) return text;
    return orderToText(
      order.filter((w) => w !== index).map((w) => (typeof w === 'number' && w > index ? w - 1 : w)),
    );
  });
  return { words: words.filter((_, i) => i !== index), correctOrders: nextOrders };
}

/** The sentence an order spells with the current words (for the form's live check). */
export function orderSentence(words: readonly string[], orderText: string): string {
  return textToOrder(orderText)
    .map((w) => (typeof w === 'number' ? (words[w] ?? `[${w}?]`) : w))
    .join(' ');
}

/**
 * Tags typed as "a, b, c": trimmed, blanks and duplicates dropped (§5) — a tag that differs from an earlier one only
 * in letter case is a duplicate too ("cases, Cases" → "cases"), as the server stores them.
 */
export function parseTags(value: string): string[] {
  return distinctIgnoringCase(
    value
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t !== ''),
  );
}

/**
 * The word an error-correction error's position points at: positions count the words of the incorrect sentence
 * from 0 (the first word is 0), a word being a run of text between spaces that holds a letter or digit, shown without
 * the punctuation around it — the content pack's rule. Null when the position is blank, not a whole number or past
 * the last word.
 */
export function errorPositionWord(incorrectSentence: string, position: string): string | null {
  const p = position.trim();
  if (!/^\d+$/.test(p)) return null;
  const words = incorrectSentence.split(/\s+/).filter((w) => /[\p{L}\p{N}_]/u.test(w));
  const word = words[Number(p)];
  return word === undefined ? null : word.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, '');
}
