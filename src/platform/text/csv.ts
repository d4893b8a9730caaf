// A spreadsheet runs a cell that starts with one of these as a formula (=HYPERLINK(...)).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula starts defused with a quote mark, quoted when it holds , " or a newline. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (RFC 4180: CRLF). */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
