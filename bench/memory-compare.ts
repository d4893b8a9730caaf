import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openStore } from '../src/platform/db/db.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { freePort } from '../test/helpers/processes.js';
import { loadSlugs, redirectsServed, stopServer, waitForHttp } from './lib/load.js';
import { drained, residentOf } from './lib/memory-probe.js';
import { cpuSeconds } from './lib/proc.js';
import { machineNote } from './lib/report.js';
import { seedLinks } from './lib/seed.js';
import { SERVER_ENV } from './lib/server.js';

// npm run bench:memory:compare -- VARIANT... (BENCH_ROUNDS, BENCH_LOAD_SECONDS, BENCH_STEADY_SECONDS, BENCH_LINKS)
// A variant is a build, then node flags and environment settings, comma-separated:
//   current   current,CLICK_WRITER_THREAD=false   baseline,--max-old-space-size=64
// `baseline` is the checkout in BENCH_BASELINE_BUILD (with dist/), run with the variant's settings
// only: name the environment its own `npm start` sets (`baseline,MALLOC_ARENA_MAX=2`), or it runs
// with glibc's defaults while `current` has SERVER_ENV. Variants alternate round by round,
// each on a fresh copy of one SQLite database of BENCH_LINKS links (1,000): RSS idle and after a load, CPU per redirect.
const VARIANTS = process.argv.slice(2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const STEADY_SECONDS = Number(process.env.BENCH_STEADY_SECONDS ?? 0);
const BASELINE = process.env.BENCH_BASELINE_BUILD ? resolve(process.env.BENCH_BASELINE_BUILD) : null;
const LINKS = Number(process.env.BENCH_LINKS ?? 1_000);

interface Variant {
  name: string;
  root: string;
  flags: string[];
  env: Record<string, string>;
}

interface Run {
  variant: string;
  idle: number;
  loaded: number;
  steady?: number;
  cpuUs: number;
  /** Seconds after the load until every buffered click was written. */
  drainS: number;
  p99Ms: number;
}

function parseVariant(spec: string): Variant {
  const [build, ...rest] = spec.split(',');
  if (build === 'baseline' && !BASELINE) throw new Error('the baseline variant needs BENCH_BASELINE_BUILD');
  const root = build === 'baseline' ? BASELINE! : process.cwd();
  const settings = Object.fromEntries(rest.filter((part) => !part.startsWith('--')).map((part) => part.split('=', 2) as [string, string]));
  // As each build's `npm start` runs it: this one's sets SERVER_ENV; the variant's own settings win.
  const env = build === 'baseline' ? settings : { ...SERVER_ENV, ...settings };
  // Unless the variant names its own young-generation size.
  const flags = rest.filter((part) => part.startsWith('--'));
  if (!flags.some((flag) => flag.startsWith('--max-semi-space-size'))) flags.unshift('--max-semi-space-size=2');
  return { name: spec, root, flags, env };
}

async function start(variant: Variant, databaseUrl: string): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...variant.flags, join(variant.root, 'dist/server.js')], {
    cwd: variant.root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', BASE_URL: `http://127.0.0.1:${port}`, DATABASE_URL: databaseUrl, REDIS_URL: '', ...variant.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHttp(port, child);
  return { child, port };
}

async function measure(variant: Variant, template: string): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-memory-compare-'));
  copyFileSync(template, join(dir, 'links.db'));
  const { child, port } = await start(variant, `sqlite:${join(dir, 'links.db')}`);
  const pid = child.pid!;
  await sleep(5_000);
  const idle = residentOf(pid).rss;
  const before = cpuSeconds(pid);
  const result = await loadSlugs({ port, links: LINKS, connections: 32, seconds: LOAD_SECONDS });
  const loaded = residentOf(pid).rss;
  // A click still buffered when the load ends costs its write later: counted, once written.
  const drainS = await drained(port);
  const cpuUs = ((cpuSeconds(pid) - before) * 1e6) / Math.max(1, redirectsServed(result));
  let steady: number | undefined;
  if (STEADY_SECONDS > 0) {
    await loadSlugs({ port, links: LINKS, connections: 32, seconds: STEADY_SECONDS });
    steady = residentOf(pid).rss;
  }
  await stopServer(child);
  rmSync(dir, { recursive: true, force: true });
  const run = { variant: variant.name, idle, loaded, ...(steady === undefined ? {} : { steady }), cpuUs, drainS, p99Ms: result.latency.p99 };
  console.log(JSON.stringify(run));
  return run;
}

async function main(): Promise<void> {
  const variants = (VARIANTS.length > 0 ? VARIANTS : ['current']).map(parseVariant);
  const dir = mkdtempSync(join(tmpdir(), 'bench-memory-seed-'));
  const template = join(dir, 'links.db');
  const store = openStore(`sqlite:${template}`);
  await migrateToLatest(store);
  await seedLinks(store, LINKS);
  await store.close();
  const runs: Run[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? variants : [...variants].reverse();
    for (const variant of order) runs.push(await measure(variant, template));
  }
  rmSync(dir, { recursive: true, force: true });
  const list = (pick: (run: Run) => number | undefined, variant: Variant) =>
    runs.filter((run) => run.variant === variant.name).map((run) => (pick(run) === undefined ? '' : Math.round(pick(run)!))).join(', ');
  const steady = STEADY_SECONDS > 0 ? ` RSS after ${STEADY_SECONDS} s more |` : '';
  console.log(`Machine: ${machineNote()}; ${ROUNDS} rounds, ${LOAD_SECONDS} s of random redirects over ${LINKS.toLocaleString('en')} links, 32 connections.\n`);
  console.log(`| variant | RSS idle MB | RSS after the load MB |${steady} CPU µs / redirect, its click written | s to write the clicks left after the load | p99 latency ms |`);
  console.log(`|---|---|---|${STEADY_SECONDS > 0 ? '---|' : ''}---|---|---|`);
  for (const variant of variants) {
    const steadyCell = STEADY_SECONDS > 0 ? ` ${list((r) => r.steady, variant)} |` : '';
    console.log(`| \`${variant.name}\` | ${list((r) => r.idle, variant)} | ${list((r) => r.loaded, variant)} |${steadyCell} ${list((r) => r.cpuUs, variant)} | ${list((r) => r.drainS, variant)} | ${list((r) => r.p99Ms, variant)} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
