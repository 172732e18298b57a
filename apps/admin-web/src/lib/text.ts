import { EXCERPT_LENGTH, excerpt, TARGET_WORDS_SHOWN, thousands } from '@keelerada/domain';

/**
 * A list excerpt (admin-back-office.md §9): whitespace runs (paragraph breaks) become one space, then the domain's
 * cut at 200 characters with an ellipsis.
 */
export function truncateExcerpt(text: string | null | undefined, max = EXCERPT_LENGTH): string {
  return excerpt((text ?? '').replace(/\s+/g, ' ').trim(), max);
}

/** The target-word chips of a list item: the first five, and the "(+N more)" label when there are more (§9). */
export function targetWordChips(
  words: readonly string[],
  shown = TARGET_WORDS_SHOWN,
): { shown: string[]; more: string | null } {
  const more = words.length - shown;
  return { shown: words.slice(0, shown), more: more > 0 ? `(+${more} more)` : null };
}

/** Adds `value` (trimmed) to a list unless it is blank or already there, ignoring letter case. */
export function addUnique(list: readonly string[], value: string): string[] {
  const v = value.trim();
  if (!v) return [...list];
  const key = v.toLocaleLowerCase();
  if (list.some((x) => x.toLocaleLowerCase() === key)) return [...list];
  return [...list, v];
}

/** Trimmed, non-blank, first occurrence of each value (case-insensitive). */
export function uniqueTrimmed(list: readonly string[]): string[] {
  return list.reduce<string[]>((acc, v) => addUnique(acc, v), []);
}

/** "Nov 22, 2026" (short en-US date) or "—" for a missing or unreadable date. */
export function shortDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A list that may arrive as an array or a JSON string (§3: "must be tolerated"). */
export function parseList(value: unknown): string[] {
  let v = value;
  if (typeof v === 'string') {
    const s = v.trim();
    if (!s) return [];
    if (s.startsWith('[')) {
      try {
        v = JSON.parse(s);
      } catch {
        return [s];
      }
    } else return [s];
  }
  if (!Array.isArray(v)) return [];
  return v.map((x) => String(x));
}

/**
 * "1 card", "19,725 cards": a count with thousands separators (the domain's `thousands`, the one count formatter of
 * the admin's messages) and its noun in the right number (plural defaults to noun + s).
 */
export function plural(n: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${thousands(n)} ${n === 1 ? noun : pluralNoun}`;
}
