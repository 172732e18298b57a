import {
  hasContent,
  STUDY_PHASES,
  type StudyPhase,
  type StudyState,
  type StudyView,
} from '@keelerada/domain';

export const PHASE_LABELS: Record<StudyPhase, string> = {
  vocabulary: 'Vocabulary',
  reading: 'Reading',
  grammar: 'Grammar',
};

/** Page title by view (§2): one per phase, Study Session otherwise. */
export function studyTitle(view: StudyView): string {
  switch (view) {
    case 'vocabulary':
      return 'Vocabulary Practice';
    case 'reading':
      return 'Reading Immersion';
    case 'grammar':
      return 'Grammar Exercises';
    default:
      return 'Study Session';
  }
}

export interface PillView {
  phase: StudyPhase;
  label: string;
  /** done/total, `✓` when complete, `?` for an unknown total. */
  text: string;
  complete: boolean;
  current: boolean;
}

/** One pill per phase that has content (a phase with none is hidden). */
export function phasePills(s: StudyState): PillView[] {
  return STUDY_PHASES.filter((p) => hasContent(s.phases[p])).map((phase) => {
    const p = s.phases[phase];
    const complete = p.completed;
    return {
      phase,
      label: PHASE_LABELS[phase],
      text: complete ? '✓' : `${p.answered}/${p.total ?? '?'}`,
      complete,
      current: s.view === phase,
    };
  });
}

/** Items done over items known, across the phases with content (a completed phase counts in full). */
export function studyProgress(s: StudyState): { done: number; total: number; percent: number } {
  let done = 0;
  let total = 0;
  for (const phase of STUDY_PHASES) {
    const p = s.phases[phase];
    if (!hasContent(p)) continue;
    const size = p.total ?? 1;
    total += size;
    done += p.completed ? size : Math.min(p.answered, size);
  }
  if (s.view === 'completed') done = total;
  return { done, total, percent: total > 0 ? Math.round((done / total) * 100) : 0 };
}
