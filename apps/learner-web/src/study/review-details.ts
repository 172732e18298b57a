import { acceptedSentences, toStringList } from '@keelerada/domain';
import { difficultyLabel } from '../exercises/reading-text/challenge-words.ts';

/** The attempt fields the Session Review reads (a subset of §3 "Session review" attempts). */
export interface ReviewAttemptLike {
  activity_type: string;
  is_correct: boolean;
  user_answer: string | null;
  correct_answer: string | null;
  exercise?: unknown;
  exercise_content?: unknown;
  vocabulary_card?: unknown;
  /** The judge's diagnosis of the answer (issue 17), when it has one. */
  diagnosis?: string | null;
}

export const NO_ANSWER = 'No answer provided';
export const NO_CONTENT = 'Exercise content not available';

export type DetailKind =
  | 'vocabulary'
  | 'sentence_construction'
  | 'verb_conjugation'
  | 'case_practice'
  | 'error_correction'
  | 'translation'
  | 'reading'
  | 'unavailable';

export interface ReviewDetails {
  kind: DetailKind;
  /** Label → value, in display order. */
  rows: [string, string][];
  /** A titled list (sentence construction: the correct answers). */
  list?: { label: string; items: string[] };
  /** A closing note (reading: "Reading completed"). */
  note?: string;
}

/** Type label of an activity row (§2 Session Review). */
export function activityTypeLabel(activityType: string): string {
  switch (activityType) {
    case 'vocabulary':
      return 'Vocabulary Practice';
    case 'reading':
      return 'Reading Comprehension';
    case 'exercise':
      return 'Grammar Exercise';
    default:
      return 'Unknown Type';
  }
}

function obj(v: unknown): Record<string, unknown> | null {
  if (typeof v === 'string') {
    try {
      return obj(JSON.parse(v));
    } catch {
      return null;
    }
  }
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

function text(v: unknown): string {
  if (v == null) return '';
  if (Array.isArray(v)) return v.map(String).join(' ');
  return String(v).trim();
}

const answer = (a: ReviewAttemptLike) => (a.user_answer?.trim() ? a.user_answer : NO_ANSWER);
const orDash = (v: unknown) => text(v) || '—';

/** What the expanded row of a Session Review shows for one attempt, by activity and exercise type (§2). */
/**
 * What the review shows of an attempt: its type's rows plus, for vocabulary and grammar, the expected answer (when
 * the type's rows do not name it) and the judge's diagnosis (issue 17).
 */
export function reviewDetails(a: ReviewAttemptLike): ReviewDetails {
  const d = typeDetails(a);
  if (d.kind === 'unavailable' || d.kind === 'reading') return d;
  const rows = [...d.rows];
  const card = obj(a.vocabulary_card) ?? obj(a.exercise_content);
  const expected = text(a.correct_answer) || (d.kind === 'vocabulary' ? text(card?.form) : '');
  if (expected && !rows.some(([label]) => label.startsWith('Correct')))
    rows.push(['Expected answer', expected]);
  if (a.diagnosis?.trim()) rows.push(['Diagnosis', a.diagnosis.replaceAll('`', '')]);
  return { ...d, rows };
}

function typeDetails(a: ReviewAttemptLike): ReviewDetails {
  if (a.activity_type === 'vocabulary') {
    const card = obj(a.vocabulary_card) ?? obj(a.exercise_content);
    if (!card) return { kind: 'unavailable', rows: [] };
    return {
      kind: 'vocabulary',
      rows: [
        ['Estonian word', orDash(card.word)],
        ['English translation', orDash(card.translation)],
        ['Definition', orDash(card.definition)],
        ['Your response', answer(a)],
      ],
    };
  }
  if (a.activity_type === 'reading') {
    const r = obj(a.exercise) ?? obj(a.exercise_content);
    if (!r) return { kind: 'unavailable', rows: [] };
    const content = obj(a.exercise_content);
    const count = Number(r.questionCount ?? r.question_count ?? 0);
    const hasQuestions = Boolean(r.hasQuestions ?? r.has_questions ?? count > 0);
    const rows: [string, string][] = [
      ['Title', orDash(r.title)],
      ['Source', orDash(r.source)],
      ['Difficulty', difficultyLabel(text(r.difficulty))],
      ['Has questions', hasQuestions ? 'Yes' : 'No'],
      ['Question count', String(Number.isFinite(count) ? count : 0)],
    ];
    if (content && text(content.question)) {
      rows.push(['Question', text(content.question)], ['Your answer', answer(a)]);
      if (!a.is_correct && a.correct_answer) rows.push(['Correct answer', a.correct_answer]);
    }
    return { kind: 'reading', rows, note: 'Reading completed' };
  }
  const ex = obj(a.exercise) ?? obj(a.exercise_content);
  if (!ex) return { kind: 'unavailable', rows: [] };
  switch (text(ex.type)) {
    case 'SENTENCE_CONSTRUCTION':
      return {
        kind: 'sentence_construction',
        rows: [
          ['Words to arrange', toStringList(ex.words).join(' · ') || '—'],
          ['Translation', orDash(ex.sentence_translation)],
          ['Your answer', answer(a)],
        ],
        list: { label: 'Correct answers', items: acceptedSentences(ex.words, ex.correct_orders) },
      };
    case 'VERB_CONJUGATION':
      return {
        kind: 'verb_conjugation',
        rows: [
          ['Verb', orDash(ex.verb)],
          ['Subject', orDash(ex.subject)],
          ['Context', orDash(ex.context)],
          ['Your answer', answer(a)],
          ['Correct answer', orDash(a.correct_answer || ex.verb_correct_answer)],
        ],
      };
    case 'CASE_PRACTICE':
      return {
        kind: 'case_practice',
        rows: [
          ['Sentence', orDash(ex.sentence)],
          ['Target word', orDash(ex.target_word)],
          ['Translation', orDash(ex.case_translation)],
          ['Your answer', answer(a)],
          ['Correct answer', orDash(a.correct_answer || ex.case_correct_answer)],
          ['Explanation', orDash(ex.explanation)],
        ],
      };
    case 'ERROR_CORRECTION':
      return {
        kind: 'error_correction',
        rows: [
          ['Incorrect sentence', orDash(ex.incorrect_sentence)],
          ['Your answer', answer(a)],
          ['Correct sentence', orDash(a.correct_answer || ex.correct_sentence)],
        ],
      };
    case 'TRANSLATION':
      return {
        kind: 'translation',
        rows: [
          ['Source text', orDash(ex.source_text)],
          ['Your answer', a.user_answer?.trim() ? a.user_answer : 'Skipped'],
        ],
      };
    default:
      return { kind: 'unavailable', rows: [] };
  }
}
