import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openStore } from '../src/platform/db/db.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { machineNote, writeBenchmarkSection } from './lib/report.js';

// npm run bench:redirect [-- LINKS SECONDS CONNECTIONS]
const [LINKS = 10_000, SECONDS = 10, CONNECTIONS = 64] = process.argv.slice(2).map(Number);
const slugOf = (i: number) => `s${i.toString(36).padStart(6, '0')}`;

async function seed(url: string): Promise<void> {
  const store = openStore(url);
  await migrateToLatest(store);
  const now = new Date().toISOString();
  for (let start = 0; start < LINKS; start += 1_000) {
    const rows = [];
    for (let i = start; i < Math.min(LINKS, start + 1_000); i++) {
      rows.push({ slug: slugOf(i), destination_url: `https://example.com/page/${i}`, status: 'active', created_at: now, updated_at: now });
    }
    await store.db.insertInto('links').values(rows).execute();
  }
  await store.close();
}

function waitForHttp(port: number, child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    const poll = () =>
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => resolve(),
        () => setTimeout(poll, 100),
      );
    poll();
  });
}

async function load(port: number, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/${slugOf(Math.floor(Math.random() * LINKS))}` }) }],
  });
}

/** Requests every slug once, so the measured run sees the steady state of a warm cache. */
async function touchEverySlug(port: number): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    amount: LINKS,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/${slugOf(next++ % LINKS)}` }) }],
  });
}

/** A fixed number of requests, so every response is counted (a timed run drops in-flight ones). */
async function loadAmount(port: number, amount: number): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    amount,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/${slugOf(Math.floor(Math.random() * LINKS))}` }) }],
  });
}

function served(result: autocannon.Result): number {
  return Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code.startsWith('3'))
    .reduce((sum, [, stat]) => sum + (stat.count ?? 0), 0);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-redirect-'));
  const dbUrl = `sqlite:${join(dir, 'bench.db')}`;
  await seed(dbUrl);

  const barePort = 4900;
  const bare = fork(new URL('./lib/bare-302.ts', import.meta.url), { env: { ...process.env, PORT: String(barePort), LINKS: String(LINKS) }, execArgv: ['--import', 'tsx'] });
  await waitForReady(bare);
  await touchEverySlug(barePort);
  const bareResult = await load(barePort, SECONDS);
  bare.kill('SIGTERM');

  const appPort = 4901;
  const app = spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), 'dist/server.js'], {
    env: { ...process.env, PORT: String(appPort), HOST: '127.0.0.1', DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', REDIS_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHttp(appPort, app);
  const warm = await touchEverySlug(appPort);
  const appResult = await load(appPort, SECONDS);
  // Timed runs stop counting responses still in flight; a counted run checks click recording.
  const counted = await loadAmount(appPort, 20_000);
  const exited = new Promise((resolve) => app.once('exit', resolve));
  app.kill('SIGTERM');
  await exited;

  const store = openStore(dbUrl);
  const row = await store.db.selectFrom('clicks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  await store.close();
  rmSync(dir, { recursive: true, force: true });

  const expected = served(warm) + served(appResult) + served(counted);
  const inFlightSlack = CONNECTIONS;
  const ratio = appResult.requests.average / bareResult.requests.average;
  const recordedAll = Number(row.n) >= expected && Number(row.n) <= expected + inFlightSlack;
  const table = [
    '| server | requests/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|',
    `| bare node:http 302 from a Map | ${Math.round(bareResult.requests.average)} | ${bareResult.latency.p50} | ${bareResult.latency.p99} | ${bareResult.errors} |`,
    `| shortener (SQLite, clicks recorded) | ${Math.round(appResult.requests.average)} | ${appResult.latency.p50} | ${appResult.latency.p99} | ${appResult.errors} |`,
  ].join('\n');
  const report = `Command: \`npm run bench:redirect -- ${LINKS} ${SECONDS} ${CONNECTIONS}\` (${LINKS} links, ${SECONDS} s per server after requesting every slug once, ${CONNECTIONS} connections, autocannon in the same machine).
Machine: ${machineNote()}.

${table}

Ratio to the bare server: **${ratio.toFixed(2)}** (target ≥ 0.70).
Clicks recorded: ${Number(row.n)}; redirects counted by the load generator: ${expected} (${recordedAll ? 'every counted redirect recorded' : 'MISSING CLICKS'}; the timed run can end with up to ${inFlightSlack} requests in flight that the server served and recorded but the generator did not count).`;
  console.log(report);
  writeBenchmarkSection('Redirects', report);
  if (!recordedAll) process.exitCode = 1;
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
