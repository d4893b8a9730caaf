import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type autocannon from 'autocannon';
import { sql } from 'kysely';
import { openStore, type Store } from '../src/platform/db/db.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { freePort } from '../test/helpers/processes.js';
import { loadSlugs, redirectsServed, startBareServer, stopServer, waitForHttp, zipfPicker } from './lib/load.js';
import { cpuSeconds, processTree, residentMb, startCpuLedger } from './lib/proc.js';
import { commitOf, machineNote, writeBenchmarkSection } from './lib/report.js';
import { seedLinks } from './lib/seed.js';
import { CLICK_BENCH_ENV, CLICK_BENCH_NOTE, SERVER_ENV, SERVER_FLAGS } from './lib/server.js';

// npm run bench:cluster [-- SIZES SECONDS PATTERNS]   e.g. -- 10000,1000000 8 uniform,zipf
// Every row: throughput, latency, CPU per served redirect summed over every process that did
// the work (Node processes and threads, the benchmark database's PostgreSQL backends, a
// private Redis), and the clicks the store recorded against the redirects served.
// PostgreSQL from BENCH_POSTGRES_URL or TEST_DATABASE_URL.
// `--cap 0.3` instead runs 1, 2 and 3 instances on PostgreSQL + Redis, each held to that share
// of a core by its own cgroup (cpu.cfs_quota_us, or cpu.max on cgroup v2): instances as
// separate machines behave, which two shared cores cannot show otherwise (issue 34). With
// BENCH_BASELINE_BUILD=<checkout with dist/>, that build runs the same rows, alternating.
// Without `--cap`, BENCH_BASELINE_BUILD adds that build's SQLite and PostgreSQL + Redis
// (1 worker) rows, the builds taking turns BENCH_ROUNDS times (default 1): before and after
// against the same run's bare server.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const capAt = process.argv.indexOf('--cap');
const CAP = capAt >= 0 ? Number(process.argv[capAt + 1]) : null;
const ARGS = capAt >= 0 ? process.argv.filter((_, i) => i !== capAt && i !== capAt + 1) : process.argv;
const SIZES = (ARGS[2] ?? (CAP ? '10000' : '10000,1000000,10000000')).split(',').map(Number);
const SECONDS = Number(ARGS[3] ?? 8);
const PATTERNS = (ARGS[4] ?? (CAP ? 'uniform' : 'uniform,zipf')).split(',') as Array<'uniform' | 'zipf'>;
const BASELINE = process.env.BENCH_BASELINE_BUILD ? resolve(process.env.BENCH_BASELINE_BUILD) : null;
const CONNECTIONS = 64;
const PG = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** This build's rows, then the baseline's (labelled with its commit) where one is named. */
const BUILDS = [{ suffix: '', root: process.cwd() }, ...(BASELINE ? [{ suffix: ` (baseline ${commitOf(BASELINE)})`, root: BASELINE }] : [])];

interface Row {
  setup: string;
  links: number;
  pattern: string;
  requestsPerSecond: number;
  p99: number;
  cpuUs: number;
  /** Of `cpuUs`, the servers' own processes and threads (the rest is PostgreSQL and Redis). */
  serverUs: number;
  redirects: number;
  /** Resident memory of the servers' processes as the load ends. */
  rssMb: number;
  /** Clicks the store holds after a graceful stop, and the redirects served (warm-up included); null where nothing records clicks. */
  recorded: Recorded | null;
}

interface Servers {
  ports: number[];
  children: ChildProcess[];
  /** Processes whose CPU counts: servers with their descendants, Redis, PostgreSQL backends. */
  pids(): Promise<number[]>;
}

interface Recorded {
  clicks: number;
  served: number;
}

/** Every served redirect is a stored click; the warm-up and the timed run may each end with requests in flight that were served and recorded but not counted. */
function allRecorded({ clicks, served }: Recorded): boolean {
  return clicks - served >= 0 && clicks - served <= 2 * CONNECTIONS;
}

