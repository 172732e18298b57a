import { z } from 'zod';
import { normaliseAnswer } from '../answers/normalize.ts';
import { distinctIgnoringCase, toStringList } from '../grammar/grammar-content.ts';
import { CONTENT_LEVELS, levelMessage } from '../levels/levels.ts';
import { adminId, expectedUpdatedAt, optionalFilter, pageFields, searchText } from './common.ts';
import {
  DIFFICULTIES,
  READING_DEFAULTS,
  READING_QUESTION_TYPES,
  type ReadingQuestionType,
  WORD_TYPES,
} from './enums.ts';
import { rawList } from './grammar-exercise.schemas.ts';

/** admin-back-office.md §5 "Reading create" / "Reading edit" and §8. */
export const READING_TEXT_MESSAGES = {
  title: 'Title is required',
  content: 'Content is required',
  level: 'Level is required',
  difficulty: 'Difficulty is required',
  questionText: (n: number) => `Question ${n} text is required`,
  questionOptions: (n: number) => `Question ${n} must have all options filled`,
  confirmDelete: 'Are you sure you want to delete this reading text?',
} as const;

const TITLE_MAX = 300;
const CONTENT_MAX = 50_000;

/**
 * Size limits of a reading text's lists and their items (in line with titles 300, tags 30 × 50): generous for real
 * content — the shipped pack's largest are 3 topics of 14 characters, 10 target words, 5 questions of 109 characters,
 * 4 options of 91 and 20 accepted answers of 91 — and small enough that no list or chip breaks a screen.
 */
export const READING_LIMITS = {
  topics: 30,
  topicLength: 50,
  targetWords: 200,
  targetWordLength: 100,
  translationLength: 200,
  questions: 100,
  questionLength: 1000,
  options: 10,
  optionLength: 300,
  answers: 50,
  answerLength: 300,
  explanationLength: 2000,
} as const;
const L = READING_LIMITS;

/** The messages of the size limits (numbered like the §5 question messages). */
export const READING_LIMIT_MESSAGES = {
  topics: `At most ${L.topics} topics.`,
  topicLength: `Each topic must be at most ${L.topicLength} characters.`,
  targetWords: `At most ${L.targetWords} target words.`,
  targetWordLength: (n: number) => `Target word ${n} must be at most ${L.targetWordLength} characters.`,
  translationLength: (n: number) =>
    `The translation of target word ${n} must be at most ${L.translationLength} characters.`,
  questions: `At most ${L.questions} questions.`,
  questionLength: (n: number) => `Question ${n} text must be at most ${L.questionLength} characters.`,
  options: (n: number) => `Question ${n} can have at most ${L.options} options.`,
  optionLength: (n: number) => `Question ${n}: each option must be at most ${L.optionLength} characters.`,
  duplicateOption: (n: number, option: string, times: number) =>
    `Question ${n} options must be different: "${option}" appears ${times === 2 ? 'twice' : `${times} times`}.`,
  answers: (n: number) => `Question ${n} can have at most ${L.answers} accepted answers.`,
  answerLength: (n: number) => `Question ${n}: each answer must be at most ${L.answerLength} characters.`,
  shortAnswerOptions: (n: number) =>
    `Question ${n} is a short answer, which has no options: remove them or choose Multiple Choice.`,
} as const;
const URL_RE = /^(\/(?!\/)\S*|https:\/\/\S+)$/i;

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const requiredEnum = <T extends string>(values: readonly [T, ...T[]], required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((v) => v.toUpperCase().replace(/\./g, ''))
    .pipe(z.enum(values, { error: invalid }));

/** Optional text sent only when non-empty (§5): missing, null or blank → null. */
const optional = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text.` })
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
    .refine((v) => v === null || v.length <= max, `${name} must be at most ${max} characters.`);

/**
 * An optional URL (URL-typed inputs, §5): an https URL or a path on this site; blank → null. The learner app loads
 * images and audio from this site or over https only (its Content-Security-Policy; an https page may not load http
 * media anyway), so an http:// address is refused with a way to fix it, as a book's audio URL is.
 */
const optionalUrl = (name: string) =>
  optional(name, 2000).superRefine((v, ctx) => {
    if (v === null || URL_RE.test(v)) return;
    ctx.addIssue({
      code: 'custom',
      message: /^http:\/\//i.test(v)
        ? `${name} must use https://, not http://: the learner app cannot load http:// addresses. Use the https:// address or a path starting with /.`
        : `${name} must be an https:// URL or a path starting with /.`,
    });
  });

