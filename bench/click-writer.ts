import { mkdtempSync, rmSync } from 'node:fs';
import { sql } from 'kysely';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settleRecentRollups } from '../src/modules/analytics/click-fold.repository.js';
import { createThreadedClickWriter } from '../src/modules/analytics/click-writer.thread.js';
import { newEventId } from '../src/modules/analytics/event-id.js';
import type { ClickEvent } from '../src/modules/analytics/parse/click-event.js';
import { openStore } from '../src/platform/db/db.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { BROWSER_UA } from './lib/load.js';
import { cpuSeconds, taskCpuSeconds, taskIds, taskIo } from './lib/proc.js';
import { machineNote, writeBenchmarkSection } from './lib/report.js';
import { loadConfig } from '../src/config.js';
import { sqliteCache } from '../src/app/connections.js';
import { seedLinks, seedRollupHistory } from './lib/seed.js';
import { reranWithServerFlags, SERVER_FLAGS } from './lib/server.js';

// npm run bench:click-writer [-- LINKS CLICKS BATCH...]
// The click writer thread's CPU per click on SQLite, by batch size: CLICKS clicks spread
// uniformly over LINKS links (one browser, new visitors) handed to the thread in batches of each
// size, then folded once; CPU is every thread of this process but the main one (the writer
// thread, its collector's helpers), read from /proc before the first batch, after the last and
// after the fold. BENCH_ROUNDS (default 2) repeats the sizes; BENCH_DRY=1 prints only.
// BENCH_STORE=postgres runs it on a new database of BENCH_POSTGRES_URL or TEST_DATABASE_URL's
// server, adding the CPU of that database's backends, read from /proc the same way.
// BENCH_HISTORY_DAYS=N first gives every link N days of daily rollups before today (a daily row
// and 17 dimension rows a day, seedRollupHistory), as a deployment with history has them.
// Run it from another checkout (a git worktree) to compare builds. It runs under the server's
// V8 flags (SERVER_FLAGS), starting itself again with them when `tsx` started it without.
if (reranWithServerFlags()) process.exit();
const [LINKS = 10_000, CLICKS = 100_000, ...given] = process.argv.slice(2).map(Number);
const SIZES = given.length > 0 ? given : [400, 2_500, 7_500];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

interface ThreadWork {
  cpu: number;
  /** Bytes through read and write system calls (on SQLite: its database, WAL and temporary files). */
  read: number;
  written: number;
}

/** CPU seconds and I/O bytes of every thread of this process but the main one. */
function helperThreads(): ThreadWork {
  const sum: ThreadWork = { cpu: 0, read: 0, written: 0 };
  for (const tid of taskIds(process.pid)) {
    if (tid === process.pid) continue;
    const io = taskIo(process.pid, tid);
    sum.cpu += taskCpuSeconds(process.pid, tid);
    sum.read += io.read;
    sum.written += io.written;
  }
  return sum;
}

interface Row {
  round: number;
  size: number;
  appendUs: number;
  foldUs: number;
  /** PostgreSQL: its backends' share of each. */
  appendDbUs: number;
  foldDbUs: number;
  /** Bytes a click the writer's threads read and wrote while folding. */
  foldRead: number;
  foldWritten: number;
}

const POSTGRES = process.env.BENCH_STORE === 'postgres';
const PG_SERVER = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dir = mkdtempSync(join(tmpdir(), 'bench-click-writer-'));
const pgName = `bench_click_writer_${process.pid}`;
const admin = POSTGRES ? openStore(PG_SERVER, { poolSize: 1 }) : null;
if (admin) await sql`create database ${sql.id(pgName)}`.execute(admin.db);
const url = admin ? PG_SERVER.replace(/\/[^/?]+(\?|$)/, `/${pgName}$1`) : `sqlite:${join(dir, 'links.db')}`;
const store = openStore(url);
await migrateToLatest(store);
await seedLinks(store, LINKS);
const ids = (await store.db.selectFrom('links').select('id').execute()).map((row) => Number(row.id));
const HISTORY_DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? 0);
if (HISTORY_DAYS > 0) await seedRollupHistory(store, HISTORY_DAYS);
// The page cache `npm start` gives the writer thread. The thread's own default (32 MiB, for
// tools) made folds look cheaper than the server's.
const cacheMiB = sqliteCache(loadConfig({})).writer;
// The fold runs when asked: one per batch size.
const writer = createThreadedClickWriter({
  databaseUrl: url,
  sqliteCacheMiB: cacheMiB,
  ...(store.sqliteWriteGate ? { sqliteWriteGate: store.sqliteWriteGate } : {}),
  geoipCountryPath: null,
  countryHeader: null,
  foldMs: 3_600_000,
});

