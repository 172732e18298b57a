import { z } from 'zod';
import { ALTERNATIVES_LABEL, alternativesProblem } from '../answers/card-alternatives.ts';
import { orderToWords } from '../answers/check-answers.ts';
import {
  distinctIgnoringCase,
  GRAMMAR_TYPES,
  type GrammarType,
  grammarPayloadToContent,
  toAlternatives,
  toOrderList,
  toStringList,
} from '../grammar/grammar-content.ts';
import { GRAMMAR_ERROR_TYPES, TRANSLATION_DIRECTIONS } from '../grammar/grammar-exercise.ts';
import { storedObject } from '../json/stored-json.ts';
import { CONTENT_LEVELS, levelMessage } from '../levels/levels.ts';
import {
  correctionProblem,
  distractorsProblem,
  gapProblem,
  wordOrderProblems,
} from '../validation/item-rules.ts';
import { adminId, expectedUpdatedAt, optionalFilter, pageFields, searchText } from './common.ts';
import { CASE_DISTRACTOR_COUNT, CASES, DIFFICULTIES, VERB_FORMS } from './enums.ts';

/** admin-back-office.md §5 "Grammar create". */
export const GRAMMAR_CREATE_MESSAGES = {
  level: 'Level is required',
  difficulty: 'Difficulty is required',
  casePractice: 'All case practice fields are required',
  distractors: 'All distractors must be filled',
  verbConjugation: 'All verb conjugation fields are required',
  sentenceConstruction: 'All sentence construction fields are required',
  errorCorrection: 'All error correction fields are required',
  translation: 'Source and target text are required',
} as const;

/** §5 "Grammar edit", per type in the order they are checked. */
export const GRAMMAR_EDIT_MESSAGES = {
  CASE_PRACTICE: [
    ['sentence', 'Sentence is required'],
    ['targetWord', 'Target word is required'],
    ['correctAnswer', 'Correct answer is required'],
    ['explanation', 'Explanation is required'],
    ['translation', 'Translation is required'],
    ['distractors', 'All distractors are required'],
  ],
  VERB_CONJUGATION: [
    ['verb', 'Verb is required'],
    ['subject', 'Subject is required'],
    ['verbCorrectAnswer', 'Correct answer is required'],
    ['context', 'Context is required'],
  ],
  SENTENCE_CONSTRUCTION: [
    ['words', 'All words are required'],
    // not in §5's list: without an order every answer is judged wrong (the create rule, in words an editor reads)
    ['correctOrders', 'At least one correct order is required'],
    ['sentenceTranslation', 'Translation is required'],
    ['focus', 'Focus is required'],
  ],
  ERROR_CORRECTION: [
    ['incorrectSentence', 'Incorrect sentence is required'],
    ['correctSentence', 'Correct sentence is required'],
  ],
  TRANSLATION: [
    ['sourceText', 'Source text is required'],
    ['targetText', 'Target text is required'],
  ],
} as const satisfies Record<GrammarType, readonly (readonly [string, string])[]>;

/** Other messages of the grammar screens (§2, §8). */
export const GRAMMAR_SCREEN_MESSAGES = {
  notLoaded: 'Exercise data not loaded',
  notFound: 'Exercise not found',
  contentMissing: 'Exercise content not available',
  previewUnsupported: 'Exercise type not supported in preview',
  confirmDelete: 'Are you sure you want to delete this grammar exercise?',
  typeLocked: 'The exercise type cannot be changed.',
} as const;

/** §2: the create form submits only these; the other types show a "coming soon" notice. */
export const GRAMMAR_SUBMITTABLE_TYPES = [
  'CASE_PRACTICE',
  'VERB_CONJUGATION',
] as const satisfies readonly GrammarType[];

