import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { stopServer, waitForHttp } from './lib/load.js';
import { cpuOf } from './lib/proc.js';
import { commitOf, machineNote, writeBenchmarkSection } from './lib/report.js';
import { SERVER_ENV, SERVER_FLAGS } from './lib/server.js';

// npm run bench:api [-- SECONDS CONNECTIONS]
// CPU per authenticated /api/v1 call (create a link, list links) of this build, and of
// BENCH_BASELINE_BUILD=<checkout with dist/> alternating with it BENCH_ROUNDS times: each call
// pays the bearer-token lookup, which since ADR 1001 also reads the workspace and the role.
const [SECONDS = 8, CONNECTIONS = 16] = process.argv.slice(2).map(Number);
const BASELINE = process.env.BENCH_BASELINE_BUILD ? resolve(process.env.BENCH_BASELINE_BUILD) : null;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);

interface Run {
  server: string;
  createMicros: number;
  creates: number;
  listMicros: number;
  lists: number;
}

type Modules = {
  openStore: (url: string) => { db: { updateTable: (t: string) => { set: (v: object) => { execute: () => Promise<unknown> } } }; close: () => Promise<void> };
  migrateToLatest: (store: unknown) => Promise<unknown>;
  createUser: (db: unknown, input: object) => Promise<{ id: number }>;
  createApiToken: (db: unknown, userId: number, name: string, scopes: string) => Promise<{ token: string }>;
};



/** A database in the build's own schema with one Business account whose plan has no API rate or quota. */
async function seed(root: string, url: string): Promise<string> {
  const load = async <T>(path: string) => (await import(join(root, 'dist', path))) as T;
  const { openStore } = await load<Pick<Modules, 'openStore'>>('platform/db/db.js');
  const { migrateToLatest } = await load<Pick<Modules, 'migrateToLatest'>>('platform/db/migrate.js');
  const { createUser } = await load<Pick<Modules, 'createUser'>>('modules/accounts/users.service.js');
  const { createApiToken } = await load<Pick<Modules, 'createApiToken'>>('modules/accounts/tokens.service.js');
  const store = openStore(url);
  await migrateToLatest(store);
  await store.db.updateTable('plans').set({ api_requests_per_minute: null, links_per_month: null }).execute();
  const user = await createUser(store.db, { email: 'bench@example.com', password: 'correct horse battery', plan: 'business' });
  const { token } = await createApiToken(store.db, user.id, 'bench', 'links:read links:write');
  await store.close();
  return token;
}

async function load(port: number, token: string, options: { method: 'POST' | 'GET'; path: string; body?: string }): Promise<number> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${options.path}`,
    method: options.method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(options.body ? { body: options.body } : {}),
  });
  return result['2xx'];
}

async function appRun(label: string, root: string, port: number): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const url = `sqlite:${join(dir, 'bench.db')}`;
  const token = await seed(root, url);
  const app = spawn(process.execPath, [...SERVER_FLAGS, join(root, 'dist/server.js')], {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, LOG_LEVEL: 'warn', REDIS_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHttp(port, app);
  const create = { method: 'POST' as const, path: '/api/v1/links', body: JSON.stringify({ destination_url: 'https://example.com/bench' }) };
  const list = { method: 'GET' as const, path: '/api/v1/links?per_page=25' };
  await load(port, token, create);
  let before = cpuOf(app.pid!);
  const creates = await load(port, token, create);
  const createCpu = cpuOf(app.pid!) - before;
  before = cpuOf(app.pid!);
  const lists = await load(port, token, list);
  const listCpu = cpuOf(app.pid!) - before;
  await stopServer(app);
  rmSync(dir, { recursive: true, force: true });
  return { server: label, creates, lists, createMicros: (createCpu / Math.max(1, creates)) * 1e6, listMicros: (listCpu / Math.max(1, lists)) * 1e6 };
}

async function main(): Promise<void> {
  const runs: Run[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    runs.push(await appRun('this build', process.cwd(), 4911));
    if (BASELINE) runs.push(await appRun(`baseline build (${commitOf(BASELINE)})`, BASELINE, 4912));
  }
  const rows = runs.map((run) => `| ${run.server} | ${run.creates} | ${run.createMicros.toFixed(0)} | ${run.lists} | ${run.listMicros.toFixed(0)} |`);
  const body = [
    `\`npm run bench:api -- ${SECONDS} ${CONNECTIONS}\`${BASELINE ? ` with BENCH_BASELINE_BUILD (${commitOf(BASELINE)}), ${ROUNDS} alternating round(s)` : ''}; ${machineNote()}`,
    '',
    'SQLite, one Business token (no rate limit), each call authenticated. CPU is the server process tree over the timed window, per successful call.',
    '',
    '| server | links created | CPU per create (µs) | list calls | CPU per list of 25 (µs) |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(body);
  writeBenchmarkSection('API calls with a token: create and list (bench:api)', body);
}

await main();
