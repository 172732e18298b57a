/**
 * The daily mixed study session as a pure reducer (learner-app.md §4 "Study phases"): vocabulary, then reading, then
 * grammar, then completed. The app dispatches events; `sessionPatch` says what to send to PATCH /sessions/{id}.
 */

export const STUDY_PHASES = ['vocabulary', 'reading', 'grammar'] as const;
export type StudyPhase = (typeof STUDY_PHASES)[number];
export type StudyView = StudyPhase | 'completed' | 'empty' | 'loading';

export interface PhaseProgress {
  /** Items in the phase; null while unknown (the vocabulary pill shows `?`). */
  total: number | null;
  answered: number;
  completed: boolean;
}

export interface StudyState {
  view: StudyView;
  /** Index of the current item inside the current phase. */
  itemIndex: number;
  phases: Record<StudyPhase, PhaseProgress>;
  /** Reading sub-state: the text first, then its questions. */
  readingStep: 'text' | 'questions';
  /** Questions of each reading text, by item index. */
  readingQuestions: number[];
  correct: number;
  completedCount: number;
  /** Set when this session was finished here. */
  finishedAt: string | null;
  /** The completed view was reached on load because everything was already done today. */
  alreadyDoneToday: boolean;
}

export interface PhaseFlags {
  isVocabularyCompleted: boolean;
  isReadingCompleted: boolean;
  isGrammarCompleted: boolean;
}

export type StudyEvent =
  | {
      type: 'LOADED';
      content: { vocabulary: number | null; reading: number; grammar: number; readingQuestions?: number[] };
      /** Flags of today's unfinished session, when the server reports one. */
      unfinishedSession?: PhaseFlags | null;
      /** A finished session exists today. */
      hasFinishedSession?: boolean;
      /** Today's completion status (all phases done today → completed). */
      completion?: PhaseFlags | null;
    }
  | { type: 'ANSWERED'; correct: boolean; at: string }
  | { type: 'READING_CONTINUE'; at: string }
  | { type: 'READING_QUESTIONS_DONE'; correct: number; total: number; at: string }
  | { type: 'COMPLETE_PHASE'; phase: StudyPhase; at: string };

const FLAG: Record<StudyPhase, keyof PhaseFlags> = {
  vocabulary: 'isVocabularyCompleted',
  reading: 'isReadingCompleted',
  grammar: 'isGrammarCompleted',
};

export function initialStudyState(): StudyState {
  const empty = (): PhaseProgress => ({ total: null, answered: 0, completed: false });
  return {
    view: 'loading',
    itemIndex: 0,
    phases: { vocabulary: empty(), reading: empty(), grammar: empty() },
    readingStep: 'text',
    readingQuestions: [],
    correct: 0,
    completedCount: 0,
    finishedAt: null,
    alreadyDoneToday: false,
  };
}

export function hasContent(p: PhaseProgress): boolean {
  return p.total === null || p.total > 0;
}

/** Overall accuracy: correct answers divided by the completed count, times 100 (0 before any answer). */
export function accuracyOf(s: Pick<StudyState, 'correct' | 'completedCount'>): number {
  return s.completedCount > 0 ? Math.round((s.correct / s.completedCount) * 100) : 0;
}

function firstOpenPhase(phases: StudyState['phases']): StudyPhase | null {
  return STUDY_PHASES.find((p) => hasContent(phases[p]) && !phases[p].completed) ?? null;
}

/** Moves to the next phase with content (item 0), or completes the session with every flag set. */
function advance(s: StudyState, at: string): StudyState {
  const next = firstOpenPhase(s.phases);
  if (next) return { ...s, view: next, itemIndex: 0, readingStep: 'text' };
  const phases = { ...s.phases };
  for (const p of STUDY_PHASES) phases[p] = { ...phases[p], completed: true };
  return { ...s, phases, view: 'completed', itemIndex: 0, readingStep: 'text', finishedAt: at };
}

function completePhase(s: StudyState, phase: StudyPhase, at: string): StudyState {
  const phases = { ...s.phases, [phase]: { ...s.phases[phase], completed: true } };
  const next = { ...s, phases };
  return s.view === phase ? advance(next, at) : next;
}