const WORD_TYPE_MESSAGE = `Target word type must be one of ${WORD_TYPES.join(', ')}.`;

const targetWord = z
  .object({
    word: z.string({ error: 'Each target word needs both a word and a translation.' }).nullish(),
    translation: z.string({ error: 'Each target word needs both a word and a translation.' }).nullish(),
    wordType: z.string({ error: WORD_TYPE_MESSAGE }).nullish(),
    word_type: z.string({ error: WORD_TYPE_MESSAGE }).nullish(),
  })
  .transform((t) => ({
    word: (t.word ?? '').trim(),
    translation: (t.translation ?? '').trim(),
    wordType: (t.wordType ?? t.word_type ?? '').trim().toUpperCase() || READING_DEFAULTS.wordType,
  }));

const questionType = z
  .string({ error: `Question type must be one of ${READING_QUESTION_TYPES.join(', ')}.` })
  .nullish()
  .transform((v) => (v == null || v.trim() === '' ? 'MULTIPLE_CHOICE' : v.trim().toUpperCase()))
  .pipe(
    z.enum(READING_QUESTION_TYPES, {
      error: `Question type must be one of ${READING_QUESTION_TYPES.join(', ')}.`,
    }),
  );

const readingQuestion = z.object({
  /** Present when an existing question is edited (its learners' answers are kept). */
  id: adminId('Question id').nullish(),
  question: z.string({ error: 'Question text must be text.' }).nullish(),
  questionType,
  options: z
    .union([z.array(z.union([z.string(), z.number(), z.boolean()])), z.string()], {
      error: 'Options must be a list.',
    })
    .nullish(),
  correctAnswer: z
    .union([z.array(z.union([z.string(), z.number(), z.boolean()])), z.string(), z.boolean()], {
      error: 'Correct answer must be a list, a text or true/false.',
    })
    .nullish(),
  explanation: optional('Explanation', L.explanationLength),
  targetWordText: optional('Target word', 200),
});
export type ReadingQuestionInput = z.input<typeof readingQuestion>;

/** True/false answers: a boolean, "true"/"false" in any case, or a one-element list of those. */
export function truthOf(answer: unknown): boolean | null {
  const v = Array.isArray(answer) ? answer[0] : answer;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (s === 'true') return true;
    if (s === 'false') return false;
  }
  return null;
}

/** The correct answers as a list, whatever shape they came in (list, JSON string, single text). */
export function answerList(answer: unknown): string[] {
  if (typeof answer === 'boolean') return [answer ? 'True' : 'False'];
  return rawList(answer).filter((a) => a !== '');
}

/**
 * The accepted answers of a short-answer or vocabulary-definition question: a list (each entry one answer), a JSON
 * list in a string, or one text — a single text is one answer, commas and all ("red, not green" stays whole).
 * Trimmed, blanks dropped, and an answer the judge cannot tell from an earlier one (letter case, spacing, final
 * punctuation: `normaliseAnswer`) dropped too. All of them are stored: the learner's judge accepts every one.
 */
export function acceptedAnswerList(answer: unknown): string[] {
  let list: unknown[];
  if (Array.isArray(answer)) list = answer;
  else if (typeof answer === 'string' && answer.trim().startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer);
    } catch {
      parsed = null;
    }
    list = Array.isArray(parsed) ? parsed : [answer];
  } else if (answer == null) list = [];
  else list = [answer];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of list) {
    const a = typeof v === 'boolean' ? (v ? 'True' : 'False') : v == null ? '' : String(v).trim();
    const key = normaliseAnswer(a);
    if (a === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(a);
  }
  return out;
}

/** Whether a vocabulary-definition question is a choice (it has options) rather than free text. */
const hasOptions = (q: { options?: unknown }) => rawList(q.options).some((o) => o !== '');

