import { csvLine } from '../../platform/text/csv.js';
import type { Actor, LinksContext } from '../links/index.js';
import { listRowsOf } from './imports.repository.js';
import { getImportOrThrow } from './imports.service.js';

const PAGE = 1_000;
/** The import's own column names first: the file can be corrected and imported again. */
const COLUMNS = ['destination_url', 'slug', 'row', 'code', 'reason'];

/**
 * An import's failed rows as CSV lines, a page at a time; cells that a spreadsheet would run as
 * a formula are defused like every export's. Checks ownership before the first line.
 */
export async function exportImportErrors(ctx: LinksContext, actor: Actor, id: number): Promise<AsyncGenerator<string>> {
  await getImportOrThrow(ctx, actor, id);
  return (async function* () {
    yield csvLine(COLUMNS);
    for (let offset = 0; ; offset += PAGE) {
      const { rows } = await listRowsOf(ctx.store.db, 'import_errors', id, offset, PAGE);
      for (const row of rows) yield csvLine([row.destination_url, row.slug, row.row, row.code, row.message]);
      if (rows.length < PAGE) return;
    }
  })();
}
