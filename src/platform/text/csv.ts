// A spreadsheet runs a cell that starts with one of these as a formula (=HYPERLINK(...)).
// Quote marks before one are defused too, so that taking one `'` off always gives the value back.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const DEFUSED = /^'(?='*[=+\-@\t\r])/;

/** One CSV cell: formula starts defused with a quote mark, quoted when it holds , " or a newline. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A cell's value as `csvCell` was given it: the defusing quote mark taken off. */
export function csvUndefused(text: string): string {
  return text.replace(DEFUSED, '');
}

/** One CSV line (RFC 4180: CRLF). */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