function clicksCell(recorded: Recorded | null): string {
  if (!recorded) return 'n/a';
  const counts = `${recorded.clicks.toLocaleString('en')} / ${recorded.served.toLocaleString('en')}`;
  return allRecorded(recorded) ? `all (${counts})` : `FAILED (${counts})`;
}

const rows: Row[] = [];

/** A build's PostgreSQL + Redis setup in `sizeRun`: its own database, Redis prefix and profiler. */
interface PgBuild {
  suffix: string;
  root: string;
  store: Store;
  extra: () => Promise<number[]>;
  env: Record<string, string>;
  profiler: Profiler | undefined;
}

/** Where PostgreSQL and Redis spent their time in one row: statement totals, command counts. */
interface Profile {
  setup: string;
  links: number;
  pattern: string;
  redirects: number;
  /** Null when PostgreSQL does not preload pg_stat_statements. */
  statements: Array<{ query: string; calls: number; rows: number; ms: number }> | null;
  commands: Array<{ command: string; calls: number; usec: number }>;
}
const profiles: Profile[] = [];

/** Resets and reads pg_stat_statements (when the server preloads it) and Redis's command stats. */
interface Profiler {
  reset(): Promise<void>;
  read(): Promise<Pick<Profile, 'statements' | 'commands'>>;
}

/** A Redis of the benchmark's own, so its CPU and command counts belong to this run alone. */
async function startRedis(): Promise<{ url: string; child: ChildProcess } | null> {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().includes('PONG')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, child };
}

/** Where a capped instance's process goes: a cgroup of its own with `cap` of a core; null when neither cgroup version offers the cpu controller. */
function cappedGroup(name: string, cap: number): string | null {
  const period = 100_000;
  if (existsSync('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')) {
    const dir = `/sys/fs/cgroup/cpu/${name}`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/cpu.cfs_period_us`, String(period));
    writeFileSync(`${dir}/cpu.cfs_quota_us`, String(Math.round(cap * period)));
    return dir;
  }
  if (existsSync('/sys/fs/cgroup/cgroup.controllers') && /\bcpu\b/.test(readFileSync('/sys/fs/cgroup/cgroup.controllers', 'utf8'))) {
    const dir = `/sys/fs/cgroup/${name}`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/cpu.max`, `${Math.round(cap * period)} ${period}`);
    return dir;
  }
  return null;
}

const groups: string[] = [];

