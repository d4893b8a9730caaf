import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { openStore } from '../src/platform/db/db.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { freePort } from '../test/helpers/processes.js';
import { loadSlugs, redirectsServed, startBareServer, stopServer, waitForHttp } from './lib/load.js';
import { cpuSeconds, processTree, residentMb } from './lib/proc.js';
import { machineNote, writeBenchmarkSection } from './lib/report.js';
import { seedLinks } from './lib/seed.js';

// npm run bench:memory [-- LOAD_SECONDS STEADY_SECONDS]
// Resident memory (VmRSS, every thread) of the server as `npm start` runs it, idle, after a load, under a
// steady load and with a million links, against a bare node:http 302 server in the same run.
// PostgreSQL from BENCH_POSTGRES_URL or TEST_DATABASE_URL; Redis from REDIS_URL.
const [LOAD_SECONDS = 10, STEADY_SECONDS = 60] = process.argv.slice(2).map(Number);
const CONNECTIONS = 32;
const PG = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Row {
  setup: string;
  state: string;
  rss: number;
  anon: number;
  heapUsed?: number;
  heapTotal?: number;
  external?: number;
  cpuUsPerRedirect?: number;
}

const rows: Row[] = [];
const mb = (n: number) => Math.round(n);

async function start(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  // As `npm start` runs it.
  const child = spawn(process.execPath, ['--max-semi-space-size=2', 'dist/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', BASE_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHttp(port, child);
  return { child, port };
}

/** The main thread's V8 figures, from the server's own Prometheus metrics. */
async function heapOf(port: number): Promise<Pick<Row, 'heapUsed' | 'heapTotal' | 'external'>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const read = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? 0) / 2 ** 20;
  return { heapUsed: read('nodejs_heap_size_used_bytes'), heapTotal: read('nodejs_heap_size_total_bytes'), external: read('nodejs_external_memory_bytes') };
}

function record(setup: string, state: string, pids: number[], extra: Partial<Row> = {}): void {
  const sum = pids.map(residentMb).reduce((a, b) => ({ rss: a.rss + b.rss, anon: a.anon + b.anon }), { rss: 0, anon: 0 });
  rows.push({ setup, state, ...sum, ...extra });
  console.log(setup, state, mb(sum.rss), 'MB');
}

/** A timed load; returns CPU µs per redirect summed over the server's processes. */
async function loadFor(port: number, pids: number[], links: number, seconds: number): Promise<number> {
  const before = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const result = await loadSlugs({ port, links, connections: CONNECTIONS, seconds });
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
  record('bare node:http 302', 'idle', [server.pid!]);
  const cpu = await loadFor(port, [server.pid!], 1_000, LOAD_SECONDS);
  record('bare node:http 302', `after ${LOAD_SECONDS} s of redirects over 1,000 links`, [server.pid!], { cpuUsPerRedirect: cpu });
  await stopServer(server);
}

async function sqlite(): Promise<void> {
  const empty = await sqliteDb(0);
  let server = await start({ DATABASE_URL: empty.url, REDIS_URL: '' });
  await sleep(5_000);
  record('SQLite', 'idle, empty database', [server.child.pid!], await heapOf(server.port));
  await stopServer(server.child);
  rmSync(empty.dir, { recursive: true, force: true });

  const small = await sqliteDb(1_000);
  server = await start({ DATABASE_URL: small.url, REDIS_URL: '' });
  const pid = server.child.pid!;
  const cpu = await loadFor(server.port, [pid], 1_000, LOAD_SECONDS);
  record('SQLite', `after ${LOAD_SECONDS} s of redirects over 1,000 links`, [pid], { ...(await heapOf(server.port)), cpuUsPerRedirect: cpu });
  await loadFor(server.port, [pid], 1_000, STEADY_SECONDS / 2);
  record('SQLite', `steady load over 1,000 links, at ${STEADY_SECONDS / 2} s`, [pid]);
  await loadFor(server.port, [pid], 1_000, STEADY_SECONDS / 2);
  record('SQLite', `steady load over 1,000 links, at ${STEADY_SECONDS} s`, [pid], await heapOf(server.port));
  await stopServer(server.child);
  rmSync(small.dir, { recursive: true, force: true });

  const big = await sqliteDb(1_000_000);
  server = await start({ DATABASE_URL: big.url, REDIS_URL: '' });
  const bigCpu = await loadFor(server.port, [server.child.pid!], 1_000_000, LOAD_SECONDS);
  record('SQLite', `after ${LOAD_SECONDS} s of redirects over 1,000,000 links`, [server.child.pid!], { ...(await heapOf(server.port)), cpuUsPerRedirect: bigCpu });
  await stopServer(server.child);
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
      const cpu = await loadFor(server.port, pids, 1_000, LOAD_SECONDS);
      const setup = `PostgreSQL + Redis, WORKERS=${workers}`;
      record(setup, `after ${LOAD_SECONDS} s over 1,000 links, all ${pids.length} processes`, pids, { cpuUsPerRedirect: cpu });
      for (const pid of pids) record(setup, pid === server.child.pid ? '  of which the primary' : '  of which one worker', [pid]);
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
  await postgres();
  const cell = (n: number | undefined) => (n === undefined ? '' : String(mb(n)));
  const table = rows
    .map((r) => `| ${r.setup} | ${r.state} | ${mb(r.rss)} | ${mb(r.anon)} | ${cell(r.heapUsed)} | ${cell(r.heapTotal)} | ${cell(r.external)} | ${r.cpuUsPerRedirect === undefined ? '' : r.cpuUsPerRedirect.toFixed(0)} |`)
    .join('\n');
  const report = `Command: \`npm run bench:memory -- ${LOAD_SECONDS} ${STEADY_SECONDS}\` (random slugs, ${CONNECTIONS} connections, clicks recorded; RSS is VmRSS of the process with every thread, summed over processes where there are several; heap figures are the main thread's, from the server's /metrics; CPU per redirect is utime + stime of the server's processes over the load, divided by redirects served).
Machine: ${machineNote()}.

| setup | state | RSS MB | anonymous MB | main heap used MB | main heap total MB | external MB | CPU µs / redirect |
|---|---|---:|---:|---:|---:|---:|---:|
${table}`;
  console.log(report);
  writeBenchmarkSection('Memory', report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