const TYPE_MESSAGE = `Exercise type must be one of ${GRAMMAR_TYPES.join(', ')}.`;
const LEVEL_INVALID = levelMessage();
const DIFFICULTY_INVALID = `Difficulty must be one of ${DIFFICULTIES.join(', ')}.`;
const TEXT_MAX = 2000;

const text = (name: string) =>
  z
    .string({ error: `${name} must be text.` })
    .max(TEXT_MAX, `${name} must be at most ${TEXT_MAX} characters.`)
    .nullish();

/** The most entries a list field of an exercise holds (the content pack's longest has 11). */
export const GRAMMAR_LIST_MAX = 50;

/**
 * The entries of a list field as sent (§3: "lists … may arrive as a JSON string and must be tolerated"): an array,
 * or a string holding a JSON list; with `commaList`, any other string is a comma-separated list. Null when the value
 * is no list at all (a string that starts like JSON but does not parse, or a string where only JSON is read), so
 * the caller refuses it rather than storing an empty list in its place.
 */
export function sentListEntries(value: unknown, { commaList = true } = {}): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (s === '') return [];
  if (s.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(s);
      return Array.isArray(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return commaList ? s.split(',').map((v) => v.trim()) : null;
}

/** The parse issue of a value of the wrong kind: always our own message, so it reaches the editor as written. */
const refuse = (ctx: z.RefinementCtx, message: string) => ctx.addIssue({ code: 'custom', message });

/**
 * A list of texts (words, distractors, hints, focus grammar): an array of texts or numbers, or a JSON or comma
 * string. `item` names one entry ("Word" → "Word 2 must be text."), `many` the entries ("At most 50 words.").
 */
const list = (name: string, item: string, many: string) =>
  z
    .union([z.array(z.unknown()), z.string()], { error: `${name} must be a list.` })
    .nullish()
    .superRefine((value, ctx) => {
      if (value == null) return;
      const entries = sentListEntries(value);
      if (entries === null) return refuse(ctx, `${name} must be a list.`);
      if (entries.length > GRAMMAR_LIST_MAX) return refuse(ctx, `At most ${GRAMMAR_LIST_MAX} ${many}.`);
      entries.forEach((entry, i) => {
        if (typeof entry !== 'string' && !(typeof entry === 'number' && Number.isFinite(entry)))
          refuse(ctx, `${item} ${i + 1} must be text.`);
        else if (String(entry).length > TEXT_MAX)
          refuse(ctx, `${item} ${i + 1} must be at most ${TEXT_MAX} characters.`);
      });
    });

export const CORRECT_ORDERS_MESSAGE =
  'Correct orders must be a list of word orders, each a list of word numbers (from 0) or of the words.';

/**
 * Sentence construction's correct orders: a list (or a JSON string of one) of orders, each a list of word numbers
 * (whole numbers from 0) or of the words themselves. Anything else is refused, never stored as "no order".
 */
const correctOrders = z
  .union([z.array(z.unknown()), z.string()], { error: CORRECT_ORDERS_MESSAGE })
  .nullish()
  .superRefine((value, ctx) => {
    if (value == null) return;
    const orders = sentListEntries(value, { commaList: false });
    if (orders === null) return refuse(ctx, CORRECT_ORDERS_MESSAGE);
    if (orders.length > GRAMMAR_LIST_MAX) return refuse(ctx, `At most ${GRAMMAR_LIST_MAX} correct orders.`);
    for (const [i, order] of orders.entries()) {
      const label = `Correct order ${i + 1}`;
      if (!Array.isArray(order)) refuse(ctx, `${label} must be a list of word numbers or words.`);
      else if (order.length > GRAMMAR_LIST_MAX)
        refuse(ctx, `${label} must have at most ${GRAMMAR_LIST_MAX} words.`);
      else
        order.forEach((w, j) => {
          const wordNumber = typeof w === 'number' && Number.isInteger(w) && w >= 0;
          const word = typeof w === 'string' && w.trim() !== '' && w.length <= TEXT_MAX;
          if (!wordNumber && !word)
            refuse(ctx, `${label}: entry ${j + 1} must be a word number (a whole number from 0) or a word.`);
        });
    }
  });

export const GRAMMAR_ERRORS_MESSAGE = 'Errors must be a list of {position, type, correction}.';

/**
 * Why error `n` (from 1) of an error correction is not `{position?, type, correction}`, or null: a position is a
 * whole number of at least 0 (or left out), the type one of GRAMMAR_ERROR_TYPES, the correction non-blank text.
 */
export function grammarErrorItemProblem(e: unknown, n: number): string | null {
  const label = `Error ${n}`;
  if (typeof e !== 'object' || e === null || Array.isArray(e))
    return `${label} must be {position, type, correction}.`;
  const { position, type, correction } = e as Record<string, unknown>;
  if (position != null && !(typeof position === 'number' && Number.isInteger(position) && position >= 0))
    return `${label}: position must be a whole number of at least 0.`;
  if (typeof type !== 'string' || !(GRAMMAR_ERROR_TYPES as readonly string[]).includes(type))
    return `${label}: type must be one of ${GRAMMAR_ERROR_TYPES.join(', ')}.`;
  if (correction != null && typeof correction !== 'string') return `${label}: correction must be text.`;
  if (typeof correction !== 'string' || correction.trim() === '') return `${label}: correction is required.`;
  if (correction.length > TEXT_MAX) return `${label}: correction must be at most ${TEXT_MAX} characters.`;
  return null;
}

/** Error correction's errors: a list (or a JSON string of one) of {position, type, correction}. */
const grammarErrors = z
  .union([z.array(z.unknown()), z.string()], { error: GRAMMAR_ERRORS_MESSAGE })
  .nullish()
  .superRefine((value, ctx) => {
    if (value == null) return;
    const errors = sentListEntries(value, { commaList: false });
    if (errors === null) return refuse(ctx, GRAMMAR_ERRORS_MESSAGE);
    if (errors.length > GRAMMAR_LIST_MAX) return refuse(ctx, `At most ${GRAMMAR_LIST_MAX} errors.`);
    errors.forEach((e, i) => {
      const problem = grammarErrorItemProblem(e, i + 1);
      if (problem) refuse(ctx, problem);
    });
  });

/** A list as typed, blanks kept (so "all … filled" can be checked): arrays, JSON strings or comma strings. */
export function rawList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => (v == null ? '' : String(v).trim()));
  if (typeof value === 'string') {
    const s = value.trim();
    if (s === '') return [];
    if (s.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(s);
        if (Array.isArray(parsed)) return rawList(parsed);
      } catch {
        /* comma list */
      }
    }
    return s.split(',').map((v) => v.trim());
  }
  return [];
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/**
 * Tags: a list or a JSON/comma string; trimmed, blanks dropped, duplicates removed (§5) — also those that differ
 * only in letter case ("Cases" after "cases"), keeping the first spelling, as reading-text topics.
 */
