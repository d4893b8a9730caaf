/**
 * PostgreSQL: rows as one array literal per column, for `unnest($1::bigint[], $2::text[], ...)`:
 * one statement text for any number of rows, where a multi-row VALUES list is parsed and
 * planned anew per call. Built here rather than by the driver, which escapes every element
 * with two regular expressions: for a 5,000-click batch that was a tenth of the writer's time.
 */
export function arrayLiterals(rows: ReadonlyArray<readonly unknown[]>, width: number): string[] {
  const columns: string[] = [];
  for (let c = 0; c < width; c++) {
    let literal = '{';
    for (let r = 0; r < rows.length; r++) literal += (r === 0 ? '' : ',') + arrayElement(rows[r]![c]);
    columns.push(`${literal}}`);
  }
  return columns;
}

const NEEDS_ESCAPE = /["\\]/;

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  // Quoted always: an unquoted '', NULL, or text with a comma, brace or space reads otherwise.
  const text = String(value);
  return NEEDS_ESCAPE.test(text) ? `"${text.replace(/["\\]/g, '\\$&')}"` : `"${text}"`;
}
