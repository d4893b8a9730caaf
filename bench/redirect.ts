import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type autocannon from 'autocannon';
import { openStore } from '../src/platform/db/db.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { createPersonalWorkspace } from '../src/modules/workspaces/index.js';
import { loadSlugs, redirectsServed as served, startBareServer, stopServer, waitForHttp } from './lib/load.js';
import { cpuOf, processTree, residentMb, settle, taskCpuSeconds, taskIds } from './lib/proc.js';
import { seedLinks } from './lib/seed.js';
import { commitOf, machineNote, writeBenchmarkSection } from './lib/report.js';
import { CLICK_BENCH_ENV, CLICK_BENCH_NOTE, SERVER_ENV, SERVER_FLAGS } from './lib/server.js';

// npm run bench:redirect [-- LINKS SECONDS CONNECTIONS]
// BENCH_BASELINE_BUILD=<checkout with dist/> also runs that build, alternating with this one,
// BENCH_ROUNDS times (default 1): a before/after comparison in one run on the same machine. Both
// builds run with this checkout's SERVER_ENV, so the comparison is of the code alone.
const [LINKS = 10_000, SECONDS = 10, CONNECTIONS = 64] = process.argv.slice(2).map(Number);
const BASELINE = process.env.BENCH_BASELINE_BUILD ? resolve(process.env.BENCH_BASELINE_BUILD) : null;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
// BENCH_SMART_RULES=5 also runs this build with every link carrying that many redirect rules,
// none of which matches, so each redirect tests them all (ADR 0501).
const SMART_RULES = Number(process.env.BENCH_SMART_RULES ?? 0);

interface Run {
  server: string;
  result: autocannon.Result;
  /** CPU seconds of every process of the server over the timed window, per redirect, in µs. */
  cpuMicros: number;
  clicksOk: boolean | null;
  /** Clicks in the table / redirects the load generator counted. */
  clickCounts?: string;
  /** Resident memory of the server right after the timed window, in MB. */
  rssMb: number;
  /** CPU µs per redirect of the threads started by the first clicks (the click writer's), when there are any. */
  writerMicros?: number;
}



/** A seeded database in the schema of the build at `root` (its own migrations): builds differ. */
async function seed(url: string, root: string): Promise<void> {
  const { openStore: open } = (await import(join(root, 'dist/platform/db/db.js'))) as { openStore: typeof openStore };
  const { migrateToLatest: migrate } = (await import(join(root, 'dist/platform/db/migrate.js'))) as { migrateToLatest: typeof migrateToLatest };
  const store = open(url);
  await migrate(store);
  await seedLinks(store, LINKS);
  if (root === process.cwd()) await seedBrandedDomain(store);
  await store.close();
}

/**
 * A verified branded domain, so the redirects below (all on the default host) pay the host
 * lookup they pay on a server where customers have added domains.
 */
