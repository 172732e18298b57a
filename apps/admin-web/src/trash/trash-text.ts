// The words of the Trash screen and of the edit pages' "deleted meanwhile" notice (issue #20).

/** The kind column and filter. */
export const TRASH_KIND_LABELS: Record<string, string> = {
  vocabulary_card: 'Vocabulary card',
  grammar_exercise: 'Grammar exercise',
  reading_text: 'Reading text',
  book: 'Book',
};

/** How a sentence names one item of a kind ("This exercise was deleted …"). */
const KIND_NOUNS: Record<string, string> = {
  vocabulary_card: 'card',
  grammar_exercise: 'exercise',
  reading_text: 'reading text',
  book: 'book',
};

/** "1 item", "21,000 items": a count with thousands separators and its noun in the right number. */
export function countOf(n: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? noun : pluralNoun}`;
}

/** The "Restore all N matching" button: "matching" only when filters narrow the Trash. */
export function restoreAllLabel(total: number, filtered: boolean): string {
  return `Restore all ${total.toLocaleString('en-US')}${filtered ? ' matching' : ''}`;
}

/** The confirmation of "Restore all N matching", naming N. */
export function restoreAllQuestion(total: number, filtered: boolean): string {
  const what = filtered
    ? `all ${countOf(total, 'item')} matching these filters`
    : `all ${countOf(total, 'item')} in the Trash`;
  return `Restore ${what}? They come back with learners' progress, on every page, not only this one. If any of them has a duplicate created since, none is restored; of two copies of one item, the one deleted first comes back.`;
}

/** A later copy of an item restored now, left in the Trash. */
export interface LeftInTrash {
  kind: string;
  label: string;
}

/**
 * The banner after "Restore all N matching": "Restored 21,000 items." and, when later copies of items restored were
 * left in the Trash, which: "1 was left in the Trash: katsesõna110 → katsesõna110 (vocabulary card), the same card
 * as one restored." (`named` are the first of the `left`).
 */
export function restoredMessage(restored: number, left = 0, named: readonly LeftInTrash[] = []): string {
  const done = `Restored ${countOf(restored, 'item')}.`;
  if (left === 0) return done;
  const list = named.map((i) => `${i.label} (${(TRASH_KIND_LABELS[i.kind] ?? 'item').toLowerCase()})`);
  const more = left > named.length ? ` and ${(left - named.length).toLocaleString('en-US')} more` : '';
  const kinds = new Set(named.map((i) => i.kind));
  const noun = kinds.size === 1 ? (KIND_NOUNS[[...kinds][0] as string] ?? 'item') : 'item';
  const same = left === 1 ? `the same ${noun} as one restored` : `each the same ${noun} as one restored`;
  return `${done} ${left.toLocaleString('en-US')} ${left === 1 ? 'was' : 'were'} left in the Trash: ${list.join(', ')}${more}, ${same}.`;
}

/** "28 Nov at 09:12" in the admin's time zone. */
export function deletedWhen(at: string | Date): string {
  const d = at instanceof Date ? at : new Date(at);
  const day = d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });
  return `${day} at ${time}`;
}

/**
 * An edit page's notice for an item that is in the Trash: "This exercise was deleted by Tõnu Tamm on 28 Nov at
 * 09:12." (the link "Restore it from the Trash." follows it).
 */
export function deletedNotice(item: {
  kind: string;
  deletedAt: string;
  deletedByName: string | null;
}): string {
  const noun = KIND_NOUNS[item.kind] ?? 'item';
  const by = item.deletedByName ? ` by ${item.deletedByName}` : '';
  return `This ${noun} was deleted${by} on ${deletedWhen(item.deletedAt)}.`;
}

/**
 * What an edit page whose item is gone says under its heading: the page's own "does not exist" only once the Trash
 * lookup has answered that the item is not there (or failed); nothing while it asks, and nothing when the Trash knows
 * the item (its "deleted by … on …" line says it instead).
 */
export function notFoundLine(
  lookup: { isPending: boolean; item: unknown | null | undefined },
  doesNotExist: string,
): string | null {
  if (lookup.item) return null;
  return lookup.isPending ? null : doesNotExist;
}
