/**
 * The formula neutralisation of CSV cells (CSV injection): a cell beginning with =, +, -, @ (as the issue names them),
 * a tab or a carriage return (OWASP's list) is written with a single quote before it — by the server's vocabulary
 * CSV writer (packages/content/src/pack/csv-template.ts, papaparse's `escapeFormulae` with this pattern), the browser
 * and the CLI — and reading a neutralised cell back removes the quote again.
 */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_START = CSV_FORMULA_START;

export function neutralizeCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The inverse of `neutralizeCsvCell` for a cell read from a file this app wrote. */
export function unneutralizeCsvCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
