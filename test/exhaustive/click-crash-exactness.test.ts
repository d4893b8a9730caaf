import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../src/modules/accounts/tokens.service.js';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { freePort, startServer, type ServerProcess } from '../helpers/processes.js';
import { DAILY_ROLLUPS, DIMENSION_ROLLUPS } from '../helpers/rollups.js';
import { createTestStore, DIALECTS, redisUrl, type TestStore } from '../helpers/stores.js';

// Issue 34's invariant: random traffic (links, dimensions, repeat and new visitors, bots, QR
// scans) while the server is killed with SIGKILL in the middle of its writes and started again,
// then a graceful stop. The server folds its click log every 300 ms here (ADR 1005), so most
// kills land in or between folds. Every rollup, unique count, link counter
// and usage figure must equal a naive GROUP BY over the raw clicks that were stored; a kill may
// lose the clicks not yet written, never count one twice or half of one; SIGTERM loses nothing.

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'curl/8.5.0',
];
const REFERERS = ['', 'https://news.ycombinator.com/item', 'https://www.google.com/', 'https://t.co/abc'];
const LANGUAGES = ['', 'en-US,en;q=0.9', 'fr-FR', 'de'];
const COUNTRIES = ['', 'DE', 'FR', 'US'];

const CONNECTIONS = 8;
const KILLS = 3;