async function startServers(count: number, env: Record<string, string>, extraPids: () => Promise<number[]>, root = process.cwd(), cap: number | null = null): Promise<Servers> {
  const ports: number[] = [];
  const children: ChildProcess[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const child = spawn(process.execPath, [...SERVER_FLAGS, join(root, 'dist/server.js')], {
      cwd: root,
      env: { ...process.env, ...SERVER_ENV, ...CLICK_BENCH_ENV, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', BASE_URL: `http://127.0.0.1:${port}`, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (cap !== null) {
      // Before it loads anything: every thread it starts later is in the group too.
      const group = cappedGroup(`bench-cluster-${process.pid}-${i}`, cap)!;
      writeFileSync(`${group}/cgroup.procs`, String(child.pid));
      groups.push(group);
    }
    await waitForHttp(port, child);
    ports.push(port);
    children.push(child);
  }
  return { ports, children, pids: async () => [...children.flatMap((child) => processTree(child.pid!)), ...(await extraPids())] };
}

/** Load spread evenly over the servers' ports at once, as a load balancer would. */
async function loadAll(servers: Servers, links: number, pick: () => number, seconds: number): Promise<autocannon.Result[]> {
  const share = Math.max(1, Math.floor(CONNECTIONS / servers.ports.length));
  return Promise.all(servers.ports.map((port) => loadSlugs({ port, links, connections: share, seconds, pick })));
}

/**
 * Sets that fit the 100,000-link cache are warmed whole: every link visited `passes` times on
 * every instance (node:cluster workers behind one port each see a share of the visits, so they
 * get four passes); larger ones get 2 s of the run's own load.
 */
async function warmUp(servers: Servers, links: number, pick: () => number, passes: number): Promise<autocannon.Result[]> {
  if (links > 100_000) return loadAll(servers, links, pick, 2);
  return Promise.all(servers.ports.map((port) => loadSlugs({ port, links, connections: CONNECTIONS, sequential: true, amount: links * passes })));
}

/** CPU seconds of each process now. */
async function cpuNow(servers: Servers): Promise<Map<number, number>> {
  return new Map((await servers.pids()).map((pid) => [pid, cpuSeconds(pid)]));
}

/**
 * Waits for the work a load left behind: the click log folded (builds with one, ADR 1005),
 * then a second in which the servers, PostgreSQL and Redis together use under 1 % of a core.
 * So a build that defers work past the window is charged for it.
 */
async function settle(servers: Servers, store: Store | null, maxMs = 30_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (store && Date.now() < deadline && !(await logEmpty(store))) await new Promise((resolve) => setTimeout(resolve, 200));
  const total = async () => [...(await cpuNow(servers)).values()].reduce((sum, value) => sum + value, 0);
  let last = await total();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await total();
    if (now - last < 0.01) return;
    last = now;
  }
}

/**
 * The benchmark's own connections to a database it measures, named so that their backends are
 * left out of the CPU: polling an emptied click log reads its dead rows until a vacuum, about a
 * millisecond a poll, which counted 0.7 to 1.3 µs a redirect against PostgreSQL (2026-12-02).
 */
const OBSERVER = 'bench-observer';

function observed(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}application_name=${OBSERVER}`;
}

/** The PostgreSQL backends serving the servers under test: every connection to `database` but the benchmark's own. */
async function serverBackends(admin: Store, database: string): Promise<number[]> {
  const result = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = ${database} and application_name is distinct from ${OBSERVER}`.execute(admin.db);
  return result.rows.map((row) => Number(row.pid));
}

async function logEmpty(store: Store): Promise<boolean> {
  try {
    const row = await store.db.selectFrom('click_log').select('link_id').limit(1).executeTakeFirst();
    return row === undefined;
  } catch {
    // A build without the click log.
    return true;
  }
}

async function measure(setup: string, links: number, pattern: string, servers: Servers, store: Store | null, passes = 1, profiler?: Profiler): Promise<void> {
  const pick = pattern === 'zipf' ? zipfPicker(links) : () => Math.floor(Math.random() * links);
  const warm = await warmUp(servers, links, pick, passes);
  await settle(servers, store);
  await profiler?.reset();
  const ledger = await startCpuLedger(() => servers.pids());
  const results = await loadAll(servers, links, pick, SECONDS);
  const rssMb = servers.children.flatMap((child) => processTree(child.pid!)).reduce((sum, pid) => sum + residentMb(pid).rss, 0);
  await settle(servers, store);
  const spent = await ledger.stop();
  const used = (pid: number) => spent.get(pid) ?? 0;
  const cpu = [...spent.values()].reduce((sum, seconds) => sum + seconds, 0);
  const redirects = results.reduce((sum, result) => sum + redirectsServed(result), 0);
  // The servers' own share (their processes and threads); the rest is PostgreSQL and Redis.
  const serverPids = new Set(servers.children.flatMap((child) => processTree(child.pid!)));
  const serverCpu = [...serverPids].reduce((sum, pid) => sum + used(pid), 0);
  const requestsPerSecond = results.reduce((sum, result) => sum + result.requests.average, 0);
  const p99 = Math.max(...results.map((result) => result.latency.p99));
  // Read after the window's clicks are written and folded, before the graceful stop.
  if (profiler) profiles.push({ setup, links, pattern, redirects, ...(await profiler.read()) });
  await Promise.all(servers.children.map((child) => stopServer(child)));
  let recorded: Recorded | null = null;
  if (store) {
    // Both runs' clicks are in the store; each timed run may end with requests in flight.
    const served = redirects + warm.reduce((sum, result) => sum + redirectsServed(result), 0);
    recorded = { clicks: await clicksIn(store), served };
  }
  rows.push({ setup, links, pattern, requestsPerSecond, p99, cpuUs: (cpu * 1e6) / Math.max(1, redirects), serverUs: (serverCpu * 1e6) / Math.max(1, redirects), redirects, rssMb, recorded });
  console.log(setup, links, pattern, Math.round(requestsPerSecond), 'req/s', ((cpu * 1e6) / Math.max(1, redirects)).toFixed(0), 'µs CPU/redirect');
}