export const grammarTags = z
  .union([z.array(z.string({ error: 'Each tag must be text.' })), z.string()], {
    error: 'Tags must be a list.',
  })
  .nullish()
  .transform((v) => distinctIgnoringCase(toStringList(v ?? [])))
  .refine((tags) => tags.length <= 30, 'At most 30 tags.')
  .refine((tags) => tags.every((t) => t.length <= 50), 'Each tag must be at most 50 characters.');

/** The camelCase fields of the create and update payloads (§3), every type's. */
export const grammarPayloadFields = {
  sentence: text('Sentence'),
  targetWord: text('Target word'),
  correctCase: z
    .string({ error: `Correct case must be one of ${CASES.join(', ')}.` })
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim().toUpperCase()))
    .pipe(z.enum(CASES, { error: `Correct case must be one of ${CASES.join(', ')}.` }).optional()),
  correctAnswer: text('Correct answer'),
  distractors: list('Distractors', 'Distractor', 'distractors'),
  explanation: text('Explanation'),
  translation: text('Translation'),
  verb: text('Verb'),
  verbTranslation: text('Verb translation'),
  subject: text('Subject'),
  targetForm: z
    .string({ error: `Target form must be one of ${VERB_FORMS.join(', ')}.` })
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim().toUpperCase()))
    .pipe(z.enum(VERB_FORMS, { error: `Target form must be one of ${VERB_FORMS.join(', ')}.` }).optional()),
  verbCorrectAnswer: text('Correct answer'),
  context: text('Context'),
  contextTranslation: text('Context translation'),
  words: list('Words', 'Word', 'words'),
  correctOrders,
  sentenceTranslation: text('Sentence translation'),
  focus: text('Focus'),
  incorrectSentence: text('Incorrect sentence'),
  correctSentence: text('Correct sentence'),
  errors: grammarErrors,
  sourceText: text('Source text'),
  targetText: text('Target text'),
  hints: list('Hints', 'Hint', 'hints'),
  focusGrammar: list('Focus grammar', 'Focus grammar', 'focus grammar entries'),
  /** Other accepted answers (issue 17): case practice, verb conjugation, error correction, translation. */
  alternatives: z
    .array(
      z
        .string({ error: 'Each alternative must be text.' })
        .max(TEXT_MAX, `Each alternative must be at most ${TEXT_MAX} characters.`),
      {
        error: 'Alternatives must be a list of accepted answers.',
      },
    )
    .max(50, 'At most 50 alternatives.')
    .nullish(),
  direction: z.enum(TRANSLATION_DIRECTIONS, { error: 'Direction must be EN_ET or ET_EN.' }).nullish(),
};

