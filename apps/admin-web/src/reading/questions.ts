import {
  NEW_QUESTION_OPTION_COUNT,
  READING_QUESTION_TYPES,
  type ReadingQuestionInput,
  type ReadingQuestionType,
  readingQuestionInputErrors,
} from '@keelerada/domain';
import { parseList } from '../lib/text.ts';

export type AdminQuestionType = ReadingQuestionType;

export const QUESTION_TYPE_LABELS: Record<AdminQuestionType, string> = {
  MULTIPLE_CHOICE: 'Multiple Choice',
  TRUE_FALSE: 'True/False',
  SHORT_ANSWER: 'Short Answer',
  VOCABULARY_DEFINITION: 'Vocabulary Definition',
};

export const TRUE_FALSE_OPTIONS = ['True', 'False'] as const;

/**
 * A question in the editor. `correctAnswers` holds the ticked options of a multiple-choice question;
 * `answer` holds the expected text of the other types ('True' or 'False' for true/false, '' until one is chosen).
 */
export interface QuestionDraft {
  key: string;
  id?: number;
  question: string;
  questionType: AdminQuestionType;
  options: string[];
  correctAnswers: string[];
  answer: string;
  explanation: string;
  targetWordText: string;
}

let seq = 0;
export const newKey = () => `q${Date.now().toString(36)}${(seq++).toString(36)}`;

export function emptyQuestion(type: AdminQuestionType = 'MULTIPLE_CHOICE'): QuestionDraft {
  return changeQuestionType(
    {
      key: newKey(),
      question: '',
      questionType: 'MULTIPLE_CHOICE',
      options: [],
      correctAnswers: [],
      answer: '',
      explanation: '',
      targetWordText: '',
    },
    type,
  );
}

/**
 * Changing the type resets the answer and the options (§4 Reading questions): multiple choice gets an empty answer
 * list and four blank options, true/false the options True and False with no answer until the editor chooses one,
 * the others empty text.
 */
export function changeQuestionType(q: QuestionDraft, type: AdminQuestionType): QuestionDraft {
  switch (type) {
    case 'MULTIPLE_CHOICE':
      return {
        ...q,
        questionType: type,
        options: Array(NEW_QUESTION_OPTION_COUNT).fill(''),
        correctAnswers: [],
        answer: '',
      };
    case 'TRUE_FALSE':
      return {
        ...q,
        questionType: type,
        options: [...TRUE_FALSE_OPTIONS],
        correctAnswers: [],
        answer: '',
      };
    default:
      return { ...q, questionType: type, options: [], correctAnswers: [], answer: '' };
  }
}

/**
 * Renames option `index`. A correct answer that named the old text follows the rename (§2: "Renaming an option
 * also renames it inside the correct answers"), unless another option still carries the old text.
 */
export function renameOption(q: QuestionDraft, index: number, text: string): QuestionDraft {
  const old = q.options[index];
  if (old === undefined) return q;
  const options = q.options.map((o, i) => (i === index ? text : o));
  const stillThere = options.includes(old);
  const correctAnswers =
    old !== '' && !stillThere && q.correctAnswers.includes(old)
      ? [...new Set(q.correctAnswers.map((a) => (a === old ? text : a)))]
      : q.correctAnswers;
  return { ...q, options, correctAnswers };
}

/** Ticks or unticks option `index` as a correct answer (blank options cannot be ticked). */
export function toggleCorrectOption(q: QuestionDraft, index: number): QuestionDraft {
  const option = q.options[index];
  if (option === undefined || option.trim() === '') return q;
  const has = q.correctAnswers.includes(option);
  return {
    ...q,
    correctAnswers: has ? q.correctAnswers.filter((a) => a !== option) : [...q.correctAnswers, option],
  };
}

export function addOption(q: QuestionDraft): QuestionDraft {
  return { ...q, options: [...q.options, ''] };
}

export function removeOption(q: QuestionDraft, index: number): QuestionDraft {
  const option = q.options[index];
  const options = q.options.filter((_, i) => i !== index);
  return {
    ...q,
    options,
    correctAnswers:
      option !== undefined && !options.includes(option)
        ? q.correctAnswers.filter((a) => a !== option)
        : q.correctAnswers,
  };
}

