import { sql } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import { unfoldedClicks } from '../../platform/db/unfolded-clicks.js';

export interface StoredClickRow {
  event_id: string;
  clicked_at: string;
  is_bot: number;
  is_unique: number;
  country: string;
  device: string;
  browser: string;
  os: string;
  referrer_host: string;
  source: string;
  variant: number | null;
}

const COLUMNS = sql`event_id, clicked_at, is_bot, is_unique, country, device, browser, os, referrer_host, source, variant`;

/**
 * A link's raw clicks in `[from, to)` after `afterEventId`, in time order (event ids sort by
 * time, and both tables are keyed by link and event id): an export's next batch. The clicks the
 * fold has stored come with those still in the click log (ADR 1005).
 */
export async function findClicksAfter(db: Db, linkId: number, range: { from: string; to: string }, afterEventId: string, withBots: boolean, limit: number): Promise<StoredClickRow[]> {
  const bots = withBots ? sql`` : sql`and is_bot = 0`;
  const window = sql`event_id > ${afterEventId} and clicked_at >= ${range.from} and clicked_at < ${range.to} ${bots}`;
  // Each side is cut to `limit` first: an export of a million clicks reads each batch's worth.
  const result = await sql<StoredClickRow>`select ${COLUMNS} from (
      select * from (select ${COLUMNS} from clicks where link_id = ${linkId} and ${window} order by event_id limit ${limit}) as f
      union all
      select * from (select ${COLUMNS} from ${unfoldedClicks(sql`l.link_id = ${linkId}`)} as u where ${window} order by event_id limit ${limit}) as p
    ) as t order by event_id limit ${limit}`.execute(db);
  return result.rows;
}