export type GrammarPayload = {
  [K in keyof typeof grammarPayloadFields]?: z.input<(typeof grammarPayloadFields)[K]>;
};

/** The verb answer may come as verbCorrectAnswer (§3) or, from older clients, as correctAnswer. */
function verbAnswer(p: Record<string, unknown>): unknown {
  return blank(p.verbCorrectAnswer) ? p.correctAnswer : p.verbCorrectAnswer;
}

/** §5 "Grammar create": the type-specific messages, in order (level and difficulty are checked before). */
export function grammarCreateErrors(type: GrammarType, p: Record<string, unknown>): string[] {
  const M = GRAMMAR_CREATE_MESSAGES;
  const out: string[] = [];
  switch (type) {
    case 'CASE_PRACTICE': {
      if ([p.sentence, p.targetWord, p.correctAnswer, p.explanation, p.translation].some(blank))
        out.push(M.casePractice);
      const d = rawList(p.distractors);
      if (d.length < CASE_DISTRACTOR_COUNT || d.some((x) => x === '')) out.push(M.distractors);
      else if (d.length > CASE_DISTRACTOR_COUNT)
        out.push(`Case practice needs exactly ${CASE_DISTRACTOR_COUNT} distractors.`);
      break;
    }
    case 'VERB_CONJUGATION':
      if ([p.verb, p.subject, verbAnswer(p), p.context].some(blank)) out.push(M.verbConjugation);
      break;
    case 'SENTENCE_CONSTRUCTION': {
      const words = rawList(p.words);
      const orders = toOrderList(p.correctOrders);
      if (
        words.length === 0 ||
        words.some((w) => w === '') ||
        orders.length === 0 ||
        blank(p.sentenceTranslation) ||
        blank(p.focus)
      )
        out.push(M.sentenceConstruction);
      break;
    }
    case 'ERROR_CORRECTION':
      if (blank(p.incorrectSentence) || blank(p.correctSentence)) out.push(M.errorCorrection);
      break;
    case 'TRANSLATION':
      if (blank(p.sourceText) || blank(p.targetText)) out.push(M.translation);
      break;
  }
  if (out.length === 0) out.push(...grammarStructureErrors(type, p).map(([, message]) => message));
  return out;
}