export function toQuestionTypeValue(value: unknown): AdminQuestionType {
  const t = String(value ?? '')
    .trim()
    .toUpperCase();
  return (READING_QUESTION_TYPES as readonly string[]).includes(t)
    ? (t as AdminQuestionType)
    : 'MULTIPLE_CHOICE';
}

function asTrueFalse(value: unknown): string {
  const v = Array.isArray(value) ? value[0] : value;
  return String(v).trim().toLowerCase() === 'false' ? 'False' : 'True';
}

/** A stored question (options and correct answers possibly JSON strings, §5 Reading edit) as an editor draft. */
export function questionFromServer(raw: Record<string, unknown>): QuestionDraft {
  const questionType = toQuestionTypeValue(raw.questionType ?? raw.question_type);
  const options = parseList(raw.options);
  const correct = raw.correctAnswer ?? raw.correct_answer;
  const base = {
    key: newKey(),
    ...(typeof raw.id === 'number' ? { id: raw.id } : {}),
    question: String(raw.question ?? ''),
    questionType,
    explanation: String(raw.explanation ?? ''),
    targetWordText: String(raw.targetWordText ?? raw.target_word_text ?? ''),
  };
  if (questionType === 'MULTIPLE_CHOICE') {
    return {
      ...base,
      options,
      correctAnswers: typeof correct === 'boolean' ? [] : parseList(correct),
      answer: '',
    };
  }
  if (questionType === 'TRUE_FALSE') {
    return { ...base, options: [...TRUE_FALSE_OPTIONS], correctAnswers: [], answer: asTrueFalse(correct) };
  }
  const list = typeof correct === 'boolean' ? [String(correct)] : parseList(correct);
  return { ...base, options: [], correctAnswers: [], answer: list[0] ?? '' };
}

/** The answers shown on a question card: the ticked options, or the expected text. */
export function correctAnswerText(q: QuestionDraft): string {
  if (q.questionType === 'MULTIPLE_CHOICE') return q.correctAnswers.filter((a) => a.trim()).join(', ') || '—';
  return q.answer.trim() || '—';
}

/**
 * The question as the create/update payload carries it (§3): multiple choice sends the ticked options, true/false a
 * boolean on create and 'True'/'False' on edit (§4) — null while neither is chosen —, the other types the expected
 * text. Blank optional text is sent as null. The domain schema then checks it ("Question {n} text is required", …).
 */
export function draftToPayload(q: QuestionDraft, mode: 'create' | 'edit' = 'edit'): ReadingQuestionInput {
  const chosen = q.answer === 'True' || q.answer === 'False' ? q.answer : null;
  const correctAnswer =
    q.questionType === 'MULTIPLE_CHOICE'
      ? q.correctAnswers.filter((a) => q.options.includes(a))
      : q.questionType === 'TRUE_FALSE'
        ? chosen !== null && mode === 'create'
          ? chosen === 'True'
          : chosen
        : q.answer;
  return {
    ...(q.id !== undefined ? { id: q.id } : {}),
    question: q.question,
    questionType: q.questionType,
    options: q.questionType === 'MULTIPLE_CHOICE' || q.questionType === 'TRUE_FALSE' ? q.options : [],
    correctAnswer,
    explanation: q.explanation.trim() || null,
    targetWordText: q.targetWordText.trim() || null,
  };
}

/** Whether the "Add New Question" panel holds nothing the editor typed or chose (its type alone does not count). */
export function isBlankQuestion(q: QuestionDraft): boolean {
  const typed = [q.question, q.answer, q.explanation, q.targetWordText];
  if (q.questionType === 'MULTIPLE_CHOICE') typed.push(...q.options);
  return typed.every((t) => t.trim() === '');
}

/** Saving is blocked while the panel holds a question that was not added (it would be lost silently). */
export const PENDING_QUESTION_MESSAGE =
  'Add the new question with "Add Question", or clear it, before saving.';

/**
 * Why the panel's question cannot be added as question `n`, or null: the rules the save applies to every question
 * (text, all options filled and one ticked, True or False chosen, an expected answer).
 */
export function newQuestionError(q: QuestionDraft, n: number, mode: 'create' | 'edit'): string | null {
  return readingQuestionInputErrors(draftToPayload(q, mode), n)[0] ?? null;
}
