import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { openStore } from '../src/platform/db/db.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { freePort } from '../test/helpers/processes.js';
import { loadSlugs, redirectsServed, startBareServer, stopServer, waitForHttp } from './lib/load.js';
import { BREAKDOWN_HEADER, type Breakdown, breakdownCells, breakdownOf, drained, type Resident, residentOf } from './lib/memory-probe.js';
import { cpuSeconds, processTree } from './lib/proc.js';
import { machineNote, writeBenchmarkSection } from './lib/report.js';
import { seedLinks } from './lib/seed.js';
import { SERVER_ENV, SERVER_FLAGS } from './lib/server.js';

// npm run bench:memory [-- LOAD_SECONDS STEADY_SECONDS]
// Resident memory (every thread) of the server as `npm start` runs it, idle, after a load, under a
// steady load and with a million links, against a bare node:http 302 server in the same run, with
// where it is: smaps_rollup (file-backed, anonymous) and each thread's V8 figures from /metrics.
// PostgreSQL from BENCH_POSTGRES_URL or TEST_DATABASE_URL; Redis from REDIS_URL; BENCH_ENV adds
// settings to the server's environment (`CLICK_WRITER_THREAD=true SQLITE_CACHE_MB=64`);
// BENCH_SKIP_POSTGRES=1 leaves out the PostgreSQL rows, BENCH_DRY=1 prints without writing the docs.
const [LOAD_SECONDS = 10, STEADY_SECONDS = 60] = process.argv.slice(2).map(Number);
const CONNECTIONS = 32;
const PG = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const EXTRA_ENV = Object.fromEntries((process.env.BENCH_ENV ?? '').split(/\s+/).filter(Boolean).map((pair) => pair.split('=', 2) as [string, string]));

interface Row {
  setup: string;
  state: string;
  resident: Resident;
  breakdown: Breakdown;
  cpuUsPerRedirect?: number;
}

const NO_BREAKDOWN: Breakdown = { main: null, writer: null };

const rows: Row[] = [];
const mb = (n: number) => Math.round(n);