/** The gap as the admin forms write it (any longer run, such as the content pack's _____, is a gap too). */
const ADMIN_GAP = '___';

/**
 * The structural rules of an exercise (the content pack's, from validation/item-rules.ts) on filled fields, after
 * the §5 "required" rules: the one gap of a case-practice sentence or a verb context, three different distractors
 * that are not an accepted answer, correct orders that use exactly the given (shuffled) words, and a correct
 * sentence that differs from the incorrect one. `[field, message]`, in the order of the form.
 */
export function grammarStructureErrors(type: GrammarType, p: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  const gap = (field: string, label: string) => {
    const value = p[field];
    const problem = blank(value) ? null : gapProblem(value as string, ADMIN_GAP, { orLonger: true });
    if (problem) out.push([field, `${label} ${problem}.`]);
  };
  switch (type) {
    case 'CASE_PRACTICE': {
      gap('sentence', 'Sentence');
      const d = rawList(p.distractors);
      if (blank(p.correctAnswer) || d.length !== CASE_DISTRACTOR_COUNT || d.some((x) => x === '')) break;
      const problem = distractorsProblem(d, [p.correctAnswer as string, ...toAlternatives(p.alternatives)]);
      if (problem) out.push(['distractors', `Distractors ${problem}.`]);
      break;
    }
    case 'VERB_CONJUGATION':
      gap('context', 'Context');
      break;
    case 'SENTENCE_CONSTRUCTION': {
      const words = rawList(p.words);
      if (words.length === 0 || words.some((w) => w === '')) break;
      const given = toOrderList(p.correctOrders);
      const outside = given.findIndex((o) => o.some((w) => typeof w === 'number' && words[w] === undefined));
      if (outside >= 0) {
        const n = given[outside]!.find((w) => typeof w === 'number' && words[w] === undefined);
        out.push([
          'correctOrders',
          `Correct order ${outside + 1} uses word number ${n}, but the words are numbered 0 to ${words.length - 1}.`,
        ]);
        break;
      }
      const orders = given.map((o) => orderToWords(o, words));
      for (const { order, message } of wordOrderProblems(words, orders))
        out.push(
          order === null
            ? ['words', `Words ${message}.`]
            : ['correctOrders', `Correct order ${order + 1} ${message}.`],
        );
      break;
    }
    case 'ERROR_CORRECTION': {
      if (blank(p.incorrectSentence) || blank(p.correctSentence)) break;
      const problem = correctionProblem(p.incorrectSentence as string, p.correctSentence as string);
      if (problem) out.push(['correctSentence', `Correct sentence ${problem}.`]);
      break;
    }
    case 'TRANSLATION':
      break;
  }
  const alternatives = grammarAlternativesProblem(type, p);
  if (alternatives) out.push(['alternatives', alternatives]);
  return out;
}

/** The answer an exercise's accepted alternatives stand beside, and how a refusal names it (the form's label). */
const ALTERNATIVES_ANSWER: Partial<Record<GrammarType, [(p: Record<string, unknown>) => unknown, string]>> = {
  CASE_PRACTICE: [(p) => p.correctAnswer, 'the correct answer'],
  VERB_CONJUGATION: [verbAnswer, 'the correct answer'],
  ERROR_CORRECTION: [(p) => p.correctSentence, 'the correct sentence'],
  TRANSLATION: [(p) => p.targetText, 'the target text'],
};

/**
 * Why an exercise's accepted alternatives are refused, or null: the vocabulary card's rule (`alternativesProblem`),
 * so an alternative equal to the answer after the judge's normalisation ("Pimedust" for "pimedust"), listed twice
 * or without letters is refused on both screens alike.
 */
