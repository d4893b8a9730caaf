import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../platform/db/db.js';
import type { Db } from '../links/links.repository.js';

export const DIMENSIONS = ['country', 'device', 'browser', 'referrer'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

const DIMENSION_COLUMNS: Record<Dimension, string> = { country: 'country', device: 'device', browser: 'browser', referrer: 'referrer_host' };

/**
 * The click rows of this batch. On SQLite the batch holds the only write lock, so its ids are
 * one contiguous range; on PostgreSQL other instances insert concurrently, so ids are listed.
 */
function freshClicks(dialect: Dialect, ids: number[]): RawBuilder<boolean> {
  if (dialect === 'sqlite') return sql<boolean>`clicks.id between ${Math.min(...ids)} and ${Math.max(...ids)}`;
  return sql<boolean>`clicks.id = any(${ids}::bigint[])`;
}

/**
 * Folds freshly inserted click rows into daily rollups, per-dimension counts, link counters
 * and monthly usage: a handful of set-based statements per batch, however many links it
 * touches. Bots count only as bot clicks.
 */
export async function applyClickRollups(trx: Db, dialect: Dialect, ids: number[]): Promise<void> {
  const fresh = freshClicks(dialect, ids);

  await sql`
    insert into click_daily (link_id, day, clicks, uniques, bot_clicks)
    select link_id, day, sum(1 - is_bot), sum(is_unique), sum(is_bot) from clicks where ${fresh} group by link_id, day
    on conflict (link_id, day) do update set
      clicks = click_daily.clicks + excluded.clicks,
      uniques = click_daily.uniques + excluded.uniques,
      bot_clicks = click_daily.bot_clicks + excluded.bot_clicks`.execute(trx);

  const perDimension = DIMENSIONS.map(
    (dimension) =>
      sql`select link_id, ${dimension} as dimension, day, ${sql.ref(DIMENSION_COLUMNS[dimension])} as value, count(*) as clicks
          from clicks where ${fresh} and is_bot = 0 group by link_id, day, ${sql.ref(DIMENSION_COLUMNS[dimension])}`,
  );
  await sql`
    insert into click_daily_dimensions (link_id, dimension, day, value, clicks)
    ${sql.join(perDimension, sql` union all `)}
    on conflict (link_id, dimension, day, value) do update set clicks = click_daily_dimensions.clicks + excluded.clicks`.execute(trx);

  await sql`
    update links set
      total_clicks = links.total_clicks + batch.clicks,
      unique_clicks = links.unique_clicks + batch.uniques,
      bot_clicks = links.bot_clicks + batch.bots,
      last_clicked_at = case
        when batch.last_at is not null and (links.last_clicked_at is null or links.last_clicked_at < batch.last_at) then batch.last_at
        else links.last_clicked_at end
    from (
      select link_id, sum(1 - is_bot) as clicks, sum(is_unique) as uniques, sum(is_bot) as bots,
        max(case when is_bot = 0 then clicked_at end) as last_at
      from clicks where ${fresh} group by link_id
    ) as batch
    where links.id = batch.link_id`.execute(trx);

  await sql`
    insert into usage_counters (user_id, period, clicks, links_created, api_requests)
    select links.user_id, substr(clicks.day, 1, 7), count(*), 0, 0
    from clicks inner join links on links.id = clicks.link_id
    where ${fresh} and clicks.is_bot = 0 and links.user_id is not null
    group by links.user_id, substr(clicks.day, 1, 7)
    on conflict (user_id, period) do update set clicks = usage_counters.clicks + excluded.clicks`.execute(trx);
}