async function clicksIn(store: Store): Promise<number> {
  const row = await store.db.selectFrom('clicks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function resetClicks(store: Store): Promise<void> {
  for (const table of ['clicks', 'click_daily', 'click_daily_dimensions', 'click_daily_recent', 'click_daily_dimensions_recent', 'daily_visitors'] as const) await store.db.deleteFrom(table).execute();
  await store.db.deleteFrom('click_log').execute().catch(() => undefined);
  await store.db.updateTable('links').set({ total_clicks: 0, unique_clicks: 0, bot_clicks: 0, last_clicked_at: null }).where('total_clicks', '>', 0).execute();
}

async function sizeRun(links: number): Promise<void> {
  for (const pattern of PATTERNS) {
    const port = await freePort();
    const bare = await startBareServer(port, links);
    await measure('baseline: bare node:http 302', links, pattern, { ports: [port], children: [bare], pids: async () => [bare.pid!] }, null);
  }

  const dir = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  const sqlite = [];
  for (const [i, build] of BUILDS.entries()) {
    const url = `sqlite:${join(dir, `links-${i}.db`)}`;
    sqlite.push({ ...build, url, store: await seedFor(url, build.root, links) });
  }
  // The builds take turns going first, round by round.
  const inTurn = <T>(builds: T[], round: number): T[] => (round % 2 === 1 ? [...builds].reverse() : builds);
  for (let round = 0; round < ROUNDS; round++) {
    for (const build of inTurn(sqlite, round)) {
      for (const pattern of PATTERNS) {
        await resetClicks(build.store);
        const servers = await startServers(1, { DATABASE_URL: build.url, REDIS_URL: '' }, async () => [], build.root);
        await measure(`SQLite, 1 process${build.suffix}`, links, pattern, servers, build.store);
      }
    }
  }
  for (const build of sqlite) await build.store.close();
  rmSync(dir, { recursive: true, force: true });

  const redis = await startRedis();
  const admin = openStore(PG, { poolSize: 1 });
  const names: string[] = [];
  try {
    const pg: PgBuild[] = [];
    for (const [i, build] of BUILDS.entries()) {
      const name = `bench_cluster_${process.pid}_${links}_${i}`;
      names.push(name);
      await sql`create database ${sql.id(name)}`.execute(admin.db);
      const url = PG.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
      const store = await seedFor(url, build.root, links);
      const backends = () => serverBackends(admin, name);
      const extra = async () => [...(redis ? [redis.child.pid!] : []), ...(await backends())];
      const env = { DATABASE_URL: url, REDIS_URL: redis?.url ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: name };
      pg.push({ ...build, store, extra, env, profiler: await createProfiler(admin, name, redis?.url ?? null) });
    }
    const run = async (build: PgBuild, setup: string, count: number, workers: '1' | '2') => {
      for (const pattern of PATTERNS) {
        await resetClicks(build.store);
        const servers = await startServers(count, { ...build.env, WORKERS: workers }, build.extra, build.root);
        await measure(`${setup}${build.suffix}`, links, pattern, servers, build.store, workers === '2' ? 4 : 1, build.profiler);
      }
    };
    for (let round = 0; round < ROUNDS; round++) for (const build of inTurn(pg, round)) await run(build, 'PostgreSQL + Redis, 1 worker', 1, '1');
    await run(pg[0]!, 'PostgreSQL + Redis, 2 workers', 1, '2');
    await run(pg[0]!, 'PostgreSQL + Redis, 2 instances', 2, '1');
    for (const build of pg) await build.store.close();
  } finally {
    for (const name of names) await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await admin.close();
    redis?.child.kill('SIGTERM');
  }
}

async function createProfiler(admin: Store, database: string, redisUrl: string | null): Promise<Profiler | undefined> {
  const available = await sql`create extension if not exists pg_stat_statements`.execute(admin.db).then(
    async () => (await sql`select 1 from pg_stat_statements limit 1`.execute(admin.db).then(() => true, () => false)),
    () => false,
  );
  if (!available) console.warn('pg_stat_statements is not preloaded (shared_preload_libraries): no statement profile');
  const redisCli = (...args: string[]) => (redisUrl ? spawnSync('redis-cli', ['-u', redisUrl, ...args], { encoding: 'utf8' }).stdout : '');
  return {
    async reset() {
      if (available) await sql`select pg_stat_statements_reset()`.execute(admin.db);
      redisCli('config', 'resetstat');
    },
    async read() {
      const statements = available
        ? (
            await sql<{ query: string; calls: number; rows: number; ms: number }>`
              select s.query, s.calls::float8 as calls, s.rows::float8 as rows, s.total_exec_time as ms
              from pg_stat_statements s join pg_database d on d.oid = s.dbid
              where d.datname = ${database} order by s.total_exec_time desc limit 8`.execute(admin.db)
          ).rows
        : null;
      const commands = [...redisCli('info', 'commandstats').matchAll(/^cmdstat_(\w+):calls=(\d+),usec=(\d+)/gm)]
        .map(([, command, calls, usec]) => ({ command: command!, calls: Number(calls), usec: Number(usec) }))
        .sort((a, b) => b.usec - a.usec)
        .slice(0, 6);
      return { statements, commands };
    },
  };
}

/** A statement's first words, enough to tell which query it is. */
const shortQuery = (query: string) => query.replace(/\s+/g, ' ').replace(/\(\$\d+(, \$\d+)*\)(, \(\$\d+(, \$\d+)*\))+/g, '(...), ...').slice(0, 90);

function profileReport(): string {
  return profiles
    .map((p) => {
      const per = (total: number) => (total / Math.max(1, p.redirects)).toFixed(1);
      const statements = (p.statements ?? []).map((s) => `| \`${shortQuery(s.query).replace(/\|/g, '\\|')}\` | ${s.calls} | ${s.rows} | ${Math.round(s.ms)} | ${per(s.ms * 1000)} |`);
      const commands = p.commands.map((c) => `| Redis \`${c.command.toUpperCase()}\` | ${c.calls} | | ${Math.round(c.usec / 1000)} | ${per(c.usec)} |`);
      const unprofiled = p.statements === null ? '\n\nPostgreSQL statements not profiled: its server does not preload `pg_stat_statements` (`shared_preload_libraries`).' : '';
      return `#### ${p.setup}, ${p.links.toLocaleString('en')} links, ${p.pattern} (${p.redirects} redirects in the timed window)\n\n| statement or command | calls | rows | total ms | µs per redirect |\n|---|---:|---:|---:|---:|\n${[...statements, ...commands].join('\n')}${unprofiled}`;
    })
    .join('\n\n');
}

/** A database of `links` links in the schema of the build at `root` (its own migrations: builds differ). */
async function seedFor(url: string, root: string, links: number): Promise<Store> {
  const { openStore: open } = (await import(join(root, 'dist/platform/db/db.js'))) as { openStore: typeof openStore };
  const { migrateToLatest: migrate } = (await import(join(root, 'dist/platform/db/migrate.js'))) as { migrateToLatest: typeof migrateToLatest };
  const built = open(url);
  await migrate(built);
  await built.close();
  // The benchmark's own connection, left out of the CPU (a SQLite path takes no parameters).
  const store = openStore(url.startsWith('sqlite:') ? url : observed(url));
  await seedLinks(store, links);
  return store;
}

const capRows: Array<{ build: string; instances: number; requestsPerSecond: number; cpuUs: number; recorded: Recorded | null }> = [];

/** 1, 2 and 3 instances, each capped at `cap` of a core, on PostgreSQL + Redis; this build and the baseline's, alternating. */
async function capRun(links: number, cap: number): Promise<boolean> {
  const probe = cappedGroup(`bench-cluster-${process.pid}-probe`, cap);
  if (!probe) {
    console.warn('--cap: neither cgroup v1 (/sys/fs/cgroup/cpu) nor cgroup v2 offers the cpu controller here; skipped');
    return false;
  }
  rmdirSync(probe);
  const redis = await startRedis();
  const admin = openStore(PG, { poolSize: 1 });
  const builds = [{ label: 'this build', root: process.cwd() }, ...(BASELINE ? [{ label: `baseline (${commitOf(BASELINE)})`, root: BASELINE }] : [])];
  const names: string[] = [];
  try {
    const prepared = [];
    for (const [i, build] of builds.entries()) {
      const name = `bench_cap_${process.pid}_${i}`;
      names.push(name);
      await sql`create database ${sql.id(name)}`.execute(admin.db);
      const url = PG.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
      prepared.push({ ...build, name, url, store: await seedFor(url, build.root, links) });
    }
    for (const instances of [1, 2, 3]) {
      // The builds take turns going first.
      for (const build of instances % 2 === 0 ? [...prepared].reverse() : prepared) {
        await resetClicks(build.store);
        const backends = () => serverBackends(admin, build.name);
        const extra = async () => [...(redis ? [redis.child.pid!] : []), ...(await backends())];
        const env = { DATABASE_URL: build.url, REDIS_URL: redis?.url ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: build.name, WORKERS: '1' };
        const servers = await startServers(instances, env, extra, build.root, cap);
        await measure(`${build.label}, ${instances} × ${cap} core`, links, 'uniform', servers, build.store);
        const row = rows.at(-1)!;
        capRows.push({ build: build.label, instances, requestsPerSecond: row.requestsPerSecond, cpuUs: row.cpuUs, recorded: row.recorded });
        while (groups.length > 0) rmdirSync(groups.pop()!);
      }
    }
    for (const build of prepared) await build.store.close();
  } finally {
    for (const name of names) await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await admin.close();
    redis?.child.kill('SIGTERM');
  }
  return true;
}

function capReport(links: number, cap: number): string {
  const table = capRows
    .map((row) => {
      const one = capRows.find((r) => r.build === row.build && r.instances === 1)!;
      return `| ${row.build} | ${row.instances} | ${Math.round(row.requestsPerSecond)} | ${(row.requestsPerSecond / one.requestsPerSecond).toFixed(2)} | ${row.cpuUs.toFixed(0)} | ${(row.cpuUs / one.cpuUs).toFixed(2)} | ${clicksCell(row.recorded)} |`;
    })
    .join('\n');
  return `Command: \`npm run bench:cluster -- --cap ${cap}\`${BASELINE ? ` with \`BENCH_BASELINE_BUILD=${BASELINE}\`` : ''} (${links.toLocaleString('en')} links, uniform, ${SECONDS} s per row, ${CONNECTIONS} connections spread over the instances; PostgreSQL + Redis; each instance a process of its own in a cgroup of its own held to ${cap} of a core by \`cpu.cfs_quota_us\` (cgroup v2: \`cpu.max\`), its click writer thread included; PostgreSQL and Redis are not capped, and their CPU counts in "CPU µs / redirect" as in the rows above). ${CLICK_BENCH_NOTE}
Machine: ${machineNote()}.

| build | instances | requests/s | × 1 instance | CPU µs / redirect | × 1 instance | clicks stored / redirects served |
|---|---:|---:|---:|---:|---:|---|
${table}`;
}


async function main(): Promise<void> {
  if (CAP !== null) {
    const links = SIZES[0]!;
    if (await capRun(links, CAP)) {
      const report = capReport(links, CAP);
      console.log(report);
      writeBenchmarkSection('Cluster, capped instances', report);
    }
    return;
  }
  for (const links of SIZES) await sizeRun(links);
  const bare = new Map(rows.filter((row) => row.setup.startsWith('baseline')).map((row) => [`${row.links}|${row.pattern}`, row]));
  const table = rows
    .map((row) => {
      const base = bare.get(`${row.links}|${row.pattern}`);
      const ratio = base ? (row.cpuUs / base.cpuUs).toFixed(1) : '';
      return `| ${row.setup} | ${row.links.toLocaleString('en')} | ${row.pattern} | ${Math.round(row.requestsPerSecond)} | ${row.p99} | ${row.cpuUs.toFixed(0)} | ${row.serverUs.toFixed(0)} | ${ratio} | ${Math.round(row.rssMb)} | ${clicksCell(row.recorded)} |`;
    })
    .join('\n');
  const baseline = BASELINE ? ` with \`BENCH_BASELINE_BUILD=<${commitOf(BASELINE)}, built>\` and \`BENCH_ROUNDS=${ROUNDS}\`` : '';
  const report = `Command: \`npm run bench:cluster -- ${SIZES.join(',')} ${SECONDS} ${PATTERNS.join(',')}\`${baseline} (${CONNECTIONS} connections spread over the instances, a desktop browser's User-Agent, ${SECONDS} s per row after a warm-up that visits every link once on each instance (four times behind a port shared by two workers) where they fit the 100,000-link cache, else 2 s of load; uniform random or Zipf (exponent 1) over the seeded links; clicks recorded throughout).
${CLICK_BENCH_NOTE} CPU per redirect is utime + stime read from /proc from the start of the timed window until its clicks are written and folded (the click log empty, then a second under 1 % of a core), every 200 ms so that a PostgreSQL backend closed in the window keeps what it used, summed over the server processes with every thread and worker process, the PostgreSQL backends of the benchmark's database and the benchmark's own Redis server, divided by the redirects served ("of it, the servers": their processes and threads alone, the rest being PostgreSQL and Redis); "× bare" divides it by the bare server's figure for the same links and pattern. "RSS" sums the servers' processes (every worker, the primary) as the timed load ends. "Clicks" compares the rows the store holds after a graceful stop with the redirects the load generator counted (the warm-up and the timed run may each end with up to ${CONNECTIONS} requests in flight that were served and recorded but not counted).
Machine: ${machineNote()}.

| setup | links | pattern | requests/s | p99 ms | CPU µs / redirect | of it, the servers | × bare | RSS MB as the load ends | clicks stored / redirects served |
|---|---:|---|---:|---:|---:|---:|---:|---:|---|
${table}`;
  console.log(report);
  writeBenchmarkSection('Cluster', report);
  if (profiles.length > 0) {
    const profile = `Where PostgreSQL and Redis spend their time in each PostgreSQL + Redis row of the run above: \`pg_stat_statements\` (reset after the warm-up's clicks are folded, read once the timed window's are, before the graceful stop) and Redis \`INFO commandstats\` of the benchmark's own Redis, over the same window. Time is the server's own execution time, not the CPU of the client.\n\n${profileReport()}`;
    writeBenchmarkSection('Cluster: PostgreSQL and Redis time per redirect', profile);
  }
  if (rows.some((row) => row.recorded && !allRecorded(row.recorded))) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