function grammarAlternativesProblem(type: GrammarType, p: Record<string, unknown>): string | null {
  const given = ALTERNATIVES_ANSWER[type];
  const alternatives = toAlternatives(p.alternatives);
  if (!given || alternatives.length === 0) return null;
  const [answerOf, answer] = given;
  const value = answerOf(p);
  return alternativesProblem(typeof value === 'string' ? value : '', alternatives, {
    field: ALTERNATIVES_LABEL,
    answer,
  });
}

/** §5 "Grammar edit": `[field, message]` of every failed rule of the type, in order. */
export function grammarEditErrors(type: GrammarType, p: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  for (const [field, message] of GRAMMAR_EDIT_MESSAGES[type]) {
    let failed: boolean;
    if (field === 'distractors') {
      const d = rawList(p.distractors);
      failed = d.length !== CASE_DISTRACTOR_COUNT || d.some((x) => x === '');
    } else if (field === 'words') {
      const w = rawList(p.words);
      failed = w.length === 0 || w.some((x) => x === '');
    } else if (field === 'correctOrders') {
      failed = toOrderList(p.correctOrders).length === 0;
    } else if (field === 'verbCorrectAnswer') {
      failed = blank(verbAnswer(p));
    } else {
      failed = blank(p[field]);
    }
    if (failed) out.push([field, message]);
  }
  out.push(...grammarStructureErrors(type, p));
  return out;
}

/**
 * The §5 edit rules and the structural rules checked on the exercise as it would be stored: the payload turned into
 * the stored content (`grammarPayloadToContent`: lists read from JSON strings, blanks dropped, text trimmed) and
 * read back. The server runs it on every create and update after the rules on what was sent, so nothing the
 * conversion drops or reads differently can reach the database past the rules (issue: an update stored an exercise
 * with no correct order). `[field, message]`, in order; empty when the stored exercise is valid.
 */
export function grammarStoredErrors(type: GrammarType, p: Record<string, unknown>): [string, string][] {
  const sent = type === 'VERB_CONJUGATION' ? { ...p, verbCorrectAnswer: verbAnswer(p) } : p;
  return grammarEditErrors(type, grammarContentToPayload(type, grammarPayloadToContent(type, sent)));
}

const requiredEnum = <T extends string>(values: readonly [T, ...T[]], required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((v) => v.toUpperCase().replace(/\./g, ''))
    .pipe(z.enum(values, { error: invalid }));

const optionalEnum = <T extends string>(values: readonly [T, ...T[]], invalid: string) =>
  z
    .string({ error: invalid })
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim().toUpperCase().replace(/\./g, '')))
    .pipe(z.enum(values, { error: invalid }).optional());

/**
 * POST /admin/grammar-exercises — the create payload (§3): type, level, difficulty, tags and the type's fields,
 * with the §5 messages in order. Every type is accepted by the server (the content pack has all five); the form
 * submits only GRAMMAR_SUBMITTABLE_TYPES.
 */
