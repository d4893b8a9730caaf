import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { getEntitlements } from '../src/modules/accounts/plans.js';
import { createClickParserFromConfig } from '../src/modules/analytics/click-parser.factory.js';
import { CLICK_BATCH_MAX } from '../src/modules/analytics/click-queue.js';
import { createClickWriter } from '../src/modules/analytics/click-writer.js';
import { getLinkAnalytics } from '../src/modules/analytics/analytics.service.js';
import { newEventId } from '../src/modules/analytics/event-id.js';
import { createSaltSource } from '../src/modules/analytics/salts.js';
import { loadConfig } from '../src/config.js';
import { createUser } from '../src/modules/accounts/users.service.js';
import { personalWorkspaceOf } from '../src/modules/workspaces/index.js';
import { createSafetyScanner } from '../src/modules/safety/index.js';
import { createLinkCache } from '../src/modules/redirect/link-cache.js';
import { createLocalBus } from '../src/platform/cache/invalidation.js';
import { type Dialect, openStore, type Store } from '../src/platform/db/db.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { machineNote, writeBenchmarkSection } from './lib/report.js';

// npm run bench:analytics [-- CLICKS INGEST_CLICKS]   (PostgreSQL: BENCH_POSTGRES_URL or TEST_DATABASE_URL)
const [CLICKS = 10_000_000, INGEST = 200_000] = process.argv.slice(2).map(Number);
const DAYS = 400;
const OTHER_LINKS = 1_000;

