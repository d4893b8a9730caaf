import type { Db } from '../../platform/db/db.js';
import { LINK_CLICK_TABLES } from '../../platform/db/tables.js';

/** Deletes every click record of one link (its unfolded log, raw rows, rollups settled and recent, visitors) and zeroes its counters. */
export async function deleteLinkClickData(trx: Db, linkId: number): Promise<void> {
  for (const table of LINK_CLICK_TABLES) await trx.deleteFrom(table).where('link_id', '=', linkId).execute();
  await trx.updateTable('links').set({ total_clicks: 0, unique_clicks: 0, bot_clicks: 0, last_clicked_at: null }).where('id', '=', linkId).execute();
}
