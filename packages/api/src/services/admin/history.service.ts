import {
  type Db,
  type DbOrTrx,
  type HistoryFilter,
  listHistory,
  recordHistory,
  VOCABULARY_CARD_CONTENT_COLUMNS,
} from '@keelerada/db';
import { type FieldChange, fieldChanges } from '@keelerada/domain';

/** The card fields whose edits the history records: the content columns and the review status and notes. */
export const CARD_HISTORY_FIELDS = [
  ...VOCABULARY_CARD_CONTENT_COLUMNS,
  'review_status',
  'review_notes',
] as const;

export interface HistoryEntry {
  id: number;
  kind: string;
  itemId: number;
  label: string;
  action: string;
  changes: FieldChange[];
  admin: { id: number; email: string; name: string } | null;
  at: string;
}

/** Admin content history, newest first, per item and/or per admin (issue #20). */
export async function listContentHistory(db: Db, f: HistoryFilter): Promise<{ entries: HistoryEntry[] }> {
  const rows = await listHistory(db, f);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      itemId: r.item_id,
      label: r.label,
      action: r.action,
      changes: (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes) as FieldChange[],
      admin:
        r.admin_id !== null && r.admin_email
          ? {
              id: r.admin_id,
              email: r.admin_email,
              name: `${r.admin_first_name ?? ''} ${r.admin_last_name ?? ''}`.trim() || r.admin_email,
            }
          : null,
      at: new Date(r.created_at).toISOString(),
    })),
  };
}

type CardLike = { id: number; word: string; form: string } & Record<string, unknown>;

/** The kinds of content whose admin changes the history records. */
export const HISTORY_KINDS = [
  'vocabulary_card',
  'grammar_exercise',
  'reading_text',
  'book',
  'lexicon_lemma',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** Records what an admin changed on one item among `fields` (nothing when nothing changed). */
export async function recordChange(
  db: DbOrTrx,
  item: { kind: HistoryKind; id: number; label: string },
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
  action: string,
  by: number | null,
  now: Date,
): Promise<void> {
  const changes = fieldChanges(before, after, fields);
  if (changes.length === 0) return;
  await recordItemEvents(db, item.kind, [{ id: item.id, label: item.label, changes }], action, by, now);
}

/** Records what an admin changed on a card (nothing when nothing changed). */
export function recordCardChange(
  db: DbOrTrx,
  before: CardLike,
  after: CardLike,
  action: string,
  by: number | null,
  now: Date,
): Promise<void> {
  const item = { kind: 'vocabulary_card' as const, id: after.id, label: `${after.word} → ${after.form}` };
  return recordChange(db, item, before, after, CARD_HISTORY_FIELDS, action, by, now);
}

/** Records an item-level event (delete, restore, bulk status) on several items at once. */
export function recordItemEvents(
  db: DbOrTrx,
  kind: string,
  items: readonly { id: number; label: string; changes?: FieldChange[] }[],
  action: string,
  by: number | null,
  now: Date,
): Promise<void> {
  return recordHistory(
    db,
    items.map((i) => ({
      kind,
      item_id: i.id,
      label: i.label,
      action,
      changes: i.changes ?? [],
      admin_id: by,
      created_at: now,
    })),
  );
}

/** A card as the history names it: "word → form". */
export const cardHistoryLabel = (c: { id: number; word: string; form: string }) => ({
  id: c.id,
  label: `${c.word} → ${c.form}`,
});

/** A lexicon row as the history names it: "palk (salary)" (a homonym's senses share their lemma). */
export const lemmaHistoryLabel = (l: { id: number; lemma: string; translation: string }) => ({
  id: l.id,
  label: `${l.lemma} (${l.translation})`,
});

/**
 * What an import event says besides who and when: the file the cards or words came from (`field: 'file'`), when the
 * import was named by one.
 */
export const importSource = (fileName: string | null | undefined): FieldChange[] =>
  fileName ? [{ field: 'file', before: null, after: fileName }] : [];
