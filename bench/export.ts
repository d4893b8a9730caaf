// npm run bench:export -- [links]: streams every link of one account through
// GET /api/v1/links/export (CSV and JSON) from `node dist/server.js` on SQLite, and reports the
// time, the rows, and the server's resident memory before and at its peak during the export:
// the export reads in keyset batches, so the peak should not grow with the number of links.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createApiToken } from '../src/modules/accounts/tokens.service.js';
import { createUser } from '../src/modules/accounts/users.service.js';
import { personalWorkspaceOf } from '../src/modules/workspaces/index.js';
import { openStore } from '../src/platform/db/db.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { stopServer, waitForHttp } from './lib/load.js';
import { processTree, residentMb } from './lib/proc.js';
import { machineNote, writeBenchmarkSection } from './lib/report.js';
import { seedLinks } from './lib/seed.js';

const [LINKS = 1_000_000] = process.argv.slice(2).map(Number);
const PORT = 4930;

const rssOf = (pid: number) => processTree(pid).reduce((sum, p) => sum + residentMb(p).rss, 0);

async function seed(url: string): Promise<string> {
  const store = openStore(url);
  await migrateToLatest(store);
  await seedLinks(store, LINKS);
  const user = await createUser(store.db, { email: 'export@example.com', password: 'correct horse battery', plan: 'business' });
  const workspace = await personalWorkspaceOf(store.db, user.id);
  await sql`update links set workspace_id = ${workspace.id}`.execute(store.db);
  const { token } = await createApiToken(store.db, user.id, 'bench', 'links:read');
  await store.close();
  return token;
}

/** One export, read as it arrives (and thrown away), with the server's memory sampled meanwhile. */
async function exportOnce(pid: number, token: string, format: 'csv' | 'json') {
  let peak = rssOf(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/links/export?format=${format}`, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  clearInterval(sampler);
  return { format, status: res.status, seconds: (performance.now() - started) / 1000, mb: bytes / 2 ** 20, lines, peak };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-export-'));
  const url = `sqlite:${join(dir, 'bench.db')}`;
  const token = await seed(url);
  const server = spawn(process.execPath, ['dist/server.js'], { env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: url, LOG_LEVEL: 'warn', REDIS_URL: '' }, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForHttp(PORT, server);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = rssOf(server.pid!);
  const runs = [await exportOnce(server.pid!, token, 'csv'), await exportOnce(server.pid!, token, 'json')];
  await stopServer(server);
  rmSync(dir, { recursive: true, force: true });

  const rows = runs.map((r) => `| ${r.format} | ${r.status} | ${r.lines.toLocaleString('en')} | ${r.mb.toFixed(0)} | ${r.seconds.toFixed(1)} | ${Math.round(r.lines / r.seconds).toLocaleString('en')} | ${Math.round(idle)} | ${Math.round(r.peak)} |`);
  const report = `Command: \`npm run bench:export -- ${LINKS}\` (${LINKS.toLocaleString('en')} links of one account on SQLite, exported once as CSV and once as JSON through the API, read as they arrive).
Machine: ${machineNote()}.

| format | status | lines | MB | seconds | lines/s | server RSS before, MB | server RSS peak during, MB |
|---|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

Memory is the server's VmRSS, all threads, sampled every 50 ms. The export reads 500 links at a time and writes them only as fast as the client reads: what it holds is one batch, not the export.`;
  console.log(report);
  writeBenchmarkSection('Export', report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
