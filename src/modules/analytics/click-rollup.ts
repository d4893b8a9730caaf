import { sql } from 'kysely';
import { insertRows, valuesTable } from '../../platform/db/bulk.js';
import type { Db, Dialect } from '../../platform/db/db.js';
import type { ParsedClick } from './parse/parse-click.js';

export const DIMENSIONS = ['country', 'device', 'browser', 'referrer'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** What a rollup needs of one stored click. */
export type RolledClick = Pick<ParsedClick, 'linkId' | 'day' | 'clickedAt' | 'isBot' | 'country' | 'device' | 'browser' | 'referrerHost'>;

/** A written batch: the clicks that were new, and those among them that were a first visit. */
export interface StoredClicks {
  clicks: RolledClick[];
  firstVisits: Set<RolledClick>;
}

const DIMENSION_OF: Record<Dimension, (click: RolledClick) => string> = {
  country: (click) => click.country,
  device: (click) => click.device,
  browser: (click) => click.browser,
  referrer: (click) => click.referrerHost,
};

/** One link's share of a written batch: what the Link counters and `link.clicked` carry. */
export interface LinkClickTotals {
  linkId: number;
  clicks: number;
  uniques: number;
  bots: number;
  /** Latest human click of the batch, or null when it held only bots. */
  lastAt: string | null;
}

interface DayTotals {
  linkId: number;
  day: string;
  clicks: number;
  uniques: number;
  bots: number;
  /** Human clicks per value of each dimension. */
  values: Record<Dimension, Map<string, number>>;
}

interface LinkBucket {
  totals: LinkClickTotals;
  days: Map<string, DayTotals>;
}

const CHUNK = 500;

/**
 * Folds a batch of freshly stored clicks into the daily rollups, per-dimension counts, link
 * counters and monthly usage. The batch is summed here first, so the database sees one row
 * per (link, day, value) however many clicks a hot link had: a few statements per batch.
 * Bots count only as bot clicks. Returns the per-link totals.
 */
export async function applyClickRollups(trx: Db, dialect: Dialect, stored: StoredClicks): Promise<LinkClickTotals[]> {
  const links = sumBatch(stored);
  const days = [...links.values()].flatMap((link) => [...link.days.values()]);
  await insertChunks(
    trx,
    dialect,
    'click_daily',
    ['link_id', 'day', 'clicks', 'uniques', 'bot_clicks'],
    days.map((d) => [d.linkId, d.day, d.clicks, d.uniques, d.bots]),
    `on conflict ("link_id", "day") do update set
      "clicks" = click_daily."clicks" + excluded."clicks",
      "uniques" = click_daily."uniques" + excluded."uniques",
      "bot_clicks" = click_daily."bot_clicks" + excluded."bot_clicks"`,
  );
  await insertChunks(
    trx,
    dialect,
    'click_daily_dimensions',
    ['link_id', 'day', 'dimension', 'value', 'clicks'],
    days.flatMap((d) =>
      DIMENSIONS.flatMap((dimension) => [...d.values[dimension]].map(([value, count]) => [d.linkId, d.day, dimension, value, count])),
    ),
    `on conflict ("link_id", "day", "dimension", "value") do update set "clicks" = click_daily_dimensions."clicks" + excluded."clicks"`,
  );
  const totals = [...links.values()].map((link) => link.totals);
  for (let i = 0; i < totals.length; i += CHUNK) await updateLinks(trx, totals.slice(i, i + CHUNK));
  for (let i = 0; i < days.length; i += CHUNK) await addUsage(trx, days.slice(i, i + CHUNK));
  return totals;
}

async function insertChunks(trx: Db, dialect: Dialect, table: string, columns: string[], rows: unknown[][], onConflict: string): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insertRows(trx, dialect, table, columns, rows.slice(i, i + CHUNK), onConflict);
}

// Nested maps keyed by link id, then day, then value: no string key is built per click.
function sumBatch({ clicks, firstVisits }: StoredClicks): Map<number, LinkBucket> {
  const links = new Map<number, LinkBucket>();
  for (const click of clicks) {
    let link = links.get(click.linkId);
    if (!link) {
      link = { totals: { linkId: click.linkId, clicks: 0, uniques: 0, bots: 0, lastAt: null }, days: new Map() };
      links.set(click.linkId, link);
    }
    let day = link.days.get(click.day);
    if (!day) {
      day = { linkId: click.linkId, day: click.day, clicks: 0, uniques: 0, bots: 0, values: { country: new Map(), device: new Map(), browser: new Map(), referrer: new Map() } };
      link.days.set(click.day, day);
    }
    const unique = firstVisits.has(click) ? 1 : 0;
    day.uniques += unique;
    link.totals.uniques += unique;
    if (click.isBot) {
      day.bots++;
      link.totals.bots++;
      continue;
    }
    day.clicks++;
    link.totals.clicks++;
    if (link.totals.lastAt === null || link.totals.lastAt < click.clickedAt) link.totals.lastAt = click.clickedAt;
    for (const dimension of DIMENSIONS) {
      const counts = day.values[dimension];
      const value = DIMENSION_OF[dimension](click);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return links;
}

async function updateLinks(trx: Db, totals: LinkClickTotals[]): Promise<void> {
  const batch = valuesTable(
    ['bigint', 'bigint', 'bigint', 'bigint', 'text'],
    totals.map((t) => [t.linkId, t.clicks, t.uniques, t.bots, t.lastAt]),
  );
  await sql`
    with batch (link_id, clicks, uniques, bots, last_at) as (${batch})
    update links set
      total_clicks = links.total_clicks + batch.clicks,
      unique_clicks = links.unique_clicks + batch.uniques,
      bot_clicks = links.bot_clicks + batch.bots,
      last_clicked_at = case
        when batch.last_at is not null and (links.last_clicked_at is null or links.last_clicked_at < batch.last_at) then batch.last_at
        else links.last_clicked_at end
    from batch
    where links.id = batch.link_id`.execute(trx);
}

/** Human clicks count toward the owner's monthly usage (anonymous links have no owner). */
async function addUsage(trx: Db, days: DayTotals[]): Promise<void> {
  const counted = days.filter((d) => d.clicks > 0);
  if (counted.length === 0) return;
  const batch = valuesTable(
    ['bigint', 'text', 'bigint'],
    counted.map((d) => [d.linkId, d.day.slice(0, 7), d.clicks]),
  );
  await sql`
    with batch (link_id, period, clicks) as (${batch})
    insert into usage_counters (user_id, period, clicks, links_created, api_requests)
    select links.user_id, batch.period, sum(batch.clicks), 0, 0
    from batch inner join links on links.id = batch.link_id
    where links.user_id is not null
    group by links.user_id, batch.period
    on conflict (user_id, period) do update set clicks = usage_counters.clicks + excluded.clicks`.execute(trx);
}
