import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../src/platform/db/db.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { loadSlugs, redirectsServed as served, startBareServer, stopServer, waitForHttp } from './lib/load.js';
import { seedLinks } from './lib/seed.js';
import { machineNote, writeBenchmarkSection } from './lib/report.js';

// npm run bench:redirect [-- LINKS SECONDS CONNECTIONS]
const [LINKS = 10_000, SECONDS = 10, CONNECTIONS = 64] = process.argv.slice(2).map(Number);

async function seed(url: string): Promise<void> {
  const store = openStore(url);
  await migrateToLatest(store);
  await seedLinks(store, LINKS);
  await store.close();
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-redirect-'));
  const dbUrl = `sqlite:${join(dir, 'bench.db')}`;
  await seed(dbUrl);

  const barePort = 4900;
  const bare = await startBareServer(barePort, LINKS);
  await loadSlugs({ port: barePort, links: LINKS, connections: CONNECTIONS, sequential: true });
  const bareResult = await loadSlugs({ port: barePort, links: LINKS, connections: CONNECTIONS, seconds: SECONDS });
  await stopServer(bare);

  const appPort = 4901;
  const app = spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), 'dist/server.js'], {
    env: { ...process.env, PORT: String(appPort), HOST: '127.0.0.1', DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', REDIS_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHttp(appPort, app);
  const warm = await loadSlugs({ port: appPort, links: LINKS, connections: CONNECTIONS, sequential: true });
  const appResult = await loadSlugs({ port: appPort, links: LINKS, connections: CONNECTIONS, seconds: SECONDS });
  // Timed runs stop counting responses still in flight; a counted run checks click recording.
  const counted = await loadSlugs({ port: appPort, links: LINKS, connections: CONNECTIONS, amount: 20_000 });
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
  const recordedAll = expected > 0 && Number(row.n) >= expected && Number(row.n) <= expected + inFlightSlack;
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