/** CPU seconds of each of the benchmark database's backends, by pid (none on SQLite). */
async function databaseCpu(): Promise<Map<number, number>> {
  if (!admin) return new Map();
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = ${pgName}`.execute(admin.db);
  return new Map(rows.map((row) => [row.pid, cpuSeconds(row.pid)]));
}

/**
 * The backends' CPU between two readings: each one alive at the second, less what it had at the
 * first. A connection the pool closed in between (idle) takes its share with it; summing the
 * readings' totals instead counted its whole life against the window, below zero.
 */
function databaseCpuSince(start: Map<number, number>, end: Map<number, number>): number {
  let sum = 0;
  for (const [pid, seconds] of end) sum += seconds - (start.get(pid) ?? 0);
  return sum;
}
let visitor = 0;
const events = (count: number): ClickEvent[] =>
  Array.from({ length: count }, () => {
    visitor++;
    return {
      id: newEventId(),
      linkId: ids[Math.floor(Math.random() * ids.length)]!,
      at: Date.now(),
      method: 'GET',
      ip: `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
      userAgent: BROWSER_UA,
      referer: '',
      countryHeader: '',
      acceptLanguage: 'en-US,en;q=0.9',
      source: 'link',
      variant: null,
    };
  });

const rows: Row[] = [];
let settle: Awaited<ReturnType<typeof settleToday>> | null = null;

/**
 * The move the first fold after midnight makes (ADR 1025), timed on its own: today's rollups of
 * every link out of the recent tables into the settled ones, as if the day were over. CPU is
 * this thread's (SQLite runs it here) or the database's backends'.
 */
async function settleToday(): Promise<{ ms: number; cpuMs: number; days: number; rows: number }> {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const count = await sql<{ days: number; rows: number }>`select (select count(*) from click_daily_recent) as days, (select count(*) from click_daily_dimensions_recent) as rows`.execute(store.db);
  const startDb = await databaseCpu();
  const started = performance.now();
  const cpu = process.cpuUsage();
  await store.db.transaction().execute((trx) => settleRecentRollups(trx, store.dialect, tomorrow));
  const used = process.cpuUsage(cpu);
  const ms = performance.now() - started;
  const cpuMs = admin ? databaseCpuSince(startDb, await databaseCpu()) * 1000 : (used.user + used.system) / 1000;
  return { ms, cpuMs, days: Number(count.rows[0]?.days ?? 0), rows: Number(count.rows[0]?.rows ?? 0) };
}
try {
  // Warm-up: the thread started, its statements prepared, a first fold done.
  await writer.write(events(1_000));
  await writer.fold();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const size of SIZES) {
      const batches = Array.from({ length: Math.ceil(CLICKS / size) }, () => events(size));
      const clicks = batches.length * size;
      const start = helperThreads();
      const startDb = await databaseCpu();
      for (const batch of batches) await writer.write(batch);
      const appended = helperThreads();
      const appendedDb = await databaseCpu();
      await writer.fold();
      const folded = helperThreads();
      const foldedDb = await databaseCpu();
      const perClick = (seconds: number) => (seconds * 1e6) / clicks;
      const row = {
        round,
        size,
        appendUs: perClick(appended.cpu - start.cpu),
        foldUs: perClick(folded.cpu - appended.cpu),
        appendDbUs: perClick(databaseCpuSince(startDb, appendedDb)),
        foldDbUs: perClick(databaseCpuSince(appendedDb, foldedDb)),
        foldRead: (folded.read - appended.read) / clicks,
        foldWritten: (folded.written - appended.written) / clicks,
      };
      rows.push(row);
      console.log(
        `round ${round}, batches of ${size}: append ${row.appendUs.toFixed(1)} (+${row.appendDbUs.toFixed(1)}) µs a click, fold ${row.foldUs.toFixed(1)} (+${row.foldDbUs.toFixed(1)})${POSTGRES ? '' : `, fold I/O ${Math.round(row.foldRead)} B read, ${Math.round(row.foldWritten)} B written a click (append ${Math.round((appended.read - start.read) / clicks)} / ${Math.round((appended.written - start.written) / clicks)})`}`,
      );
    }
  }
  if (HISTORY_DAYS > 0) settle = await settleToday();
} finally {
  await writer.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  if (admin) {
    await sql`drop database if exists ${sql.id(pgName)} with (force)`.execute(admin.db);
    await admin.close();
  }
}