/** The first option the learner could not tell from an earlier one (as the judge compares), and how often. */
function repeatedOption(options: readonly string[]): { option: string; times: number } | null {
  const counts = new Map<string, number>();
  for (const o of options) counts.set(normaliseAnswer(o), (counts.get(normaliseAnswer(o)) ?? 0) + 1);
  const option = options.find((o) => (counts.get(normaliseAnswer(o)) ?? 0) > 1);
  return option === undefined ? null : { option, times: counts.get(normaliseAnswer(option)) ?? 2 };
}

/** The size rules of a question's answers (every type). */
function answerSizeError(answers: readonly string[], n: number): string | null {
  if (answers.length > L.answers) return READING_LIMIT_MESSAGES.answers(n);
  if (answers.some((a) => a.length > L.answerLength)) return READING_LIMIT_MESSAGES.answerLength(n);
  return null;
}

/** A choice question's options and ticked answers (multiple choice, vocabulary definition with options). */
function choiceErrors(options: readonly string[], answers: readonly string[], n: number): string | null {
  if (options.length > L.options) return READING_LIMIT_MESSAGES.options(n);
  if (options.length < 2 || options.some((o) => o === '')) return READING_TEXT_MESSAGES.questionOptions(n);
  if (options.some((o) => o.length > L.optionLength)) return READING_LIMIT_MESSAGES.optionLength(n);
  const repeated = repeatedOption(options);
  if (repeated) return READING_LIMIT_MESSAGES.duplicateOption(n, repeated.option, repeated.times);
  if (answers.length === 0) return `Question ${n} needs at least one correct answer.`;
  if (answers.some((a) => !options.includes(a)))
    return `Question ${n}: every correct answer must be one of its options.`;
  return null;
}

/** The reasons one question is refused (§5), numbered from 1 as the screen numbers them. */
export function readingQuestionErrors(q: z.output<typeof readingQuestion>, n: number): string[] {
  const out: string[] = [];
  const push = (e: string | null) => {
    if (e) out.push(e);
  };
  if (!q.question || q.question.trim() === '') out.push(READING_TEXT_MESSAGES.questionText(n));
  else if (q.question.trim().length > L.questionLength) out.push(READING_LIMIT_MESSAGES.questionLength(n));
  switch (q.questionType) {
    case 'MULTIPLE_CHOICE': {
      const answers = answerList(q.correctAnswer);
      push(choiceErrors(rawList(q.options), answers, n) ?? answerSizeError(answers, n));
      break;
    }
    case 'TRUE_FALSE':
      if (truthOf(q.correctAnswer) === null) out.push(`Question ${n} must be answered True or False.`);
      break;
    case 'VOCABULARY_DEFINITION': {
      const answers = acceptedAnswerList(q.correctAnswer);
      if (hasOptions(q)) push(choiceErrors(rawList(q.options), answers, n) ?? answerSizeError(answers, n));
      else if (answers.length === 0) out.push(`Question ${n} needs an expected answer.`);
      else push(answerSizeError(answers, n));
      break;
    }
    case 'SHORT_ANSWER': {
      const answers = acceptedAnswerList(q.correctAnswer);
      if (hasOptions(q)) out.push(READING_LIMIT_MESSAGES.shortAnswerOptions(n));
      else if (answers.length === 0) out.push(`Question ${n} needs an expected answer.`);
      else push(answerSizeError(answers, n));
      break;
    }
  }
  return out;
}

/**
 * The reasons one question as a client sends it is refused (the rules of the save, numbered `n`): the edit screen's
 * "Add New Question" panel checks a question with them before adding it to the list.
 */
export function readingQuestionInputErrors(q: ReadingQuestionInput, n: number): string[] {
  const r = readingQuestion.safeParse(q);
  return r.success ? readingQuestionErrors(r.data, n) : r.error.issues.map((i) => i.message);
}

export interface NormalizedReadingQuestion {
  id: number | null;
  question: string;
  questionType: ReadingQuestionType;
  /** Multiple choice: the options; true/false: ['True', 'False']; vocabulary definition: its options, if any; short answer: []. */
  options: string[];
  /** Always a list: the ticked options, ['True'] / ['False'], or every accepted answer (short answer, vocabulary definition). */
  correctAnswer: string[];
  explanation: string | null;
  targetWordText: string | null;
}

