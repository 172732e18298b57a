/**
 * The daily mixed study session as a pure reducer (learner-app.md §4 "Study phases"): vocabulary, then reading, then
 * grammar, then completed. The app dispatches events; `sessionPatch` says what to send to PATCH /sessions/{id}.
 */

import type { SessionProgress } from './session-progress.ts';

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
  /** Vocabulary items (indexes) failed on their first try; each comes back once at the end of the phase. */
  retryQueue: number[];
  /** Position in `retryQueue` while the failed cards come back; null before that. */
  retryIndex: number | null;
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
      /** Where the session stands by its recorded attempts (a resumed planned session). */
      progress?: SessionProgress | null;
    }
  | { type: 'RETRIED'; correct: boolean; at: string }
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
    retryQueue: [],
    retryIndex: null,
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
  if (next) return { ...s, view: next, itemIndex: 0, readingStep: 'text', retryIndex: null };
  const phases = { ...s.phases };
  for (const p of STUDY_PHASES) phases[p] = { ...phases[p], completed: true };
  return {
    ...s,
    phases,
    view: 'completed',
    itemIndex: 0,
    readingStep: 'text',
    retryIndex: null,
    finishedAt: at,
  };
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
  const failedCard = phase === 'vocabulary' && correct === 0;
  const next: StudyState = {
    ...s,
    phases: { ...s.phases, [phase]: { ...p, answered } },
    itemIndex: s.itemIndex + 1,
    readingStep: 'text',
    correct: s.correct + correct,
    completedCount: s.completedCount + completed,
    retryQueue: failedCard ? [...s.retryQueue, s.itemIndex] : s.retryQueue,
  };
  if (p.total === null || answered < p.total) return next;
  if (phase === 'vocabulary' && next.retryQueue.length > 0) return { ...next, retryIndex: 0 };
  return completePhase(next, phase, at);
}

/** A failed card typed once more at the end of the vocabulary phase; after the last one the phase completes. */
function retried(s: StudyState, correct: boolean, at: string): StudyState {
  if (s.view !== 'vocabulary' || s.retryIndex === null) return s;
  const retryIndex = s.retryIndex + 1;
  const next: StudyState = {
    ...s,
    retryIndex,
    correct: s.correct + (correct ? 1 : 0),
    completedCount: s.completedCount + 1,
  };
  return retryIndex >= s.retryQueue.length ? completePhase(next, 'vocabulary', at) : next;
}

/** The phases as loaded: totals from the content, answered counts and completion from the flags and the attempts. */
function loadedPhases(
  content: { vocabulary: number | null; reading: number; grammar: number },
  flags: PhaseFlags | null,
  progress: SessionProgress | null,
): StudyState['phases'] {
  const phase = (p: StudyPhase, total: number | null): PhaseProgress => {
    const answered = Math.min(progress?.answered[p] ?? 0, total ?? Number.POSITIVE_INFINITY);
    const retriesLeft =
      p === 'vocabulary' && progress ? progress.retried < progress.retryQueue.length : false;
    const allAnswered = total !== null && total > 0 && answered >= total && !retriesLeft;
    return { total, answered, completed: Boolean(flags?.[FLAG[p]]) || allAnswered };
  };
  return {
    vocabulary: phase('vocabulary', content.vocabulary),
    reading: phase('reading', content.reading),
    grammar: phase('grammar', content.grammar),
  };
}

/** Every phase shown as done (the day's work was finished before this visit). */
function allCompleted(phases: StudyState['phases']): StudyState['phases'] {
  const done = (p: PhaseProgress): PhaseProgress => ({ ...p, completed: true });
  return {
    vocabulary: done(phases.vocabulary),
    reading: done(phases.reading),
    grammar: done(phases.grammar),
  };
}

export function studyReducer(s: StudyState, e: StudyEvent): StudyState {
  switch (e.type) {
    case 'LOADED': {
      const flags = e.unfinishedSession ?? null;
      const progress = e.progress ?? null;
      const phases = loadedPhases(e.content, flags, progress);
      const base: StudyState = {
        ...initialStudyState(),
        phases,
        readingQuestions: e.content.readingQuestions ?? [],
        correct: progress?.correct ?? 0,
        completedCount: progress?.attempts ?? 0,
        retryQueue: progress?.retryQueue ?? [],
      };
      const c = e.completion;
      const allDoneToday = Boolean(
        c?.isVocabularyCompleted && c.isReadingCompleted && c.isGrammarCompleted && !flags,
      );
      const doneToday: StudyState = {
        ...base,
        phases: allCompleted(phases),
        view: 'completed',
        alreadyDoneToday: true,
      };
      if ((e.hasFinishedSession && !flags) || allDoneToday) return doneToday;
      if (!STUDY_PHASES.some((p) => hasContent(phases[p]))) return { ...base, view: 'empty' };
      const open = firstOpenPhase(phases);
      if (!open) return flags ? { ...base, view: 'completed' } : doneToday;
      const itemIndex = phases[open].answered;
      const retrying =
        open === 'vocabulary' && phases.vocabulary.total !== null && itemIndex >= phases.vocabulary.total;
      // a text whose questions were begun reopens at its questions, with the answers given so far
      const readingStep =
        open === 'reading' && (progress?.readingAnswered?.[itemIndex] ?? 0) > 0 ? 'questions' : 'text';
      return {
        ...base,
        view: open,
        itemIndex,
        readingStep,
        retryIndex: retrying ? (progress?.retried ?? 0) : null,
      };
    }
    case 'RETRIED':
      return retried(s, e.correct, e.at);
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
