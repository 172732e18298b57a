import { type RawBuilder, sql } from 'kysely';

// Diacritic-insensitive admin search (issue #20): `oun` finds `õun`. PGlite ships no `unaccent`, so both sides are
// folded with plain lower() + translate() over the Estonian letters, the same on PGlite and Postgres.

const FOLD_FROM = 'õäöüšžÕÄÖÜŠŽ';
const FOLD_TO = 'oaouszoaousz';
const FOLD_MAP = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));

/** The search text folded as `foldedSql` folds a column: lower case, Estonian letters without their marks. */
export function foldSearch(text: string): string {
  return [...text.toLowerCase()].map((c) => FOLD_MAP.get(c) ?? c).join('');
}

/** A text expression folded for comparison with `foldSearch`'s output. */
export function foldedSql(expr: RawBuilder<unknown> | ReturnType<typeof sql.ref>): RawBuilder<string> {
  return sql<string>`translate(lower(${expr}), ${FOLD_FROM}, ${FOLD_TO})`;
}

/** `%text%` for LIKE with the wildcards of the text escaped. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** The text with LIKE's wildcards escaped (`\` is Postgres' default escape character). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// Estonian alphabetical order (a … s š z ž t u v w õ ä ö ü x y, as Intl.Collator('et')) without an ICU collation:
// PGlite has no "et-x-icu" and the databases' own collations differ ("C" puts Tallinn before aadress). The text is
// lower-cased and the letters Estonian places differently are moved to characters whose bytes sort where Estonian
// puts them (š→t, z→u, ž→v, t→w … w→z, õ→{, ä→|, ö→}, ü→~, x→¡, y→¢), then compared byte by byte (collate "C"):
// the same order on PGlite and Postgres.
const ET_ORDER_FROM = 'šzžtuvwõäöüxyŠŽÕÄÖÜ';
const ET_ORDER_TO = 'tuvwxyz{|}~¡¢tv{|}~';

/** A sort key for a text expression: Estonian alphabetical order, capitals ignored. */
export function estonianSortKey(expr: RawBuilder<unknown> | ReturnType<typeof sql.ref>): RawBuilder<string> {
  return sql<string>`(translate(lower(${expr}), ${ET_ORDER_FROM}, ${ET_ORDER_TO}) collate "C")`;
}

/**
 * A search's ranking over one text column, as the admin lists order a search: an exact match first (letters with
 * diacritics equal to those without), then values starting with the text, then the rest.
 */
export function searchRank(column: string, search: string): RawBuilder<number> {
  const q = foldSearch(search);
  const value = foldedSql(sql.ref(column));
  return sql<number>`case when ${value} = ${q} then 0 when ${value} like ${`${escapeLike(q)}%`} then 1 else 2 end`;
}
