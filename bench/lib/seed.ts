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