async function seed(store: Store): Promise<number> {
  const now = new Date().toISOString();
  const user = await createUser(store.db, { email: 'bench@example.com', password: 'correct horse battery', plan: 'business' });
  const workspace = await personalWorkspaceOf(store.db, user.id);
  const links = Array.from({ length: OTHER_LINKS + 1 }, (_, i) => ({
    workspace_id: workspace.id,
    slug: `bench${i}`,
    destination_url: `https://example.com/${i}`,
    status: 'active',
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < links.length; i += 500) await store.db.insertInto('links').values(links.slice(i, i + 500)).execute();
  const main = await store.db.selectFrom('links').select('id').where('slug', '=', 'bench0').executeTakeFirstOrThrow();
  // Raw rows generated inside the database (90% on the main link), then rolled up by SQL.
  // Their event ids sort before any new one, as older clicks' ids do (event-id.ts).
  const today = Date.parse(`${now.slice(0, 10)}T00:00:00Z`);
  const rows =
    store.dialect === 'postgres'
      ? sql`select n from generate_series(0, ${CLICKS - 1}) as n`
      : sql`with recursive seq(n) as (select 0 union all select n + 1 from seq where n < ${CLICKS - 1}) select n from seq`;
  const start = today - (DAYS - 1) * 86_400_000;
  const dayExpr =
    store.dialect === 'postgres'
      ? sql`to_char(to_timestamp(${start / 1000} + (n % ${DAYS}) * 86400) at time zone 'UTC', 'YYYY-MM-DD')`
      : sql`strftime('%Y-%m-%d', ${start / 1000} + (n % ${DAYS}) * 86400, 'unixepoch')`;
  const pick = (list: string[], mod: number) => sql.raw(`(case (n % ${mod}) ${list.map((v, i) => `when ${i} then '${v}'`).join(' ')} else '${list[0]}' end)`);
  await sql`
    insert into clicks (event_id, link_id, clicked_at, method, is_bot, is_unique, device, browser, os, country, referrer_host)
    select '0-seed-' || n, case when n % 10 = 0 then ${main.id} + 1 + (n % ${OTHER_LINKS}) else ${main.id} end,
      ${dayExpr} || 'T12:00:00.000Z', 'GET', case when n % 20 = 0 then 1 else 0 end, case when n % 3 = 0 then 1 else 0 end,
      ${pick(['desktop', 'mobile', 'tablet', 'other'], 4)}, ${pick(['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Opera'], 6)},
      ${pick(['Windows', 'macOS', 'iOS', 'Android', 'Linux'], 5)},
      ${pick(['US', 'DE', 'FR', 'GB', 'IN', 'BR', 'JP', 'CA', 'AU', 'NL', 'ES', 'IT', 'SE', 'PL', 'MX', 'XX'], 16)},
      ${pick(['direct', 't.co', 'www.google.com', 'news.ycombinator.com', 'www.reddit.com', 'l.facebook.com', 'lnkd.in', 'duckduckgo.com', 'mail.google.com', 'www.bing.com', 'github.com', 'slack.com'], 12)}
    from (${rows}) as seq`.execute(store.db);
  const day = sql`substr(clicked_at, 1, 10)`;
  await sql`insert into click_daily (link_id, day, clicks, uniques, bot_clicks)
    select link_id, ${day}, sum(1 - is_bot), sum(is_unique), sum(is_bot) from clicks group by link_id, ${day}`.execute(store.db);
  for (const [dimension, column] of [['country', 'country'], ['device', 'device'], ['browser', 'browser'], ['referrer', 'referrer_host']]) {
    await sql`insert into click_daily_dimensions (link_id, dimension, day, value, clicks)
      select link_id, ${dimension}, ${day}, ${sql.ref(column!)}, count(*) from clicks where is_bot = 0 group by link_id, ${day}, ${sql.ref(column!)}`.execute(store.db);
  }
  await settle(store);
  return main.id;
}

/**
 * Leaves the seeded database as a running one would be, not as a bulk load leaves it: the
 * seed's WAL copied back (SQLite's first checkpoint after it copied a gigabyte inside the
 * timed ingest, which then measured 30,000 clicks/s against 52,000 once settled), and on
 * PostgreSQL vacuumed and analysed, so that the insert-triggered autovacuum of 10 million new
 * rows does not run on the second core during the timings.
 */
async function settle(store: Store): Promise<void> {
  if (store.sqlite) {
    store.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    return;
  }
  await sql`vacuum analyze`.execute(store.db);
  await sql`checkpoint`.execute(store.db);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function queryLatency(store: Store, linkId: number, days: number): Promise<{ p50: number; p99: number }> {
  const entitlements = await getEntitlements(store.db, 'business');
  const ctx = {
    store,
    baseUrl: 'http://bench',
    scanner: createSafetyScanner({ ownHosts: ['bench'], threatListPaths: [] }),
    cache: createLinkCache({ maxBytes: 1, ttlMs: 1, loader: async () => new Map(), bus: createLocalBus() }),
  };
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const actor = { userId: 1, workspaceId: 1, role: 'owner' as const, entitlements };
  const times: number[] = [];
  for (let i = 0; i < 110; i++) {
    const started = performance.now();
    const result = await getLinkAnalytics(ctx, actor, linkId, { from, to });
    if (i >= 10) times.push(performance.now() - started);
    if (result.series.length !== days) throw new Error('wrong series length');
  }
  ctx.scanner.close();
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** Rounds of ingest: this machine is shared, and one round of a few seconds is easily disturbed. */
const INGEST_ROUNDS = 3;

/** One round of ingest: clicks per second, and the wall time a click of its appends and of its fold. */
interface IngestRound {
  rate: number;
  appendUs: number;
  foldUs: number;
}

/** Each round's figures, every round new events of new visitors. */
async function ingestRounds(store: Store, linkId: number): Promise<IngestRound[]> {
  const rounds: IngestRound[] = [];
  for (let round = 0; round < INGEST_ROUNDS; round++) rounds.push(await ingestRound(store, linkId, round * INGEST));
  return rounds;
}

async function ingestRound(store: Store, linkId: number, firstVisitor: number): Promise<IngestRound> {
  const parser = createClickParserFromConfig(loadConfig({}));
  parser.preload();
  const writer = createClickWriter({ store, parse: parser.parse, saltFor: createSaltSource() });
  const write = (batch: typeof events) => writer.write(batch);
  const agents = [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  ];
  const languages = ['en-US,en;q=0.9', 'fr-FR,fr;q=0.9,en;q=0.8', 'de-DE', 'en-GB', ''];
  const events = Array.from({ length: INGEST }, (_, n) => n + firstVisitor).map((i) => ({
    id: newEventId(),
    linkId: i % 10 === 0 ? linkId + 1 + (i % OTHER_LINKS) : linkId,
    at: Date.now(),
    method: 'GET' as const,
    ip: `81.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    userAgent: agents[i % agents.length]!,
    referer: i % 2 ? 'https://news.ycombinator.com/' : '',
    countryHeader: '',
    acceptLanguage: languages[i % languages.length]!,
  }));
  // Batches as the writer takes them under load: full ones (click-queue.ts).
  await write(events.slice(0, CLICK_BATCH_MAX));
  await writer.fold();
  const started = performance.now();
  for (let i = CLICK_BATCH_MAX; i < events.length; i += CLICK_BATCH_MAX) await write(events.slice(i, i + CLICK_BATCH_MAX));
  const appended = performance.now();
  // Ingest counts the fold too: appended is durable and counted, folded is where it ends.
  await writer.fold();
  const folded = performance.now();
  const clicks = events.length - CLICK_BATCH_MAX;
  const usPerClick = (ms: number) => (ms * 1000) / clicks;
  return { rate: clicks / ((folded - started) / 1000), appendUs: usPerClick(appended - started), foldUs: usPerClick(folded - appended) };
}

async function run(dialect: Dialect, url: string): Promise<string> {
  // The click writer's own connection settings (click-writer.worker.ts).
  const store = openStore(url, { sqliteCacheMiB: 256 });
  await migrateToLatest(store);
  const seedStart = performance.now();
  const linkId = await seed(store);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const month = await queryLatency(store, linkId, 30);
  const year = await queryLatency(store, linkId, 365);
  const rounds = await ingestRounds(store, linkId);
  const rates = rounds.map((round) => round.rate);
  const median = percentile(rates, 50);
  // The round whose rate is the median, for the split of its time.
  const middle = rounds.find((round) => round.rate === median) ?? rounds[0]!;
  await store.close();
  const line = `| ${dialect} | ${month.p50.toFixed(2)} / ${month.p99.toFixed(2)} | ${year.p50.toFixed(2)} / ${year.p99.toFixed(2)} | ${Math.round(median)} (${rates.map(Math.round).join(', ')}) | ${middle.appendUs.toFixed(1)} / ${middle.foldUs.toFixed(1)} | ${seedSeconds.toFixed(0)} s |`;
  console.log(line);
  return line;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-analytics-'));
  const lines = [await run('sqlite', `sqlite:${join(dir, 'analytics.db')}`)];
  rmSync(dir, { recursive: true, force: true });
  const pgUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const admin = openStore(pgUrl, { poolSize: 1 });
    const name = `bench_analytics_${process.pid}`;
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    try {
      lines.push(await run('postgres', pgUrl.replace(/\/[^/?]+(\?|$)/, `/${name}$1`)));
    } finally {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.close();
    }
  }
  const report = `Command: \`npm run bench:analytics -- ${CLICKS} ${INGEST}\` (${CLICKS.toLocaleString('en')} clicks over ${DAYS} days: 90% on one link, the rest over ${OTHER_LINKS} others; 100 timed queries per window after 10 warm-up; ingest = ${INGEST_ROUNDS} rounds of ${INGEST.toLocaleString('en')} events parsed and written by the batch writer, ${CLICK_BATCH_MAX.toLocaleString('en')} per batch (the most it takes), same link mix, every click a new visitor; timed after the seeded database is settled: checkpointed, and on PostgreSQL vacuumed and analysed).
Machine: ${machineNote()}.

| store | 30-day query p50 / p99 (ms) | 365-day query p50 / p99 (ms) | ingest clicks/s: median (rounds) | median round, µs a click (wall): appending / folding | seeding |
|---|---:|---:|---:|---:|---:|
${lines.join('\n')}

Targets (issue 34): analytics query p50 under 20 ms on both stores; ingest at least 100,000 clicks/s on SQLite and 60,000 on PostgreSQL.`;
  console.log(report);
  writeBenchmarkSection('Analytics', report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