async function seedBrandedDomain(store: ReturnType<typeof openStore>): Promise<void> {
  const now = new Date().toISOString();
  const user = await store.db.insertInto('users').values({ email: 'bench@example.com', password_hash: 'x', plan: 'business', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  const workspace = await createPersonalWorkspace(store.db, { id: Number(user.id), email: 'bench@example.com', plan: 'business' });
  await store.db.insertInto('domains').values({ workspace_id: workspace.id, hostname: 'go.bench.example', status: 'verified', verify_token_hash: 'x', created_at: now, updated_at: now }).execute();
}

/** Gives every seeded link `count` rules that test the device, OS, language, query and time, and match no request of the load. */
async function addRules(url: string, count: number): Promise<void> {
  const kinds = [{ device: ['tablet'] }, { os: ['android'] }, { language: ['fr'] }, { query: { src: 'mail' } }, { after: '2999-01-01T00:00:00Z' }];
  const rules = Array.from({ length: count }, (_, i) => ({ conditions: kinds[i % kinds.length], destination_url: `https://example.com/rule/${i}` }));
  const store = openStore(url);
  await store.db.updateTable('links').set({ rules: JSON.stringify(rules) }).execute();
  await store.close();
}

/**
 * The timed window, and after it the work its clicks left (written and folded: `settled`), so
 * that a build that defers work to later is charged for it. `writer` are the thread ids of the
 * click writer (started by the first batch), whose CPU is also reported alone.
 */
async function timed(server: string, pid: number, port: number, settled: () => Promise<boolean> = async () => true, writer: number[] = []): Promise<Omit<Run, 'clicksOk'>> {
  const before = cpuOf(pid);
  const writerBefore = writer.reduce((sum, tid) => sum + taskCpuSeconds(pid, tid), 0);
  const result = await loadSlugs({ port, links: LINKS, connections: CONNECTIONS, seconds: SECONDS });
  const rssMb = processTree(pid).reduce((sum, p) => sum + residentMb(p).rss, 0);
  await settle(pid, settled);
  const cpu = cpuOf(pid) - before;
  const redirects = Math.max(1, served(result));
  const writerCpu = writer.reduce((sum, tid) => sum + taskCpuSeconds(pid, tid), 0) - writerBefore;
  return { server, result, cpuMicros: (cpu / redirects) * 1e6, rssMb, ...(writer.length > 0 ? { writerMicros: (writerCpu / redirects) * 1e6 } : {}) };
}

async function bareRun(port: number): Promise<Run> {
  const bare = await startBareServer(port, LINKS, cpuProfileFlags());
  await loadSlugs({ port, links: LINKS, connections: CONNECTIONS, sequential: true });
  const run = await timed('bare node:http 302 from a Map', bare.pid!, port);
  await stopServer(bare);
  return { ...run, clicksOk: null };
}

/** BENCH_CPU_PROF: a CPU profile of every thread of each server, the bare one's too, in that directory. */
function cpuProfileFlags(): string[] {
  return process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
}

/** One build of the shortener on a fresh copy of the seeded database, as `npm start` runs it. */
async function appRun(label: string, root: string, template: string, port: number): Promise<Run> {
  // Each run starts from the same seeded links: a copy of the template database.
  const dir = mkdtempSync(join(tmpdir(), 'bench-redirect-run-'));
  copyFileSync(template, join(dir, 'bench.db'));
  const dbUrl = `sqlite:${join(dir, 'bench.db')}`;
  const app = spawn(process.execPath, [...cpuProfileFlags(), ...SERVER_FLAGS, join(root, 'dist/server.js')], {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, ...CLICK_BENCH_ENV, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', REDIS_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHttp(port, app);
  const threadsAtStart = new Set(taskIds(app.pid!));
  const warm = await loadSlugs({ port, links: LINKS, connections: CONNECTIONS, sequential: true });
  // Builds with a click log (ADR 1005) have folded everything once it is empty.
  const logEmpty = async () => {
    const store = openStore(dbUrl);
    try {
      const row = await store.db.selectFrom('click_log').select('link_id').limit(1).executeTakeFirst();
      return row === undefined;
    } catch {
      return true;
    } finally {
      await store.close();
    }
  };
  await settle(app.pid!, logEmpty);
  const writer = taskIds(app.pid!).filter((tid) => !threadsAtStart.has(tid));
  const run = await timed(label, app.pid!, port, logEmpty, writer);
  // Timed runs stop counting responses still in flight; a counted run checks click recording.
  const counted = await loadSlugs({ port, links: LINKS, connections: CONNECTIONS, amount: 20_000 });
  await stopServer(app);

  const store = openStore(dbUrl);
  const row = await store.db.selectFrom('clicks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  const expected = served(warm) + served(run.result) + served(counted);
  const clicksOk = expected > 0 && Number(row.n) >= expected && Number(row.n) <= expected + CONNECTIONS;
  return { ...run, clicksOk, clickCounts: `${Number(row.n)} / ${expected}` };
}


async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-redirect-'));
  const template = join(dir, 'template.db');
  await seed(`sqlite:${template}`, process.cwd());
  const baselineTemplate = join(dir, 'baseline.db');
  if (BASELINE) await seed(`sqlite:${baselineTemplate}`, BASELINE);

  const smartTemplate = join(dir, 'smart.db');
  if (SMART_RULES > 0) {
    copyFileSync(template, smartTemplate);
    await addRules(`sqlite:${smartTemplate}`, SMART_RULES);
  }

  const runs: Run[] = [await bareRun(4900)];
  const current = () => appRun('shortener (SQLite, clicks recorded)', process.cwd(), template, 4901);
  const baseline = (root: string) => appRun(`baseline build (${commitOf(root)})`, root, baselineTemplate, 4902);
  for (let round = 0; round < ROUNDS; round++) {
    // The two builds take turns going first: whichever runs second meets a warmer, busier machine.
    if (BASELINE && round % 2 === 0) runs.push(await baseline(BASELINE));
    runs.push(await current());
    if (BASELINE && round % 2 === 1) runs.push(await baseline(BASELINE));
    if (SMART_RULES > 0) runs.push(await appRun(`shortener, every link with ${SMART_RULES} rules (none matching)`, process.cwd(), smartTemplate, 4903));
  }
  rmSync(dir, { recursive: true, force: true });

  const bare = runs[0]!;
  const rows = runs.map((run) => {
    const ratio = run.result.requests.average / bare.result.requests.average;
    const clicks = run.clicksOk === null ? '' : `${run.clicksOk ? 'all' : 'MISSING'} (${run.clickCounts})`;
    const writer = run.writerMicros === undefined ? '' : run.writerMicros.toFixed(0);
    return `| ${run.server} | ${Math.round(run.result.requests.average)} | ${run.result.latency.p50} | ${run.result.latency.p99} | ${run.cpuMicros.toFixed(0)} | ${writer} | ${(run.cpuMicros / bare.cpuMicros).toFixed(1)} | ${ratio.toFixed(2)} | ${Math.round(run.rssMb)} | ${clicks} |`;
  });
  const table = [
    '| server | requests/s | p50 ms | p99 ms | CPU µs / redirect | of it, click writer thread | CPU × bare | throughput × bare | RSS MB after load | clicks recorded |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
  const report = `Command: \`npm run bench:redirect -- ${LINKS} ${SECONDS} ${CONNECTIONS}\`${BASELINE ? ` with \`BENCH_BASELINE_BUILD\` and \`BENCH_ROUNDS=${ROUNDS}\`` : ''}${SMART_RULES > 0 ? ` and \`BENCH_SMART_RULES=${SMART_RULES}\`` : ''} (${LINKS} links, ${SECONDS} s per server after requesting every slug once, ${CONNECTIONS} connections, autocannon in the same machine).
Machine: ${machineNote()}.

${table}

${CLICK_BENCH_NOTE} CPU per redirect is utime + stime read from /proc over the timed window and until the clicks it served are written and folded (the click log empty, then a second under 1 % of a core), summed over the server process and its threads (the click writer's included), divided by the redirects served; "click writer thread" is the CPU of the threads the first clicks started (the writer's worker thread) over the same span; the load generator is not counted. "Clicks recorded": every redirect the load generator counted is in the clicks table after a graceful stop (the timed run can end with up to ${CONNECTIONS} requests in flight that were served and recorded but not counted).`;
  console.log(report);
  writeBenchmarkSection(SMART_RULES > 0 ? 'Redirects of smart links' : 'Redirects', report);
  if (runs.some((run) => run.clicksOk === false)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
