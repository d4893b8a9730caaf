import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiToken } from '../src/modules/accounts/tokens.service.js';
import { createUser } from '../src/modules/accounts/users.service.js';
import { openStore } from '../src/platform/db/db.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { loadSlugs, redirectsServed, stopServer, waitForHttp } from './lib/load.js';
import { machineNote, writeBenchmarkSection } from './lib/report.js';
import { seedLinks } from './lib/seed.js';

// npm run bench:write-contention [-- LINKS WRITES]
// API writes on SQLite while the click writer's thread is kept busy by redirect load (ADR 0104).
const LINKS = Number(process.argv[2] ?? 1_000_000);
const WRITES = Number(process.argv[3] ?? 50);
const WRITE_GAP_MS = 150;
const CONNECTIONS = 64;

interface WriteStats {
  latencies: number[];
  failures: string[];
}

async function timedWrites(base: string, token: string, label: string): Promise<WriteStats> {
  const stats: WriteStats = { latencies: [], failures: [] };
  for (let i = 0; i < WRITES; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/links`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ destination_url: `https://example.com/${label}/${i}`, tags: [label] }),
    });
    stats.latencies.push(performance.now() - started);
    if (res.status !== 201) stats.failures.push(`${res.status} ${(await res.text()).slice(0, 120)}`);
    await new Promise((resolve) => setTimeout(resolve, WRITE_GAP_MS));
  }
  return stats;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

function row(phase: string, stats: WriteStats, redirects: string): string {
  const { latencies, failures } = stats;
  const ms = (value: number) => value.toFixed(1);
  return `| ${phase} | ${latencies.length} | ${ms(percentile(latencies, 0.5))} | ${ms(percentile(latencies, 0.99))} | ${ms(Math.max(...latencies))} | ${failures.length} | ${redirects} |`;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-writes-'));
  const url = `sqlite:${join(dir, 'links.db')}`;
  const store = openStore(url);
  await migrateToLatest(store);
  await seedLinks(store, LINKS);
  const user = await createUser(store.db, { email: 'bench@example.com', password: 'bench password', plan: 'business' });
  const { token } = await createApiToken(store.db, user.id, 'bench', 'links:read,links:write');
  await store.close();

  const port = 4600 + Math.floor(Math.random() * 100);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', BASE_URL: base, DATABASE_URL: url, REDIS_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHttp(port, server);
    const quiet = await timedWrites(base, token, 'quiet');
    const seconds = Math.ceil((WRITES * (WRITE_GAP_MS + 50)) / 1000) + 4;
    const load = loadSlugs({ port, links: LINKS, connections: CONNECTIONS, seconds });
    // Two seconds in, the click writer's thread is writing batches back to back.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const busy = await timedWrites(base, token, 'busy');
    const result = await load;
    const failures = [...quiet.failures, ...busy.failures];
    const report = `Command: \`npm run bench:write-contention -- ${LINKS} ${WRITES}\` (SQLite, ${LINKS.toLocaleString('en')} links seeded; ${WRITES} \`POST /api/v1/links\` one after another, ${WRITE_GAP_MS} ms apart, first on an idle server, then during ${seconds} s of random redirects over every link with ${CONNECTIONS} connections, whose clicks keep the writer thread busy).
Machine: ${machineNote()}.

| phase | writes | p50 ms | p99 ms | max ms | failed | redirects during the phase |
|---|---:|---:|---:|---:|---:|---|
${row('idle server', quiet, '—')}
${row('under redirect load', busy, `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${redirectsServed(result)} served`)}
${failures.length > 0 ? `\nFailures: ${failures.slice(0, 5).join('; ')}` : ''}`;
    console.log(report);
    writeBenchmarkSection('API writes under click load (SQLite)', report);
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
