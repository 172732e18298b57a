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
  /** done/total, `✓` when complete, `none due` for a phase shown with nothing in it, `?` for an unknown total. */
  text: string;
  complete: boolean;
  current: boolean;
}

/** What the pill of a phase shown with nothing in it says (vocabulary with no card due today). */
export const NOTHING_DUE = 'none due';

/**
 * One pill per phase that has content (a phase with none is hidden). `nothingDue` names the phases known to be empty
 * that are still shown — the vocabulary phase with no card due opens on "No vocabulary practice today" (§2), and
 * the reducer keeps its total null to keep it — so its pill says `none due`, not the `0/?` of an unknown total.
 */
export function phasePills(s: StudyState, nothingDue: readonly StudyPhase[] = []): PillView[] {
  return STUDY_PHASES.filter((p) => hasContent(s.phases[p])).map((phase) => {
    const p = s.phases[phase];
    const complete = p.completed;
    const empty = nothingDue.includes(phase) && !p.total && p.answered === 0;
    return {
      phase,
      label: PHASE_LABELS[phase],
      text: complete ? '✓' : empty ? NOTHING_DUE : `${p.answered}/${p.total ?? '?'}`,
      complete,
      current: s.view === phase,
    };
  });
}

/**
 * The counter above the current item: "Exercise 3 of 10", "Text 1 of 1", "Once more: 1 of 2" while missed cards come
 * back. Null when the phase has nothing to count (the vocabulary phase with no card due): that screen said
 * "Exercise 0 of ?" above "No vocabulary practice today" (learner report, defect 16).
 */
export function exerciseCounter(s: StudyState): string | null {
  const phase = s.view;
  if (phase !== 'vocabulary' && phase !== 'reading' && phase !== 'grammar') return null;
  if (phase === 'vocabulary' && s.retryIndex !== null)
    return `Once more: ${s.retryIndex + 1} of ${s.retryQueue.length}`;
  const total = s.phases[phase].total;
  if (!total) return null;
  return `${phase === 'reading' ? 'Text' : 'Exercise'} ${Math.min(s.itemIndex + 1, total)} of ${total}`;
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