async function start(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  // As `npm start` runs it.
  const child = spawn(process.execPath, [...SERVER_FLAGS, 'dist/server.js'], {
    env: { ...process.env, ...SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', BASE_URL: `http://127.0.0.1:${port}`, ...env, ...EXTRA_ENV },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHttp(port, child);
  return { child, port };
}

/** Records one process's memory; with `port`, the server's own per-thread figures too. */
async function record(setup: string, state: string, pid: number, port?: number, cpuUsPerRedirect?: number): Promise<void> {
  const breakdown = port === undefined ? NO_BREAKDOWN : await breakdownOf(port);
  const resident = residentOf(pid);
  rows.push({ setup, state, resident, breakdown, ...(cpuUsPerRedirect === undefined ? {} : { cpuUsPerRedirect }) });
  console.log(setup, state, mb(resident.rss), 'MB');
}

/** Several processes (a cluster) as one row, summed; no per-thread figures. */
function recordSum(setup: string, state: string, pids: number[], cpuUsPerRedirect: number): void {
  const resident = pids.map(residentOf).reduce((a, b) => ({ rss: a.rss + b.rss, anon: a.anon + b.anon, file: a.file + b.file, nodeBinary: a.nodeBinary + b.nodeBinary }));
  rows.push({ setup, state, resident, breakdown: NO_BREAKDOWN, cpuUsPerRedirect });
  console.log(setup, state, mb(resident.rss), 'MB');
}

/**
 * A timed load; returns CPU µs per redirect summed over the server's processes, counted until
 * every click of the load is written (a writer that falls behind pays for its backlog later).
 */
async function loadFor(port: number, pids: number[], links: number, seconds: number, afterLoad?: () => Promise<void>, drain = true): Promise<number> {
  const before = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const result = await loadSlugs({ port, links, connections: CONNECTIONS, seconds });
  await afterLoad?.();
  if (drain) await drained(port);
  const after = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  return ((after - before) * 1e6) / Math.max(1, redirectsServed(result));
}

async function sqliteDb(links: number): Promise<{ url: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  const url = `sqlite:${join(dir, 'links.db')}`;
  const store = openStore(url);
  await migrateToLatest(store);
  if (links > 0) await seedLinks(store, links);
  await store.close();
  return { url, dir };
}

async function bare(): Promise<void> {
  const port = await freePort();
  const server = await startBareServer(port, 1_000);
  await sleep(3_000);
  await record('bare node:http 302', 'idle', server.pid!);
  const cpu = await loadFor(port, [server.pid!], 1_000, LOAD_SECONDS, undefined, false);
  await record('bare node:http 302', `after ${LOAD_SECONDS} s of redirects over 1,000 links`, server.pid!, undefined, cpu);
  await stopServer(server);
}

/** A load over `links` seeded links, recorded as it ends (before the clicks left are written). */
async function loadAndRecord(setup: string, state: string, server: { child: ChildProcess; port: number }, links: number, seconds: number): Promise<void> {
  const pid = server.child.pid!;
  let row: Row | undefined;
  const cpu = await loadFor(server.port, [pid], links, seconds, async () => {
    await record(setup, state, pid, server.port);
    row = rows.at(-1);
  });
  row!.cpuUsPerRedirect = cpu;
}

async function sqlite(): Promise<void> {
  const empty = await sqliteDb(0);
  let server = await start({ DATABASE_URL: empty.url, REDIS_URL: '' });
  await sleep(5_000);
  await record('SQLite', 'idle, empty database', server.child.pid!, server.port);
  await stopServer(server.child);
  rmSync(empty.dir, { recursive: true, force: true });

  const small = await sqliteDb(1_000);
  server = await start({ DATABASE_URL: small.url, REDIS_URL: '' });
  const pid = server.child.pid!;
  await loadAndRecord('SQLite', `after ${LOAD_SECONDS} s of redirects over 1,000 links`, server, 1_000, LOAD_SECONDS);
  await loadFor(server.port, [pid], 1_000, STEADY_SECONDS / 2, undefined, false);
  await record('SQLite', `steady load over 1,000 links, at ${LOAD_SECONDS + STEADY_SECONDS / 2} s`, pid, server.port);
  await loadFor(server.port, [pid], 1_000, STEADY_SECONDS / 2, undefined, false);
  await record('SQLite', `steady load over 1,000 links, at ${LOAD_SECONDS + STEADY_SECONDS} s`, pid, server.port);
  await stopServer(server.child);
  rmSync(small.dir, { recursive: true, force: true });

  const big = await sqliteDb(1_000_000);
  for (const thread of ['false', 'true']) {
    // Each run on the seeded database as it was, not on the clicks of the run before.
    const copy = join(big.dir, `run-${thread}.db`);
    copyFileSync(big.url.slice('sqlite:'.length), copy);
    server = await start({ DATABASE_URL: `sqlite:${copy}`, REDIS_URL: '', CLICK_WRITER_THREAD: thread });
    await loadAndRecord(thread === 'true' ? 'SQLite' : 'SQLite, CLICK_WRITER_THREAD=false', `after ${LOAD_SECONDS} s of redirects over 1,000,000 links`, server, 1_000_000, LOAD_SECONDS);
    await stopServer(server.child);
  }
  rmSync(big.dir, { recursive: true, force: true });
}

async function postgres(): Promise<void> {
  const admin = openStore(PG, { poolSize: 1 });
  const name = `bench_memory_${process.pid}`;
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  try {
    const url = PG.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
    const store = openStore(url);
    await migrateToLatest(store);
    await seedLinks(store, 1_000);
    await store.close();
    for (const workers of [1, 2]) {
      const server = await start({ DATABASE_URL: url, REDIS_URL: REDIS, REDIS_PREFIX: name, WORKERS: String(workers) });
      const pids = processTree(server.child.pid!);
      // The stream's depth is per worker: nothing to wait on, so the writer's backlog is not counted here.
      const cpu = await loadFor(server.port, pids, 1_000, LOAD_SECONDS, undefined, false);
      const setup = `PostgreSQL + Redis, WORKERS=${workers}`;
      // One process answers /metrics itself; a cluster's port reaches any worker, so no thread figures there.
      if (pids.length === 1) await record(setup, `after ${LOAD_SECONDS} s over 1,000 links`, pids[0]!, server.port, cpu);
      else {
        recordSum(setup, `after ${LOAD_SECONDS} s over 1,000 links, all ${pids.length} processes`, pids, cpu);
        for (const pid of pids) await record(setup, pid === server.child.pid ? '  of which the primary' : '  of which one worker', pid);
      }
      await stopServer(server.child);
    }
  } finally {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await admin.close();
  }
}

async function main(): Promise<void> {
  await bare();
  await sqlite();
  if (process.env.BENCH_SKIP_POSTGRES !== '1') await postgres();
  const table = rows
    .map((r) => `| ${r.setup} | ${r.state} | ${breakdownCells(r.resident, r.breakdown)} | ${r.cpuUsPerRedirect === undefined ? '' : r.cpuUsPerRedirect.toFixed(0)} |`)
    .join('\n');
  const settings = Object.keys(EXTRA_ENV).length > 0 ? ` with \`BENCH_ENV="${process.env.BENCH_ENV}"\`` : '';
  const report = `Command: \`npm run bench:memory -- ${LOAD_SECONDS} ${STEADY_SECONDS}\`${settings} (random slugs, ${CONNECTIONS} connections, clicks recorded). All figures in MB. RSS, file-backed and anonymous are the process's \`/proc/PID/smaps_rollup\` (every thread; summed where a row names several processes); "node binary" is the part of file-backed that is the \`node\` executable's code and read-only data (ICU tables, start-up snapshot). Heap, external and code figures come from each thread's own \`v8.getHeapStatistics()\`, \`process.memoryUsage()\` and code spaces, which the server publishes as \`thread_memory_bytes\` on /metrics; "anonymous outside V8" is anonymous minus every isolate's heap total and external: SQLite's page cache, the allocator's free pages, thread stacks and V8's own tables. CPU per redirect is utime + stime of the server's processes from the start of the load until every click it made is written (SQLite rows; a writer that falls behind pays its backlog after the load), divided by redirects served; the PostgreSQL rows stop at the end of the load.
Machine: ${machineNote()}.

| setup | state | ${BREAKDOWN_HEADER.split('\n')[0]!.slice(2)} CPU µs / redirect |
|---|---|${BREAKDOWN_HEADER.split('\n')[1]!.slice(1)}---:|
${table}`;
  console.log(report);
  if (process.env.BENCH_DRY !== '1') writeBenchmarkSection('Memory', report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
