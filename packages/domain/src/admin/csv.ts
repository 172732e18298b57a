/**
 * The formula neutralisation of CSV cells (CSV injection): the server writes vocabulary CSVs with the content pack's
 * writer (packages/content/src/pack/csv-template.ts, `csvCell`), which puts a single quote before a cell beginning
 * with =, +, -, @, a tab or a carriage return. These two functions are the same rule for code that cannot depend on
 * packages/content (the browser, the CLI): reading a neutralised cell back removes the quote again.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The inverse of `neutralizeCsvCell` for a cell read from a file this app wrote. */
export function unneutralizeCsvCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
