import { ALTERNATIVES_LABEL, showAlternatives } from '@keelerada/domain';
import { enumLabel } from './enums.ts';

export interface HistoryEntryView {
  action: string;
  changes: { field: string; before?: unknown; after?: unknown }[];
  admin: { name: string } | null;
  at: string;
}

const ACTIONS: Record<string, string> = {
  create: 'Created',
  import: 'Imported',
  update: 'Edited',
  'segment create': 'Segment added',
  'segment update': 'Segment edited',
  'segment delete': 'Segment deleted',
  'segment reorder': 'Segments reordered',
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

/** The kinds of content the history records, as the screens name them. */
export const HISTORY_KIND_LABELS: Record<string, string> = {
  vocabulary_card: 'Vocabulary card',
  grammar_exercise: 'Grammar exercise',
  reading_text: 'Reading text',
  book: 'Book',
  lexicon_lemma: 'Lexicon lemma',
};

const MAX_SHOWN = 80;
const clip = (s: string) => (s.length > MAX_SHOWN ? `${s.slice(0, MAX_SHOWN - 1)}…` : s);

/**
 * A stored value as an editor reads it, not as JSON: a word order's words with spaces, an error of an error
 * correction as "case error, position 3 → venda", any other object as its fields.
 */
function readable(v: unknown): string {
  if (Array.isArray(v)) return v.map(readable).join(' ');
  if (v === null || typeof v !== 'object') return String(v);
  const o = v as Record<string, unknown>;
  if ('type' in o && 'position' in o)
    return `${String(o.type).replace(/_/g, ' ')}, position ${readable(o.position)}${'correction' in o ? ` → ${readable(o.correction)}` : ''}`;
  return Object.entries(o)
    .map(([k, x]) => `${k.replace(/_/g, ' ')} ${readable(x)}`)
    .join(', ');
}

/**
 * Stored field names that read badly as words, named as the edit forms label them; any other name is shown with
 * its underscores as spaces ("review_status" → "review status").
 */
const FIELD_LABELS: Record<string, string> = {
  alternatives: ALTERNATIVES_LABEL.toLowerCase(),
  is_published: 'published',
  practice_context_translation: 'context translation',
};

const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field.replace(/_/g, ' ');

/** A list's entries: accepted alternatives with " | " as the screens show them (an entry may hold a comma). */
const shownList = (field: string, v: unknown[]) =>
  field === 'alternatives' ? showAlternatives(v.map(readable)) : v.map(readable).join(', ');

const shown = (field: string, v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)
    ? '—'
    : field === 'review_status'
      ? enumLabel(String(v))
      : typeof v === 'boolean'
        ? v
          ? 'yes'
          : 'no'
        : Array.isArray(v)
          ? `'${clip(shownList(field, v))}'`
          : `'${clip(readable(v))}'`;

/**
 * "Edited by Mari Maasikas 2 h ago: translation 'to discuss' → 'to talk about'" (issue #20); an import names its
 * file: "Imported by Mari Maasikas 2 h ago from 'a1.csv'".
 */
export function historyLine(e: HistoryEntryView, now: Date): string {
  const file = e.action === 'import' ? e.changes.find((c) => c.field === 'file') : undefined;
  const changes = e.changes.filter((c) => c !== file);
  const who = `${ACTIONS[e.action] ?? enumLabel(e.action)} by ${e.admin?.name ?? 'a removed admin'} ${timeAgo(e.at, now)}${file ? ` from ${shown('file', file.after)}` : ''}`;
  if (changes.length === 0) return who;
  const what = changes
    .map((c) => `${fieldLabel(c.field)} ${shown(c.field, c.before)} → ${shown(c.field, c.after)}`)
    .join('; ');
  return `${who}: ${what}`;
}
