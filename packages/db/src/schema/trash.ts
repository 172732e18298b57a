import type { Generated, Selectable } from 'kysely';

/** The admin trash (issue #20): a deleted item's row and its learners' rows as JSON, kept 30 days. */
export interface ContentTrashTable {
  id: Generated<number>;
  kind: string;
  item_id: number;
  label: string;
  snapshot: unknown;
  deleted_by: number | null;
  deleted_at: Generated<Date>;
}
export type ContentTrashRow = Selectable<ContentTrashTable>;

/** Admin content history (issue #20): who changed which item when, field by field. */
export interface ContentHistoryTable {
  id: Generated<number>;
  kind: string;
  item_id: number;
  label: string;
  action: string;
  /** JSON list of { field, before, after }. */
  changes: unknown;
  admin_id: number | null;
  created_at: Generated<Date>;
}
export type ContentHistoryRow = Selectable<ContentHistoryTable>;
