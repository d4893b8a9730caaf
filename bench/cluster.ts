import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { sql } from 'kysely';
import { openStore } from '../src/platform/db/db.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { loadSlugs, redirectsServed, startBareServer, stopServer, waitForHttp } from './lib/load.js';
import { machineNote, writeBenchmarkSection } from './lib/report.js';
import { seedLinks } from './lib/seed.js';

// npm run bench:cluster [-- SIZES SECONDS]   e.g. -- 10000,10000000 10
// PostgreSQL from BENCH_POSTGRES_URL or TEST_DATABASE_URL; Redis from REDIS_URL.
const SIZES = (process.argv[2] ?? '10000,10000000').split(',').map(Number);
const SECONDS = Number(process.argv[3] ?? 10);
const CONNECTIONS = 64;
const PG = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Row {
  setup: string;
  links: number;
  result: autocannon.Result;
}

async function measure(env: Record<string, string>, links: number): Promise<autocannon.Result> {
  const port = 4800 + Math.floor(Math.random() * 100);
  const server = spawn(process.execPath, ['dist/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', BASE_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHttp(port, server);
  // Sets that fit the 100,000-slug cache are warmed completely; larger ones stay mostly cold.
  if (links <= 100_000) await loadSlugs({ port, links, connections: CONNECTIONS, sequential: true });
  else await loadSlugs({ port, links, connections: CONNECTIONS, seconds: 2 });
  const result = await loadSlugs({ port, links, connections: CONNECTIONS, seconds: SECONDS });
  await stopServer(server);
  return result;
}

/** The same load against bare-302.mjs: what the load generator allows on this machine. */
async function measureBaseline(links: number): Promise<autocannon.Result> {
  const port = 4900 + Math.floor(Math.random() * 100);
  const bare = await startBareServer(port, links);
  await loadSlugs({ port, links, connections: CONNECTIONS, seconds: 2 });
  const result = await loadSlugs({ port, links, connections: CONNECTIONS, seconds: SECONDS });
  await stopServer(bare);
  return result;
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const links of SIZES) {
    rows.push({ setup: 'baseline: bare node:http 302', links, result: await measureBaseline(links) });
    const dir = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
    const sqliteUrl = `sqlite:${join(dir, 'links.db')}`;
    const sqliteStore = openStore(sqliteUrl);
    await migrateToLatest(sqliteStore);
    await seedLinks(sqliteStore, links);
    await sqliteStore.close();
    rows.push({ setup: 'SQLite, 1 process', links, result: await measure({ DATABASE_URL: sqliteUrl, REDIS_URL: '' }, links) });
    rmSync(dir, { recursive: true, force: true });

    const admin = openStore(PG, { poolSize: 1 });
    const name = `bench_cluster_${process.pid}_${links}`;
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    try {
      const url = PG.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
      const store = openStore(url);
      await migrateToLatest(store);
      await seedLinks(store, links);
      await store.close();
      const env = { DATABASE_URL: url, REDIS_URL: REDIS, REDIS_PREFIX: name };
      rows.push({ setup: 'PostgreSQL + Redis, 1 worker', links, result: await measure({ ...env, WORKERS: '1' }, links) });
      rows.push({ setup: 'PostgreSQL + Redis, 2 workers', links, result: await measure({ ...env, WORKERS: '2' }, links) });
    } finally {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.close();
    }
  }
  const table = rows
    .map(({ setup, links, result }) => `| ${setup} | ${links.toLocaleString('en')} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.non2xx - redirectsServed(result)} |`)
    .join('\n');
  const report = `Command: \`npm run bench:cluster -- ${SIZES.join(',')} ${SECONDS}\` (random slugs over all seeded links, ${CONNECTIONS} connections, ${SECONDS} s; sets up to 100,000 links are warmed by requesting every slug once, larger ones get a 2 s warm-up and mostly miss the 100,000-slug cache, reading the store; clicks recorded throughout).
Machine: ${machineNote()}.

| setup | links | requests/s | p50 ms | p99 ms | non-redirects |
|---|---:|---:|---:|---:|---:|
${table}`;
  console.log(report);
  writeBenchmarkSection('Cluster', report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