/** One item of the current phase done: counts it and completes the phase when its answered count reaches its total. */
function itemDone(s: StudyState, correct: number, completed: number, at: string): StudyState {
  if (s.view !== 'vocabulary' && s.view !== 'reading' && s.view !== 'grammar') return s;
  const phase = s.view;
  const p = s.phases[phase];
  const answered = p.answered + 1;
  const next: StudyState = {
    ...s,
    phases: { ...s.phases, [phase]: { ...p, answered } },
    itemIndex: s.itemIndex + 1,
    readingStep: 'text',
    correct: s.correct + correct,
    completedCount: s.completedCount + completed,
  };
  return p.total !== null && answered >= p.total ? completePhase(next, phase, at) : next;
}

export function studyReducer(s: StudyState, e: StudyEvent): StudyState {
  switch (e.type) {
    case 'LOADED': {
      const flags = e.unfinishedSession ?? null;
      const phases: StudyState['phases'] = {
        vocabulary: {
          total: e.content.vocabulary,
          answered: 0,
          completed: Boolean(flags?.isVocabularyCompleted),
        },
        reading: { total: e.content.reading, answered: 0, completed: Boolean(flags?.isReadingCompleted) },
        grammar: { total: e.content.grammar, answered: 0, completed: Boolean(flags?.isGrammarCompleted) },
      };
      const base: StudyState = {
        ...initialStudyState(),
        phases,
        readingQuestions: e.content.readingQuestions ?? [],
      };
      const c = e.completion;
      const allDoneToday = Boolean(
        c?.isVocabularyCompleted && c.isReadingCompleted && c.isGrammarCompleted && !flags,
      );
      if (e.hasFinishedSession && !flags) return { ...base, view: 'completed', alreadyDoneToday: true };
      if (allDoneToday) return { ...base, view: 'completed', alreadyDoneToday: true };
      if (!STUDY_PHASES.some((p) => hasContent(phases[p]))) return { ...base, view: 'empty' };
      const open = firstOpenPhase(phases);
      return open ? { ...base, view: open } : { ...base, view: 'completed', alreadyDoneToday: !flags };
    }
    case 'ANSWERED':
      if (s.view === 'reading') return s;
      return itemDone(s, e.correct ? 1 : 0, 1, e.at);
    case 'READING_CONTINUE': {
      if (s.view !== 'reading') return s;
      const questions = s.readingQuestions[s.itemIndex] ?? 0;
      if (s.readingStep === 'text' && questions > 0) return { ...s, readingStep: 'questions' };
      // a text without questions counts as one exercise done right
      return itemDone(s, 1, 1, e.at);
    }
    case 'READING_QUESTIONS_DONE':
      if (s.view !== 'reading') return s;
      return itemDone(s, Math.min(e.correct, e.total), Math.max(e.total, 0), e.at);
    case 'COMPLETE_PHASE':
      return completePhase(s, e.phase, e.at);
  }
}

export interface SessionPatch {
  isVocabularyCompleted?: boolean;
  isReadingCompleted?: boolean;
  isGrammarCompleted?: boolean;
  isSessionFinished?: boolean;
  exercisesCompleted?: number;
  accuracyPercentage?: number;
  completedAt?: string;
}

/** What changed between two states, as the body of PATCH /sessions/{id}; null when nothing did. */
export function sessionPatch(prev: StudyState, next: StudyState): SessionPatch | null {
  const patch: SessionPatch = {};
  for (const p of STUDY_PHASES) {
    if (next.phases[p].completed && !prev.phases[p].completed) patch[FLAG[p]] = true;
  }
  if (next.completedCount !== prev.completedCount) {
    patch.exercisesCompleted = next.completedCount;
    patch.accuracyPercentage = accuracyOf(next);
  }
  if (next.finishedAt && !prev.finishedAt) {
    patch.isSessionFinished = true;
    patch.completedAt = next.finishedAt;
    patch.exercisesCompleted = next.completedCount;
    patch.accuracyPercentage = accuracyOf(next);
  }
  return Object.keys(patch).length ? patch : null;
}
