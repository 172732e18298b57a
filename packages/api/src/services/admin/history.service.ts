import {
  countHistory,
  type Db,
  type DbOrTrx,
  type HistoryFilter,
  historyAdmins,
  listHistory,
  recordHistory,
  VOCABULARY_CARD_CONTENT_COLUMNS,
} from '@keelerada/db';
import {
  type AdminPagination,
  adminId,
  adminPagination,
  dayRangeCheck,
  type FieldChange,
  fieldChanges,
  optionalDay,
  pageFields,
  readableItemLabel,
  searchText,
  wholeNumber,
} from '@keelerada/domain';
import { z } from 'zod';

/** The card fields whose edits the history records: the content columns and the review status and notes. */
export const CARD_HISTORY_FIELDS = [
  ...VOCABULARY_CARD_CONTENT_COLUMNS,
  'alternatives',
  'review_status',
  'review_notes',
] as const;

/** The kinds of content whose admin changes the history records. */
export const HISTORY_KINDS = [
  'vocabulary_card',
  'grammar_exercise',
  'reading_text',
  'book',
  'lexicon_lemma',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

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

const adminName = (first: string | null, last: string | null, email: string) =>
  `${first ?? ''} ${last ?? ''}`.trim() || email;

/**
 * GET /admin/history?kind&itemId&adminId&search&from&to&page&limit — newest first, `limit` a page (1–200, 50 unless
 * given), `page` from 1; `search` is part of the item's label (capitals and diacritics ignored), `from`/`to` UTC days.
 */
export const historyListInput = z
  .object({
    kind: z.enum(HISTORY_KINDS, { error: `kind must be one of ${HISTORY_KINDS.join(', ')}.` }).optional(),
    itemId: adminId('Item id').optional(),
    adminId: adminId('Admin id').optional(),
    search: searchText,
    from: optionalDay,
    to: optionalDay,
    page: pageFields.page,
    limit: wholeNumber('limit must be a whole number from 1 to 200.', 1, 200).default(50),
  })
  .superRefine(dayRangeCheck('from', 'to', 'changed'));

export interface HistoryPage {
  entries: HistoryEntry[];
  pagination: AdminPagination;
  /** Every admin with a change in the history (the "Admin" filter's choices), by email. */
  admins: { id: number; email: string; name: string }[];
}

const DAY_MS = 86_400_000;
const utcDay = (d: string) => new Date(`${d}T00:00:00Z`);

/**
 * Admin content history (issue #20), newest first, one page at a time: per item, admin and kind, by label and by UTC
 * day. Grammar exercises' labels stored with the type's enum ("VERB_CONJUGATION arutama") read as the label builder
 * writes them now.
 */
export async function listContentHistory(
  db: Db,
  input: z.output<typeof historyListInput>,
): Promise<HistoryPage> {
  const { page, limit } = input;
  const f: HistoryFilter = {
    kind: input.kind,
    itemId: input.itemId,
    adminId: input.adminId,
    search: input.search,
    from: input.from ? utcDay(input.from) : undefined,
    before: input.to ? new Date(utcDay(input.to).getTime() + DAY_MS) : undefined,
    limit,
    offset: (page - 1) * limit,
  };
  const [rows, total, admins] = await Promise.all([
    listHistory(db, f),
    countHistory(db, f),
    historyAdmins(db),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      itemId: r.item_id,
      label: readableItemLabel(r.kind, r.label),
      action: r.action,
      changes: (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes) as FieldChange[],
      admin:
        r.admin_id !== null && r.admin_email
          ? {
              id: r.admin_id,
              email: r.admin_email,
              name: adminName(r.admin_first_name, r.admin_last_name, r.admin_email),
            }
          : null,
      at: new Date(r.created_at).toISOString(),
    })),
    pagination: adminPagination(page, limit, total),
    admins: admins.map((a) => ({
      id: a.id,
      email: a.email,
      name: adminName(a.first_name, a.last_name, a.email),
    })),
  };
}

type CardLike = { id: number; word: string; form: string } & Record<string, unknown>;

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
