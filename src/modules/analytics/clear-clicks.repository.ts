import type { Db } from '../../platform/db/db.js';

/** Deletes every click record of one link (its unfolded log, raw rows, rollups settled and recent, visitors) and zeroes its counters. */
export async function deleteLinkClickData(trx: Db, linkId: number): Promise<void> {
  await trx.deleteFrom('click_log').where('link_id', '=', linkId).execute();
  await trx.deleteFrom('clicks').where('link_id', '=', linkId).execute();
  await trx.deleteFrom('click_daily').where('link_id', '=', linkId).execute();
  await trx.deleteFrom('click_daily_dimensions').where('link_id', '=', linkId).execute();
  await trx.deleteFrom('click_daily_recent').where('link_id', '=', linkId).execute();
  await trx.deleteFrom('click_daily_dimensions_recent').where('link_id', '=', linkId).execute();
  await trx.deleteFrom('daily_visitors').where('link_id', '=', linkId).execute();
  await trx.updateTable('links').set({ total_clicks: 0, unique_clicks: 0, bot_clicks: 0, last_clicked_at: null }).where('id', '=', linkId).execute();
}
