// zod schemas for every kind of pack item, with the structural rules of issue 4 and FORMAT.md.
// Rules that need more than one item (duplicates, file names, coverage, amounts) live in validate.ts.
import {
  cardAlternativesProblem,
  correctionProblem,
  distractorsProblem,
  gapProblem,
  INFINITE_FORM_TAGS,
  normaliseAnswer,
  splitCardAlternatives,
  wordOrderProblems,
  wordTypeFormProblem,
} from '@keelerada/domain';
import { z } from 'zod';
import {
  CASES,
  DIFFICULTIES,
  ERROR_TYPES,
  PACK_LEVELS,
  QUESTION_TYPES,
  SEGMENT_TYPES,
  VERB_FORMS,
  WORD_TYPES,
} from './enums.ts';
import {
  BOOK_LEVELS,
  CONTEXT_WORDS,
  MINIMUMS,
  READING_DIFFICULTY,
  READING_QUESTIONS,
  READING_TARGET_WORDS,
  READING_WORDS,
  SINGLE_ERROR_LEVELS,
  TRANSLATION_HINTS,
} from './minimums.ts';
import { quotedSpeechProblem } from './quoted-speech.ts';
import {
  answerKey,
  bareWord,
  CARD_GAP,
  countWords,
  doubledStopProblem,
  EXERCISE_GAP,
  filledProblem,
  sentenceProblem,
  sentenceWords,
} from './sentence.ts';