/** A small deterministic generator, so a failure can be replayed with the same traffic. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const REDIS = redisUrl();
// SQLite and PostgreSQL with the in-process queue, and PostgreSQL with the Redis stream, where
// a click is appended before its redirect answers, so a kill loses none of them.
const SETUPS = [...DIALECTS.map((dialect) => ({ dialect, redis: false })), ...(REDIS && DIALECTS.includes('postgres') ? [{ dialect: 'postgres' as const, redis: true }] : [])];

describe.each(SETUPS)('clicks counted exactly across kill -9 and restarts, on $dialect (Redis stream: $redis)', ({ dialect, redis }) => {
  let test: TestStore;
  let databaseUrl: string;
  let token: string;
  let workspaceId: number;
  let server: ServerProcess | null = null;
  const slugs: string[] = [];
  const prefix = `crash-${process.pid}-${Date.now()}`;

  const start = async () => {
    const queue: Record<string, string> = redis ? { REDIS_URL: REDIS!, REDIS_PREFIX: prefix, CLICK_RECLAIM_IDLE_MS: '500' } : { REDIS_URL: '' };
    server = await startServer(await freePort(), { DATABASE_URL: databaseUrl, COUNTRY_HEADER: 'cf-ipcountry', TRUST_PROXY: 'true', CLICK_FOLD_MS: '300', ...queue });
    return server;
  };

  beforeAll(async () => {
    test = await createTestStore(dialect);
    databaseUrl = test.searchPath ? `${test.url}?options=-c%20search_path%3D${test.searchPath}` : test.url;
    const user = await createUser(test.store.db, { email: `crash-${dialect}@example.com`, password: 'correct horse battery', plan: 'business' });
    const made = await createApiToken(test.store.db, user.id, 'crash', 'links:read,links:write');
    token = made.token;
    workspaceId = Number(made.row.workspace_id);
    const running = await start();
    for (let i = 0; i < 9; i++) {
      const res = await fetch(`${running.base}/api/v1/links`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ destination_url: `https://example.com/crash/${i}` }),
      });
      expect(res.status).toBe(201);
      slugs.push(((await res.json()) as { data: { slug: string } }).data.slug);
    }
  }, 120_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await test?.drop();
  });

  /** Sends random visits from CONNECTIONS connections until `done` says so; returns the GET redirects served per slug. */
  const traffic = async (running: ServerProcess, done: () => boolean, next: () => number, only?: string): Promise<Map<string, number>> => {
    const served = new Map<string, number>();
    const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (!done()) {
          const slug = only ?? pick(slugs.slice(0, -1));
          const headers: Record<string, string> = {
            'user-agent': pick(AGENTS),
            // Twelve addresses: visitors come back, and new ones arrive.
            'x-forwarded-for': `203.0.113.${Math.floor(next() * 12)}`,
          };
          for (const [name, value] of [['referer', pick(REFERERS)], ['accept-language', pick(LANGUAGES)], ['cf-ipcountry', pick(COUNTRIES)]] as const) {
            if (value) headers[name] = value;
          }
          const method = next() < 0.05 ? 'HEAD' : 'GET';
          const res = await fetch(`${running.base}/${slug}${next() < 0.2 ? '?qr=1' : ''}`, { method, redirect: 'manual', headers }).catch(() => null);
          // A HEAD is answered but never counted (a link checker's probe).
          if (res?.status === 302 && method === 'GET') served.set(slug, (served.get(slug) ?? 0) + 1);
        }
      }),
    );
    return served;
  };
  // Stored: appended to the click log, or folded into `clicks`.
  const rawClicks = async () => {
    const count = async (table: 'clicks' | 'click_log') => Number((await test.store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return (await count('clicks')) + (await count('click_log'));
  };

  it('has every rollup equal a GROUP BY over the raw clicks, and loses nothing on SIGTERM', async () => {
    const next = random(dialect === 'sqlite' ? 34 : 43);
    let servedBeforeKills = 0;
    for (let round = 0; round < KILLS; round++) {
      const running = server ?? (await start());
      let killed = false;
      const before = await rawClicks();
      const load = traffic(running, () => killed, next);
      // Once this server's writer has written, the kill lands a moment later, while the load
      // runs: mostly in the middle of a batch's transaction, or of the flush interval.
      const deadline = Date.now() + 20_000;
      while ((await rawClicks()) === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, Math.floor(next() * 600)));
      await running.stop('SIGKILL');
      killed = true;
      server = null;
      for (const count of (await load).values()) servedBeforeKills += count;
    }
    // The last link only after the kills: a graceful stop must have written each of its visits.
    const last = await start();
    if (redis) {
      // What the killed instances appended is all in the stream: the new one writes it, the
      // entries they had read but not written once they have been idle a while (the holder
      // reclaims them every few reads, and only once the dead holder's lease has run out).
      const deadline = Date.now() + 60_000;
      while ((await rawClicks()) < servedBeforeKills && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const lastSlug = slugs.at(-1)!;
    const until = Date.now() + 1_000;
    const servedLast = (await traffic(last, () => Date.now() > until, next, lastSlug)).get(lastSlug) ?? 0;
    expect(await last.stop('SIGTERM')).toBe(0);
    server = null;
    // A graceful stop folds the whole log.
    expect(Number((await test.store.db.selectFrom('click_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(0);

    const db = test.store.db;
    const lastLink = await db.selectFrom('links').select('id').where('slug', '=', lastSlug).executeTakeFirstOrThrow();
    const rawOfLast = await db.selectFrom('clicks').select((eb) => eb.fn.countAll<number>().as('n')).where('link_id', '=', lastLink.id).executeTakeFirstOrThrow();
    expect(Number(rawOfLast.n)).toBe(servedLast);
    // Killed rounds may lose what was not written yet; they never add.
    const rawAll = await db.selectFrom('clicks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    // A request in flight at a kill may have its click recorded and its answer lost: one per
    // connection and kill at most.
    const inFlight = CONNECTIONS * KILLS;
    const recordedBeforeKills = Number(rawAll.n) - servedLast;
    expect(recordedBeforeKills).toBeLessThanOrEqual(servedBeforeKills + inFlight);
    if (redis) expect(recordedBeforeKills).toBeGreaterThanOrEqual(servedBeforeKills);
    else expect(recordedBeforeKills).toBeGreaterThan(0);

    // Each row as text, numbers as numbers whichever way the driver returned a sum.
    const rows = async (query: RawBuilder<unknown>) => (await query.execute(db)).rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value)));
    const sorted = (list: string[]) => [...list].sort();

    // Link counters.
    expect(sorted(await rows(sql`select id as link, total_clicks as clicks, unique_clicks as uniques, bot_clicks as bots from links order by id`))).toEqual(
      sorted(
        await rows(sql`select l.id as link, coalesce(sum(case when c.is_bot = 0 then 1 else 0 end), 0) as clicks, coalesce(sum(c.is_unique), 0) as uniques,
          coalesce(sum(c.is_bot), 0) as bots from links l left join clicks c on c.link_id = l.id group by l.id order by l.id`),
      ),
    );
    // Daily totals, by the day the raw clicks were made.
    expect(sorted(await rows(sql`select link_id as link, day, clicks, uniques, bot_clicks as bots from ${DAILY_ROLLUPS} as d`))).toEqual(
      sorted(
        await rows(sql`select link_id as link, substr(clicked_at, 1, 10) as day, sum(case when is_bot = 0 then 1 else 0 end) as clicks, sum(is_unique) as uniques,
          sum(is_bot) as bots from clicks group by link_id, substr(clicked_at, 1, 10)`),
      ),
    );
    // First visits: one visitor row per unique click.
    expect(sorted(await rows(sql`select link_id as link, day, count(*) as visitors from daily_visitors group by link_id, day`))).toEqual(
      sorted(await rows(sql`select link_id as link, substr(clicked_at, 1, 10) as day, count(*) as visitors from clicks where is_unique = 1 group by link_id, substr(clicked_at, 1, 10)`)),
    );
    // Every dimension the raw rows keep, human clicks only; QR scans as `source` = `qr`.
    for (const [dimension, column] of [['country', 'country'], ['device', 'device'], ['browser', 'browser'], ['os', 'os'], ['referrer', 'referrer_host'], ['source', 'source']] as const) {
      const filter = dimension === 'source' ? sql`and source = 'qr'` : sql``;
      expect(sorted(await rows(sql`select link_id as link, day, value, clicks from ${DIMENSION_ROLLUPS} as d where dimension = ${dimension}`)), dimension).toEqual(
        sorted(
          await rows(sql`select link_id as link, substr(clicked_at, 1, 10) as day, ${sql.ref(column)} as value, count(*) as clicks from clicks
            where is_bot = 0 ${filter} group by link_id, substr(clicked_at, 1, 10), ${sql.ref(column)}`),
        ),
      );
    }
    // Languages are not kept raw: each human click has exactly one.
    expect(sorted(await rows(sql`select link_id as link, day, sum(clicks) as clicks from ${DIMENSION_ROLLUPS} as d where dimension = 'language' group by link_id, day`))).toEqual(
      sorted(await rows(sql`select link_id as link, substr(clicked_at, 1, 10) as day, count(*) as clicks from clicks where is_bot = 0 group by link_id, substr(clicked_at, 1, 10)`)),
    );
    // Monthly usage: the workspace's human clicks.
    const usage = await db.selectFrom('usage_counters').select((eb) => eb.fn.sum<number>('clicks').as('clicks')).where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow();
    const human = await db.selectFrom('clicks').select((eb) => eb.fn.countAll<number>().as('n')).where('is_bot', '=', 0).executeTakeFirstOrThrow();
    expect(Number(usage.clicks)).toBe(Number(human.n));
  }, 180_000);
});