export function normalizeReadingQuestion(q: z.output<typeof readingQuestion>): NormalizedReadingQuestion {
  const type = q.questionType;
  const options =
    type === 'TRUE_FALSE'
      ? ['True', 'False']
      : type === 'MULTIPLE_CHOICE'
        ? rawList(q.options)
        : type === 'VOCABULARY_DEFINITION' && hasOptions(q)
          ? rawList(q.options)
          : [];
  const correctAnswer =
    type === 'TRUE_FALSE'
      ? [truthOf(q.correctAnswer) ? 'True' : 'False']
      : type === 'MULTIPLE_CHOICE'
        ? [...new Set(answerList(q.correctAnswer))]
        : acceptedAnswerList(q.correctAnswer);
  return {
    id: q.id ?? null,
    question: (q.question ?? '').trim(),
    questionType: type,
    options,
    correctAnswer,
    explanation: q.explanation,
    targetWordText: q.targetWordText,
  };
}

const readingTextFields = {
  title: requiredText(
    READING_TEXT_MESSAGES.title,
    TITLE_MAX,
    `Title must be at most ${TITLE_MAX} characters.`,
  ),
  content: requiredText(
    READING_TEXT_MESSAGES.content,
    CONTENT_MAX,
    `Content must be at most ${CONTENT_MAX} characters.`,
  ),
  level: requiredEnum(CONTENT_LEVELS, READING_TEXT_MESSAGES.level, levelMessage()),
  difficulty: requiredEnum(
    DIFFICULTIES,
    READING_TEXT_MESSAGES.difficulty,
    `Difficulty must be one of ${DIFFICULTIES.join(', ')}.`,
  ),
  /** Unique topics (§5), trimmed; a list or a JSON/comma string. */
  topics: z
    .union([z.array(z.string({ error: 'Each topic must be text.' })), z.string()], {
      error: 'Topics must be a list.',
    })
    .nullish()
    .transform((v) => distinctIgnoringCase(toStringList(v ?? [])))
    .refine((topics) => topics.length <= L.topics, READING_LIMIT_MESSAGES.topics)
    .refine((topics) => topics.every((t) => t.length <= L.topicLength), READING_LIMIT_MESSAGES.topicLength),
  source: optional('Source', 500),
  audioUrl: optionalUrl('Audio URL'),
  imageUrl: optionalUrl('Image URL'),
  targetWords: z
    .array(targetWord, { error: 'Target words must be a list.' })
    .max(L.targetWords, READING_LIMIT_MESSAGES.targetWords)
    .nullish(),
  readingQuestions: z
    .array(readingQuestion, { error: 'Reading questions must be a list.' })
    .max(L.questions, READING_LIMIT_MESSAGES.questions)
    .nullish(),
};

function checkReadingText(
  v: {
    targetWords?: { word: string; translation: string; wordType: string }[] | null;
    readingQuestions?: z.output<typeof readingQuestion>[] | null;
  },
  ctx: z.RefinementCtx,
): void {
  (v.targetWords ?? []).forEach((t, i) => {
    const tooLong =
      t.word.length > L.targetWordLength
        ? READING_LIMIT_MESSAGES.targetWordLength(i + 1)
        : t.translation.length > L.translationLength
          ? READING_LIMIT_MESSAGES.translationLength(i + 1)
          : null;
    if (!t.word || !t.translation)
      ctx.addIssue({
        code: 'custom',
        message: `Target word ${i + 1} needs both a word and a translation.`,
        path: ['targetWords', i],
      });
    else if (tooLong) ctx.addIssue({ code: 'custom', message: tooLong, path: ['targetWords', i] });
    else if (!(WORD_TYPES as readonly string[]).includes(t.wordType))
      ctx.addIssue({ code: 'custom', message: WORD_TYPE_MESSAGE, path: ['targetWords', i, 'wordType'] });
  });
  (v.readingQuestions ?? []).forEach((q, i) => {
    for (const message of readingQuestionErrors(q, i + 1))
      ctx.addIssue({ code: 'custom', message, path: ['readingQuestions', i] });
  });
}

