import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/platform/db/db.js';
import { freePort, startServer } from '../helpers/processes.js';
import { createTestStore, postgresUrl, redisUrl } from '../helpers/stores.js';

const dir = mkdtempSync(join(tmpdir(), 'shutdown-'));
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0';
const PG = postgresUrl();
const REDIS = redisUrl();

describe('graceful shutdown', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('flushes buffered clicks on SIGTERM before exiting', async () => {
    const databaseUrl = `sqlite:${join(dir, 'db.sqlite')}`;
    const PORT = await freePort();
    // Vitest sets BASE_URL=/ in process.env, so it is given explicitly. A long flush interval: every click below is still in the buffer when SIGTERM arrives.
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', BASE_URL: `http://127.0.0.1:${PORT}`, DATABASE_URL: databaseUrl, CLICK_FLUSH_MS: '60000', LOG_LEVEL: 'info', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const base = `http://127.0.0.1:${PORT}`;
    for (let i = 0; i < 300; i++) {
      if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const created = await fetch(`${base}/api/shorten`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: 'https://example.com/bye' }) });
    const { slug } = (await created.json()) as { slug: string };
    for (let i = 0; i < 25; i++) {
      const res = await fetch(`${base}/${slug}`, { redirect: 'manual', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' } });
      expect(res.status).toBe(302);
    }
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The shutdown ran to its end rather than the process running out of work halfway.
    expect(output).toContain('stopped; pending clicks flushed');

    const store = openStore(databaseUrl);
    const row = await store.db.selectFrom('links').select('total_clicks').where('slug', '=', slug).executeTakeFirstOrThrow();
    const clicks = await store.db.selectFrom('clicks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await store.close();
    expect(row.total_clicks).toBe(25);
    expect(Number(clicks.n)).toBe(25);
  }, 60_000);

  it('shuts down gracefully when the `npm start` it runs under gets SIGTERM (as a process manager sends it)', async () => {
    // `npm start` runs the built server (`npm install` builds it). npm passes SIGTERM to its
    // child; a shell between npm and node would take it and leave node running, orphaned.
    const PORT = await freePort();
    const base = `http://127.0.0.1:${PORT}`;
    const npm = spawn('npm', ['start', '--silent'], {
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', BASE_URL: base, DATABASE_URL: `sqlite:${join(dir, 'npm-start.sqlite')}`, LOG_LEVEL: 'info', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let i = 0; i < 300; i++) {
      if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The log line is written after listen: /healthz may answer before it reaches the pipe.
    for (let i = 0; i < 50 && !output.includes('"msg":"serving"'); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(output).toContain('"msg":"serving"');
    const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
    npm.kill('SIGTERM');
    await exited;
    for (let i = 0; i < 100 && !output.includes('stopped; pending clicks flushed'); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(output).toContain('stopped; pending clicks flushed');
    expect(await fetch(`${base}/healthz`).then(() => 'still serving', () => 'closed')).toBe('closed');
  }, 60_000);

  it.skipIf(!PG || !REDIS)('writes every click served until SIGTERM from the Redis stream before exiting', async () => {
    const testStore = await createTestStore('postgres');
    try {
      const server = await startServer(await freePort(), {
        DATABASE_URL: `${PG}?options=-c%20search_path%3D${testStore.searchPath}`,
        REDIS_URL: REDIS!,
        REDIS_PREFIX: `shutdown-${randomBytes(4).toString('hex')}`,
      });
      const created = await fetch(`${server.base}/api/shorten`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"url":"https://example.com/bye"}' });
      const { slug } = (await created.json()) as { slug: string };
      let served = 0;
      let stopped = false;
      // Redirects keep arriving while the instance shuts down, so its stream reader is mid-read.
      const visitor = async () => {
        while (!stopped) {
          const res = await fetch(`${server.base}/${slug}`, { redirect: 'manual', headers: { 'user-agent': FIREFOX } }).catch(() => null);
          if (res?.status === 302) served++;
          else if (!res) return;
        }
      };
      const visitors = Array.from({ length: 8 }, visitor);
      while (served < 200) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await server.stop('SIGTERM')).toBe(0);
      stopped = true;
      await Promise.all(visitors);
      const row = await testStore.store.db.selectFrom('links').select('total_clicks').where('slug', '=', slug).executeTakeFirstOrThrow();
      expect(row.total_clicks).toBe(served);
    } finally {
      await testStore.drop();
    }
  }, 90_000);
});