export const grammarExerciseCreateInput = z
  .object({
    type: z.enum(GRAMMAR_TYPES, { error: TYPE_MESSAGE }),
    level: requiredEnum(CONTENT_LEVELS, GRAMMAR_CREATE_MESSAGES.level, LEVEL_INVALID),
    difficulty: requiredEnum(DIFFICULTIES, GRAMMAR_CREATE_MESSAGES.difficulty, DIFFICULTY_INVALID),
    tags: grammarTags,
    ...grammarPayloadFields,
    /** Create even when an exercise with the same sentence and answer exists (issue #20: asked first). */
    allowDuplicate: z.boolean({ error: 'allowDuplicate must be true or false.' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (!(GRAMMAR_TYPES as readonly string[]).includes(v.type)) return;
    for (const message of grammarCreateErrors(v.type, v)) ctx.addIssue({ code: 'custom', message });
  });
export type GrammarExerciseCreateInput = z.input<typeof grammarExerciseCreateInput>;

/**
 * PUT /admin/grammar-exercises/{id} — level, difficulty, tags and the type's fields. The type is locked: it is taken
 * from the stored exercise (a different `type` is refused). Fields left out keep their stored value; the merged
 * exercise is then checked with `grammarEditErrors` (the server does this, as only it knows the stored type).
 */
export const grammarExerciseUpdateInput = z.object({
  id: adminId('Exercise id'),
  type: z.enum(GRAMMAR_TYPES, { error: TYPE_MESSAGE }).optional(),
  level: optionalEnum(CONTENT_LEVELS, LEVEL_INVALID),
  difficulty: optionalEnum(DIFFICULTIES, DIFFICULTY_INVALID),
  tags: grammarTags.optional(),
  ...grammarPayloadFields,
  /** The exercise's updated_at as the editor loaded it: a 409 when it was saved since. */
  expectedUpdatedAt,
});
export type GrammarExerciseUpdateInput = z.input<typeof grammarExerciseUpdateInput>;

/** The edit form's schema for an exercise of `type` (§5 "Grammar edit" messages, attached to their fields). */
export function grammarEditSchema(type: GrammarType) {
  return z
    .object({
      level: optionalEnum(CONTENT_LEVELS, LEVEL_INVALID),
      difficulty: optionalEnum(DIFFICULTIES, DIFFICULTY_INVALID),
      tags: grammarTags.optional(),
      ...grammarPayloadFields,
    })
    .superRefine((v, ctx) => {
      for (const [field, message] of grammarEditErrors(type, v))
        ctx.addIssue({ code: 'custom', message, path: [field] });
    });
}

/** GET /admin/grammar-exercises?page&limit&search&level&exerciseType */
export const grammarExerciseListInput = z
  .object({
    ...pageFields,
    search: searchText,
    level: optionalFilter(CONTENT_LEVELS, LEVEL_INVALID),
    exerciseType: optionalFilter(GRAMMAR_TYPES, TYPE_MESSAGE),
    difficulty: optionalFilter(DIFFICULTIES, DIFFICULTY_INVALID),
  })
  .prefault({});
export type GrammarExerciseListInput = z.input<typeof grammarExerciseListInput>;

export const grammarExerciseIdInput = z.object({ id: adminId('Exercise id') });

/** The stored snake_case content of an exercise as the camelCase payload the forms edit (inverse of grammarPayloadToContent). */
export function grammarContentToPayload(type: string, content: unknown): Record<string, unknown> {
  const c = storedObject(content);
  switch (type) {
    case 'CASE_PRACTICE':
      return {
        sentence: c.sentence,
        targetWord: c.target_word,
        correctCase: c.correct_case,
        correctAnswer: c.case_correct_answer,
        distractors: c.case_distractors,
        explanation: c.explanation,
        translation: c.case_translation,
        alternatives: c.alternatives,
      };
    case 'VERB_CONJUGATION':
      return {
        verb: c.verb,
        verbTranslation: c.verb_translation,
        subject: c.subject,
        targetForm: c.target_form,
        verbCorrectAnswer: c.verb_correct_answer,
        context: c.context,
        contextTranslation: c.context_translation,
        alternatives: c.alternatives,
      };
    case 'SENTENCE_CONSTRUCTION':
      return {
        words: c.words,
        correctOrders: c.correct_orders,
        sentenceTranslation: c.sentence_translation,
        focus: c.focus,
      };
    case 'ERROR_CORRECTION':
      return {
        incorrectSentence: c.incorrect_sentence,
        correctSentence: c.correct_sentence,
        translation: c.translation,
        errors: c.errors,
        explanation: c.explanation,
        alternatives: c.alternatives,
      };
    case 'TRANSLATION':
      return {
        sourceText: c.source_text,
        targetText: c.target_text,
        hints: c.hints,
        focusGrammar: c.focus_grammar,
        direction: c.direction,
        alternatives: c.alternatives,
      };
    default:
      return {};
  }
}
