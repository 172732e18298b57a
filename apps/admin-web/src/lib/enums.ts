/** Readable labels for the enumerations of admin-back-office.md §3 (the values come from the domain package). */
export function enumLabel(value: string | null | undefined): string {
  if (!value) return '—';
  return value
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Levels as the learner app shows them: A11 → A1.1, B1 → B1. */
export function levelLabel(level: string | null | undefined): string {
  if (!level) return '—';
  return /^[ABC]\d\d$/.test(level) ? `${level.slice(0, 2)}.${level.slice(2)}` : level;
}

export const REVIEW_STATUS_BADGE: Record<string, string> = {
  UNREVIEWED: '',
  VALID: 'kr-badge-green',
  INVALID: 'kr-badge-red',
  NEEDS_ATTENTION: 'kr-badge-yellow',
  DRAFT: '',
};
