import { sql } from 'kysely';
import type { Store } from '../../src/platform/db/db.js';

/**
 * Inserts `count` active links `s00000000`… with SQL generating the rows inside the database,
 * so ten million take minutes, not hours. Slugs match `slugOf` in load.ts.
 */
export async function seedLinks(store: Store, count: number): Promise<void> {
  const now = new Date().toISOString();
  const step = 1_000_000;
  for (let start = 0; start < count; start += step) {
    const end = Math.min(count, start + step) - 1;
    const rows =
      store.dialect === 'postgres'
        ? sql`select n, 's' || lpad(n::text, 8, '0') as slug from generate_series(${start}::bigint, ${end}::bigint) as n`
        : sql`select n, 's' || substr('00000000' || n, -8, 8) as slug from (with recursive seq(n) as (select ${sql.lit(start)} union all select n + 1 from seq where n < ${sql.lit(end)}) select n from seq)`;
    await sql`insert into links (slug, destination_url, status, redirect_type, created_at, updated_at)
      select slug, 'https://example.com/page/' || n, 'active', 302, ${now}, ${now} from (${rows}) as generated`.execute(store.db);
  }
  if (store.dialect === 'postgres') await sql`analyze links`.execute(store.db);
}

// Dimension values a day of a link's rollups holds in `seedRollupHistory`: 17 rows, about what a
// link with a few dozen clicks a day from a handful of places and browsers gathers.
const HISTORY_VALUES: Array<[string, string[]]> = [
  ['country', ['US', 'DE', 'GB', 'FR']],
  ['device', ['desktop', 'mobile']],
  ['browser', ['Chrome', 'Safari', 'Firefox']],
  ['os', ['Windows', 'iOS', 'Android']],
  ['language', ['en', 'de']],
  ['referrer', ['direct', 'www.google.com', 't.co']],
];

/**
 * Daily rollups for every link for each of the `days` days before today, as months of traffic
 * leave them: a `click_daily` row and 17 dimension rows a link and day. Generated inside the
 * database, in key order.
 */
export async function seedRollupHistory(store: Store, days: number): Promise<void> {
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const dayList = Array.from({ length: days }, (_, i) => new Date(today - (days - i) * 86_400_000).toISOString().slice(0, 10));
  const dayRows = sql.join(dayList.map((day) => sql`select ${day} as day`), sql` union all `);
  const valueRows = sql.join(
    HISTORY_VALUES.flatMap(([dimension, values]) => values.map((value) => sql`select ${dimension} as dimension, ${value} as value`)),
    sql` union all `,
  );
  await sql`insert into click_daily (link_id, day, clicks, uniques, bot_clicks)
    select k.id, d.day, 40, 30, 2 from links k cross join (${dayRows}) as d order by k.id, d.day`.execute(store.db);
  await sql`insert into click_daily_dimensions (link_id, day, dimension, value, clicks)
    select k.id, d.day, v.dimension, v.value, 10 from links k cross join (${dayRows}) as d cross join (${valueRows}) as v
    order by k.id, d.day, v.dimension, v.value`.execute(store.db);
  // Settled, as a database with this history is: its pages in the file, not in the WAL.
  if (store.dialect === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(store.db);
  if (store.dialect === 'postgres') {
    await sql`analyze click_daily`.execute(store.db);
    await sql`analyze click_daily_dimensions`.execute(store.db);
  }
}
