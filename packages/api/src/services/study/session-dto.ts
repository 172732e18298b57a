import type { StudySessionSummary } from '@keelerada/db';

/**
 * §3 "Study session": camelCase fields, plus the snake_case variants the spec says the server sends
 * (is_*_completed, is_session_finished, started_at, completed_at).
 */
export interface StudySessionDto {
  id: number;
  sessionType: string;
  totalExercises: number;
  isVocabularyCompleted: boolean;
  isReadingCompleted: boolean;
  isGrammarCompleted: boolean;
  isSessionFinished: boolean;
  exercisesCompleted: number;
  accuracyPercentage: number | null;
  startedAt: string;
  completedAt: string | null;
  /** The learner's local day the session belongs to. */
  localDate: string;
  is_vocabulary_completed: boolean;
  is_reading_completed: boolean;
  is_grammar_completed: boolean;
  is_session_finished: boolean;
  started_at: string;
  completed_at: string | null;
}

export function toSessionDto(s: StudySessionSummary): StudySessionDto {
  const startedAt = s.started_at.toISOString();
  const completedAt = s.completed_at ? s.completed_at.toISOString() : null;
  return {
    id: s.id,
    sessionType: s.session_type,
    totalExercises: s.total_exercises,
    isVocabularyCompleted: s.is_vocabulary_completed,
    isReadingCompleted: s.is_reading_completed,
    isGrammarCompleted: s.is_grammar_completed,
    isSessionFinished: s.is_session_finished,
    exercisesCompleted: s.exercises_completed,
    accuracyPercentage: s.accuracy_percentage,
    startedAt,
    completedAt,
    localDate: s.local_date,
    is_vocabulary_completed: s.is_vocabulary_completed,
    is_reading_completed: s.is_reading_completed,
    is_grammar_completed: s.is_grammar_completed,
    is_session_finished: s.is_session_finished,
    started_at: startedAt,
    completed_at: completedAt,
  };
}