const us = (value: number) => value.toFixed(1);
const table = POSTGRES
  ? [
      '| round | clicks a batch | append µs / click: writer thread + PostgreSQL | fold µs / click: writer thread + PostgreSQL | total µs / click |',
      '|---:|---:|---:|---:|---:|',
      ...rows.map(
        (row) =>
          `| ${row.round} | ${row.size.toLocaleString('en')} | ${us(row.appendUs)} + ${us(row.appendDbUs)} | ${us(row.foldUs)} + ${us(row.foldDbUs)} | ${us(row.appendUs + row.appendDbUs + row.foldUs + row.foldDbUs)} |`,
      ),
    ].join('\n')
  : [
      '| round | clicks a batch | append µs / click | fold µs / click | total µs / click | fold: bytes read / written a click |',
      '|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (row) =>
          `| ${row.round} | ${row.size.toLocaleString('en')} | ${us(row.appendUs)} | ${us(row.foldUs)} | ${us(row.appendUs + row.foldUs)} | ${Math.round(row.foldRead).toLocaleString('en')} / ${Math.round(row.foldWritten).toLocaleString('en')} |`,
      ),
    ].join('\n');
const storeNote = POSTGRES
  ? 'PostgreSQL, with BENCH_STORE=postgres; the CPU of the benchmark database\'s backends is added after the "+"'
  : `SQLite, the writer's page cache ${cacheMiB} MiB as \`npm start\` gives it`;
const report = `Command: \`${POSTGRES ? 'BENCH_STORE=postgres ' : ''}${HISTORY_DAYS > 0 ? `BENCH_HISTORY_DAYS=${HISTORY_DAYS} ` : ''}npm run bench:click-writer -- ${LINKS} ${CLICKS} ${SIZES.join(' ')}\` (${storeNote}, ${LINKS.toLocaleString('en')} links, ${CLICKS.toLocaleString('en')} clicks a batch size spread uniformly over them, one browser, every click a new visitor${HISTORY_DAYS > 0 ? `; BENCH_HISTORY_DAYS=${HISTORY_DAYS}: every link with ${HISTORY_DAYS} days of rollups before today` : ''}; the writer thread as the server runs it, under its V8 flags (\`${SERVER_FLAGS.join(' ')}\`), handed one batch at a time; one fold after each size). CPU is utime + stime from /proc of every thread of the process but the main one (the writer thread and its collector's helpers), from before the first batch to after the last ("append": parsing and appending to the click log, commits included) and on to the end of the fold.${POSTGRES ? '' : ' Bytes read and written are those threads\' `rchar` and `wchar` (/proc/PID/task/TID/io): what passed through read and write system calls to the database, its WAL (the checkpoints\' copies included) and temporary files, whether or not the disk was touched; the machine\'s load does not change them.'}
Machine: ${machineNote()}.

${table}${
  settle
    ? `\n\nMoving today's rollups out of the recent tables as the first fold after midnight does (ADR 1025; ${settle.days.toLocaleString('en')} daily rows and ${settle.rows.toLocaleString('en')} dimension rows, into tables holding ${HISTORY_DAYS} days): ${Math.round(settle.ms)} ms, ${Math.round(settle.cpuMs)} ms of ${POSTGRES ? "the backends'" : 'CPU'}.`
    : ''
}`;
console.log(report);
const history = HISTORY_DAYS > 0 ? `, ${HISTORY_DAYS} days of history` : '';
const heading = `Click writer by batch size${POSTGRES ? ', PostgreSQL' : ''}${history} (bench:click-writer)`;
if (!process.env.BENCH_DRY) writeBenchmarkSection(heading, report);
