import { enumLabel } from './enums.ts';

export interface HistoryEntryView {
  action: string;
  changes: { field: string; before?: unknown; after?: unknown }[];
  admin: { name: string } | null;
  at: string;
}

const ACTIONS: Record<string, string> = {
  update: 'Edited',
  status: 'Status set',
  delete: 'Deleted',
  restore: 'Restored',
};

/** "2 h ago", "5 min ago", "just now", "3 days ago". */
export function timeAgo(at: string, now: Date): string {
  const s = Math.max(0, Math.round((now.getTime() - new Date(at).getTime()) / 1000));
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h ago`;
  const d = Math.floor(s / 86_400);
  return `${d} day${d === 1 ? '' : 's'} ago`;
}

const shown = (field: string, v: unknown) =>
  v === null || v === undefined || v === ''
    ? '—'
    : field === 'review_status'
      ? enumLabel(String(v))
      : `'${String(v)}'`;

/** "Edited by Mari Maasikas 2 h ago: translation 'to discuss' → 'to talk about'" (issue #20). */
export function historyLine(e: HistoryEntryView, now: Date): string {
  const who = `${ACTIONS[e.action] ?? enumLabel(e.action)} by ${e.admin?.name ?? 'a removed admin'} ${timeAgo(e.at, now)}`;
  if (e.changes.length === 0) return who;
  const what = e.changes
    .map((c) => `${c.field.replace(/_/g, ' ')} ${shown(c.field, c.before)} → ${shown(c.field, c.after)}`)
    .join('; ');
  return `${who}: ${what}`;
}