/** A string field checked by a rule that returns why it fails (or null). */
const ruled = (schema: z.ZodString, rule: (s: string) => string | null) =>
  schema.superRefine((s, ctx) => {
    const problem = rule(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const text = z.string().refine((s) => s.trim().length > 0, 'must not be empty');
const sentence = ruled(text, sentenceProblem);
const withGap = (gap: string) => ruled(text, (s) => gapProblem(s, gap));
const noGap = ruled(text, (s) => (s.includes('_') ? 'must not contain underscores' : null));
const level = z.enum(PACK_LEVELS);
const difficulty = z.enum(DIFFICULTIES);
const textList = z.array(text);
const maInfinitive = ruled(text, (s) => (/ma$/.test(s.trim()) ? null : 'must be the ma-infinitive (…ma)'));

function distinct(values: readonly string[]): boolean {
  return new Set(values.map(answerKey)).size === values.length;
}

/** Why a list of accepted answers is not all distinct (after normalisation), or null. */
function acceptedProblem(values: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const v of values) {
    const k = normaliseAnswer(v);
    if (seen.has(k)) return `accepted answers must all differ; "${v}" is listed twice`;
    seen.add(k);
  }
  return null;
}

/** A sentence as the judge compares it: words only, lower-cased. */
const sentenceKey = (s: string) => sentenceWords(s).map(bareWord).map(answerKey).join(' ');

/** A short accepted answer (a word form or phrase): no padding, no double space, letters or digits at both ends. */
const answerForm = ruled(text, (s) =>
  s !== s.trim() || /\s{2,}/.test(s) || !/^[\p{L}\p{N}](?:.*[\p{L}\p{N}])?$/u.test(s)
    ? 'an accepted answer begins and ends with a letter or digit, with single spaces between words'
    : null,
);

/** Adds an issue at `path` when the accepted answers repeat one another. */
function checkAccepted(ctx: z.RefinementCtx, path: (string | number)[], values: readonly string[]) {
  const problem = acceptedProblem(values);
  if (problem) ctx.addIssue({ code: 'custom', path, message: problem });
}

// ── Vocabulary cards (one CSV row, all cells strings) ─────────────────────────────────────────────────────────

export const vocabularyRowSchema = z
  .object({
    word: text,
    wordType: z.enum(WORD_TYPES),
    translation: text,
    definition: z.string(),
    level,
    practiceContext: withGap(CARD_GAP),
    practiceContextTranslation: noGap,
    form: text,
    caseForm: z.union([z.literal(''), z.enum(CASES)]),
    verbForm: z.union([z.literal(''), z.enum(VERB_FORMS)]),
    frequencyRank: z.string().regex(/^[1-9]\d*$/, 'must be a whole number ≥ 1'),
    /** Optional last column: other words or forms that fit the gap equally well, separated by `|`. */
    alternatives: z.string().optional(),
  })
  .superRefine((card, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const fit = filledProblem(card.practiceContext, CARD_GAP, card.form, card.word);
    if (fit) add('form', fit);
    const alternatives = splitCardAlternatives(card.alternatives);
    const repeated = cardAlternativesProblem(card.form, alternatives);
    if (repeated) add('alternatives', repeated);
    for (const a of alternatives) {
      const problem = filledProblem(card.practiceContext, CARD_GAP, a, card.word);
      if (problem) add('alternatives', `"${a}" ${problem}`);
    }
    const words = sentenceWords(card.practiceContext).length;
    const range = CONTEXT_WORDS[card.level];
    if (words < range.min || words > range.max)
      add('practiceContext', `has ${words} words; ${card.level} contexts have ${range.min}–${range.max}`);
    const contradiction = wordTypeFormProblem(card.wordType, card.caseForm, card.verbForm);
    if (contradiction) add(contradiction.field, contradiction.message);
    if (card.wordType === 'VERB') {
      if (!card.verbForm) add('verbForm', 'a verb card names the verb form of its form');
      if (!/ma$/.test(card.word)) add('word', 'a verb is given as its ma-infinitive (…ma)');
    } else if (card.wordType === 'NOUN' && !card.caseForm)
      add('caseForm', 'a noun card names the case of its form');
  });
export type VocabularyRow = z.infer<typeof vocabularyRowSchema>;

// ── Grammar exercises (admin create payload, camelCase) ───────────────────────────────────────────────────────

const common = { level, difficulty, tags: z.array(text) };

export const casePracticeSchema = z
  .strictObject({
    type: z.literal('CASE_PRACTICE'),
    ...common,
    sentence: withGap(EXERCISE_GAP),
    targetWord: text,
    correctCase: z.enum(CASES),
    correctAnswer: text,
    distractors: textList,
    explanation: text,
    translation: noGap,
    alternatives: z.array(answerForm).optional(),
  })
  .superRefine((e, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const fit = filledProblem(e.sentence, EXERCISE_GAP, e.correctAnswer, e.targetWord);
    if (fit) add('correctAnswer', fit);
    const alternatives = e.alternatives ?? [];
    checkAccepted(ctx, ['alternatives'], [e.correctAnswer, ...alternatives]);
    alternatives.forEach((a, i) => {
      const problem = filledProblem(e.sentence, EXERCISE_GAP, a, e.targetWord);
      if (problem) ctx.addIssue({ code: 'custom', path: ['alternatives', i], message: problem });
      if (e.distractors.some((d) => answerKey(d) === answerKey(a)))
        ctx.addIssue({ code: 'custom', path: ['alternatives', i], message: `"${a}" is also a distractor` });
    });
    const unfair = distractorsProblem(e.distractors, [e.correctAnswer]);
    if (unfair) add('distractors', unfair);
  });

export const verbConjugationSchema = z
  .strictObject({
    type: z.literal('VERB_CONJUGATION'),
    ...common,
    verb: maInfinitive,
    // the task shows it in parentheses ("Conjugate saama (to get; …) for mina"): none of its own inside
    verbTranslation: text.refine(
      (s) => !/[()]/.test(s),
      'must not contain parentheses: the task shows it in parentheses (use ; instead)',
    ),
    subject: text,
    targetForm: z.enum(VERB_FORMS),
    verbCorrectAnswer: text,
    context: withGap(EXERCISE_GAP),
    contextTranslation: noGap,
    alternatives: z.array(answerForm).optional(),
  })
  .superRefine((e, ctx) => {
    const fit = filledProblem(e.context, EXERCISE_GAP, e.verbCorrectAnswer, e.verb);
    if (fit) ctx.addIssue({ code: 'custom', path: ['verbCorrectAnswer'], message: fit });
    checkAccepted(ctx, ['alternatives'], [e.verbCorrectAnswer, ...(e.alternatives ?? [])]);
    if (e.targetForm === 'INFINITIVE' && !INFINITE_FORM_TAGS.some((t) => e.tags.includes(t)))
      ctx.addIssue({
        code: 'custom',
        path: ['tags'],
        message: `an INFINITIVE item names its form with one of the tags ${INFINITE_FORM_TAGS.join(', ')} (the task shows it)`,
      });
    (e.alternatives ?? []).forEach((a, i) => {
      const problem = filledProblem(e.context, EXERCISE_GAP, a, e.verb);
      if (problem) ctx.addIssue({ code: 'custom', path: ['alternatives', i], message: problem });
    });
  });

const wordForm = ruled(text, (w) =>
  /[\s.,!?;:„“"«»]/.test(w) ? 'a word has no spaces or punctuation' : null,
);

export const sentenceConstructionSchema = z
  .strictObject({
    type: z.literal('SENTENCE_CONSTRUCTION'),
    ...common,
    words: z.array(wordForm).min(2, 'needs at least 2 words'),
    correctOrders: z.array(z.array(z.string(), 'each order is a list of the words themselves')).min(1),
    sentenceTranslation: text,
    focus: text,
  })
  .superRefine((e, ctx) => {
    for (const { order, message } of wordOrderProblems(e.words, e.correctOrders))
      ctx.addIssue({ code: 'custom', path: order === null ? ['words'] : ['correctOrders', order], message });
  });

export const errorCorrectionSchema = z
  .strictObject({
    type: z.literal('ERROR_CORRECTION'),
    ...common,
    incorrectSentence: sentence,
    correctSentence: sentence,
    translation: text,
    errors: z
      .array(z.strictObject({ position: z.int().min(0), type: z.enum(ERROR_TYPES), correction: text }))
      .min(1, 'lists at least one error'),
    explanation: text,
    alternatives: z.array(sentence).optional(),
  })
  .superRefine((e, ctx) => {
    const add = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const same = correctionProblem(e.incorrectSentence, e.correctSentence);
    if (same) add(['correctSentence'], same);
    const accepted = [e.correctSentence, ...(e.alternatives ?? [])];
    checkAccepted(ctx, ['alternatives'], accepted.map(sentenceKey));
    if (accepted.slice(1).some((a) => sentenceKey(a) === sentenceKey(e.incorrectSentence)))
      add(['alternatives'], 'must not accept the incorrect sentence');
    if (SINGLE_ERROR_LEVELS.includes(e.level) && e.errors.length !== 1)
      add(['errors'], `an ${e.level} sentence holds exactly one error, found ${e.errors.length}`);
    const words = sentenceWords(e.incorrectSentence).map(bareWord);
    const phrase = (t: string) => ` ${sentenceWords(t).map(bareWord).map(answerKey).join(' ')} `;
    const correct = phrase(e.correctSentence);
    e.errors.forEach((err, i) => {
      const wrong = words[err.position];
      if (wrong === undefined)
        add(['errors', i, 'position'], `is past the last word (the sentence has ${words.length} words)`);
      else if (err.type !== 'word_order' && answerKey(wrong) === answerKey(err.correction))
        add(['errors', i, 'correction'], `equals the word it corrects ("${wrong}")`);
      if (!correct.includes(phrase(err.correction)))
        add(['errors', i, 'correction'], `"${err.correction}" does not occur in the correct sentence`);
    });
  });

export const translationSchema = z
  .strictObject({
    type: z.literal('TRANSLATION'),
    ...common,
    sourceText: text,
    targetText: text,
    hints: z.array(text).min(TRANSLATION_HINTS.min).max(TRANSLATION_HINTS.max),
    focusGrammar: z.array(text).min(1),
    direction: z.enum(['EN_ET', 'ET_EN']).optional(),
    alternatives: z.array(sentence).optional(),
  })
  .superRefine((e, ctx) => {
    checkAccepted(ctx, ['alternatives'], [e.targetText, ...(e.alternatives ?? [])].map(sentenceKey));
  });

export const grammarItemSchema = z.discriminatedUnion('type', [
  casePracticeSchema,
  verbConjugationSchema,
  sentenceConstructionSchema,
  errorCorrectionSchema,
  translationSchema,
]);
export type GrammarItem = z.infer<typeof grammarItemSchema>;

// ── Reading texts ─────────────────────────────────────────────────────────────────────────────────────────────

export const readingQuestionSchema = z
  .strictObject({
    question: text,
    questionType: z.enum(QUESTION_TYPES),
    options: z.array(text),
    correctAnswer: z.array(text).min(1, 'needs a correct answer'),
    explanation: text,
    targetWordText: text.optional(),
  })
  .superRefine((q, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const options = new Set(q.options.map(answerKey));
    if (options.size !== q.options.length) add('options', 'must be different from each other');
    const notAnOption = () => {
      const missing = q.correctAnswer.filter((a) => !options.has(answerKey(a)));
      if (missing.length) add('correctAnswer', `must be among the options, not ${JSON.stringify(missing)}`);
    };
    checkAccepted(ctx, ['correctAnswer'], q.correctAnswer);
    switch (q.questionType) {
      case 'MULTIPLE_CHOICE':
      case 'VOCABULARY_DEFINITION':
        if (q.options.length < 2) add('options', 'needs at least 2 options');
        notAnOption();
        if (q.questionType === 'VOCABULARY_DEFINITION' && !q.targetWordText)
          add('targetWordText', 'names the target word the question asks about');
        break;
      case 'TRUE_FALSE':
        if (q.options.join() !== 'True,False') add('options', 'must be ["True", "False"]');
        if (q.correctAnswer.length !== 1) add('correctAnswer', 'must be exactly one of True or False');
        notAnOption();
        break;
      case 'SHORT_ANSWER':
        if (q.options.length > 0) add('options', 'a short-answer question has no options');
        for (const a of q.correctAnswer)
          if (a !== a.trim() || /\s{2,}/.test(a)) add('correctAnswer', `"${a}" has extra spaces`);
        break;
    }
  });

export const readingTextSchema = z
  .strictObject({
    title: text,
    content: ruled(text, doubledStopProblem),
    level,
    difficulty,
    topics: z.array(text).min(1, 'needs at least one topic'),
    source: text,
    audioUrl: z.string().optional(),
    imageUrl: z.string().optional(),
    targetWords: z
      .array(z.strictObject({ word: text, translation: text, wordType: z.enum(WORD_TYPES) }))
      .min(READING_TARGET_WORDS.min)
      .max(READING_TARGET_WORDS.max),
    readingQuestions: z.array(readingQuestionSchema).min(READING_QUESTIONS.min).max(READING_QUESTIONS.max),
  })
  .superRefine((t, ctx) => {
    const add = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const quoting = quotedSpeechProblem(t.content);
    if (quoting) add(['content'], quoting);
    const words = countWords(t.content);
    const range = READING_WORDS[t.level];
    if (words < range.min || words > range.max)
      add(['content'], `has ${words} words; ${t.level} texts have ${range.min}–${range.max}`);
    if (t.difficulty !== READING_DIFFICULTY[t.level])
      add(['difficulty'], `must be ${READING_DIFFICULTY[t.level]} for ${t.level}`);
    if (!distinct(t.targetWords.map((w) => w.word))) add(['targetWords'], 'lists a word twice');
    const targets = new Set(t.targetWords.map((w) => answerKey(w.word)));
    t.readingQuestions.forEach((q, i) => {
      if (q.targetWordText && !targets.has(answerKey(q.targetWordText)))
        add(
          ['readingQuestions', i, 'targetWordText'],
          `"${q.targetWordText}" is not one of the target words`,
        );
    });
  });
export type ReadingText = z.infer<typeof readingTextSchema>;

// ── Bilingual books ───────────────────────────────────────────────────────────────────────────────────────────

export const bookSchema = z
  .strictObject({
    titleEt: text,
    titleEn: text,
    author: text,
    level: level.refine((l) => BOOK_LEVELS.includes(l), `must be one of ${BOOK_LEVELS.join(', ')}`),
    isPublished: z.boolean().optional(),
    segments: z
      .array(
        z.strictObject({ segmentType: z.enum(SEGMENT_TYPES), estonianContent: text, englishContent: text }),
      )
      .min(MINIMUMS.books.segmentsPerBook),
  })
  .superRefine((b, ctx) => {
    b.segments.forEach((s, i) => {
      const quoting = quotedSpeechProblem(s.estonianContent);
      if (quoting)
        ctx.addIssue({ code: 'custom', path: ['segments', i, 'estonianContent'], message: quoting });
      for (const field of ['estonianContent', 'englishContent'] as const) {
        const doubled = doubledStopProblem(s[field]);
        if (doubled) ctx.addIssue({ code: 'custom', path: ['segments', i, field], message: doubled });
      }
    });
  })
  .refine((b) => b.segments.some((s) => s.segmentType === 'chapter_header'), {
    path: ['segments'],
    message: 'needs chapter headers as their own segments',
  });
export type Book = z.infer<typeof bookSchema>;