type TextFieldsOut = z.output<z.ZodObject<typeof readingTextFields>>;

export interface ReadingTargetWord {
  word: string;
  translation: string;
  wordType: string;
}

export type ReadingTextValues = Omit<TextFieldsOut, 'targetWords' | 'readingQuestions'> & {
  targetWords: ReadingTargetWord[];
  readingQuestions: NormalizedReadingQuestion[];
};

function normalizeText(v: TextFieldsOut): ReadingTextValues {
  const { targetWords, readingQuestions, ...rest } = v;
  return {
    ...rest,
    targetWords: targetWords ?? [],
    readingQuestions: (readingQuestions ?? []).map(normalizeReadingQuestion),
  };
}

/**
 * POST /admin/reading-texts — the create payload (§3) with the §5 messages and the size limits (`READING_LIMITS`).
 * Questions are stored with their correct answers as a list (multiple choice: the ticked options; true/false:
 * ['True'] or ['False']; short answer and vocabulary definition: every accepted answer, as the learner's judge reads
 * them), and a vocabulary-definition question keeps its options.
 */
export const readingTextInput = z
  .object({
    ...readingTextFields,
    /** The editor chose "Create anyway" after being told a text with this title exists. */
    allowDuplicate: z.boolean({ error: 'allowDuplicate must be true or false.' }).optional(),
  })
  .superRefine(checkReadingText)
  .transform(({ allowDuplicate, ...v }) => ({
    ...normalizeText(v),
    allowDuplicate: allowDuplicate === true,
  }));
export type ReadingTextInput = z.input<typeof readingTextInput>;

/**
 * PUT /admin/reading-texts/{id} — the same payload. When readingQuestions is sent, it is the full list: questions
 * with an id are updated in place, new ones added, missing ones removed; when it is left out the questions stay.
 * `expectedUpdatedAt`: the text's updated_at as the editor loaded it (a 409 if saved since).
 */
export const readingTextUpdateInput = z
  .object({ id: adminId('Reading text id'), ...readingTextFields, expectedUpdatedAt })
  .superRefine(checkReadingText)
  .transform(({ id, expectedUpdatedAt, ...v }): ReadingTextUpdateValues => {
    const n = normalizeText(v);
    return {
      ...n,
      id,
      expectedUpdatedAt,
      targetWords: v.targetWords === undefined ? undefined : n.targetWords,
      readingQuestions: v.readingQuestions === undefined ? undefined : n.readingQuestions,
    };
  });
export type ReadingTextUpdateInput = z.input<typeof readingTextUpdateInput>;
export type ReadingTextUpdateValues = Omit<ReadingTextValues, 'targetWords' | 'readingQuestions'> & {
  id: number;
  /** undefined: no version check. */
  expectedUpdatedAt: Date | undefined;
  /** undefined: keep the stored target words. */
  targetWords: ReadingTargetWord[] | undefined;
  /** undefined: keep the stored questions. */
  readingQuestions: NormalizedReadingQuestion[] | undefined;
};

/** GET /admin/reading-texts?page&limit&search&level&difficulty */
export const readingTextListInput = z
  .object({
    ...pageFields,
    search: searchText,
    level: optionalFilter(CONTENT_LEVELS, levelMessage()),
    difficulty: optionalFilter(DIFFICULTIES, `Difficulty must be one of ${DIFFICULTIES.join(', ')}.`),
  })
  .prefault({});
export type ReadingTextListInput = z.input<typeof readingTextListInput>;

/** The warning shown before creating a second text with the same title (the editor may create it anyway). */
export const duplicateReadingTextMessage = (existing: { id: number; level: string }) =>
  `A reading text with this title already exists (#${existing.id}, ${existing.level}). Press "Create anyway" to add it all the same.`;

export const readingTextIdInput = z.object({ id: adminId('Reading text id') });

/** §9: a list excerpt: the first 200 characters, with an ellipsis when cut. */
export function excerpt(text: string, length = 200): string {
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}…`;
}

/** §9: the first five target words, then "(+N more)". */
export function targetWordsSummary(words: readonly string[], shown = 5): string {
  const head = words.slice(0, shown).join(', ');
  return words.length > shown ? `${head} (+${words.length - shown} more)` : head;
}
