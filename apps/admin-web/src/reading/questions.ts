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
 * A question in the editor. `correctAnswers` holds the ticked options of a choice question (multiple choice, or
 * vocabulary definition with options) and every accepted answer of a typed one (short answer, vocabulary definition
 * without options), one per line as the editor types them (blank lines are dropped when saving); `answer` holds the
 * true/false answer ('True' or 'False', '' until one is chosen).
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

/**
 * Whether the question is answered by choosing among its options: always for multiple choice, and for a vocabulary
 * definition that has options (one without options takes a typed answer, like a short answer).
 */
export function isChoice(q: Pick<QuestionDraft, 'questionType' | 'options'>): boolean {
  return (
    q.questionType === 'MULTIPLE_CHOICE' ||
    (q.questionType === 'VOCABULARY_DEFINITION' && q.options.length > 0)
  );
}

/** Whether the editor shows the options: choice questions, and a short answer still holding options (to remove). */
export function showsOptions(q: Pick<QuestionDraft, 'questionType' | 'options'>): boolean {
  return (
    isChoice(q) ||
    q.questionType === 'VOCABULARY_DEFINITION' ||
    (q.questionType === 'SHORT_ANSWER' && q.options.length > 0)
  );
}

/** Whether an option may be removed: a multiple-choice question keeps two, the others may lose them all. */
export function canRemoveOption(q: Pick<QuestionDraft, 'questionType' | 'options'>): boolean {
  return q.questionType === 'MULTIPLE_CHOICE' ? q.options.length > 2 : true;
}

/** The accepted answers of a typed question as the textarea shows them: one per line. */
export function answersText(q: QuestionDraft): string {
  return q.correctAnswers.join('\n');
}

/** The textarea's text back to the accepted answers (lines kept as typed; blanks are dropped when saving). */
export function setAnswersText(q: QuestionDraft, text: string): QuestionDraft {
  return { ...q, correctAnswers: text === '' ? [] : text.split(/\r?\n/) };
}

/** The accepted answers as saved: trimmed, blanks dropped. */
export function acceptedAnswers(q: QuestionDraft): string[] {
  return q.correctAnswers.map((a) => a.trim()).filter((a) => a !== '');
}

/**
 * Correct answers of a choice question that are none of its options (stored that way by an older client, or typed
 * before options were added): shown with a Remove button, never dropped silently — the save refuses them.
 */
export function answersNotInOptions(q: QuestionDraft): string[] {
  if (!isChoice(q)) return [];
  const options = q.options.map((o) => o.trim());
  return acceptedAnswers(q).filter((a) => !options.includes(a));
}

export function removeAnswer(q: QuestionDraft, answer: string): QuestionDraft {
  return { ...q, correctAnswers: q.correctAnswers.filter((a) => a.trim() !== answer.trim()) };
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

/**
 * A stored question (options and correct answers possibly JSON strings, §5 Reading edit) as an editor draft — all of
 * it: every accepted answer and every option, so that saving changes only what the editor changed.
 */
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
  return { ...base, options, correctAnswers: list, answer: '' };
}

/** The answers of a question as a list: the ticked options or the accepted answers, or True/False. */
export function shownAnswers(q: QuestionDraft): string[] {
  if (q.questionType === 'TRUE_FALSE') return q.answer.trim() ? [q.answer.trim()] : [];
  return acceptedAnswers(q);
}

/** The answers shown on a question card and in the preview ("—" when there are none). */
export function correctAnswerText(q: QuestionDraft): string {
  return shownAnswers(q).join(' / ') || '—';
}

/**
 * The question as the create/update payload carries it (§3): multiple choice sends the ticked options, true/false a
 * boolean on create and 'True'/'False' on edit (§4) — null while neither is chosen —, short answer and vocabulary
 * definition every accepted answer (and a vocabulary definition its options). Nothing is filtered away: an answer
 * that is no option goes to the domain schema, which refuses it by name. Blank optional text is sent as null. The
 * domain schema then checks it ("Question {n} text is required", …).
 */
export function draftToPayload(q: QuestionDraft, mode: 'create' | 'edit' = 'edit'): ReadingQuestionInput {
  const chosen = q.answer === 'True' || q.answer === 'False' ? q.answer : null;
  const correctAnswer =
    q.questionType === 'TRUE_FALSE'
      ? chosen !== null && mode === 'create'
        ? chosen === 'True'
        : chosen
      : acceptedAnswers(q);
  return {
    ...(q.id !== undefined ? { id: q.id } : {}),
    question: q.question,
    questionType: q.questionType,
    options: q.questionType === 'TRUE_FALSE' ? q.options : q.options.map((o) => o.trim()),
    correctAnswer,
    explanation: q.explanation.trim() || null,
    targetWordText: q.targetWordText.trim() || null,
  };
}

/** Whether the "Add New Question" panel holds nothing the editor typed or chose (its type alone does not count). */
export function isBlankQuestion(q: QuestionDraft): boolean {
  const typed = [q.question, q.answer, q.explanation, q.targetWordText, ...q.correctAnswers];
  if (q.questionType !== 'TRUE_FALSE') typed.push(...q.options);
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
