import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/platform/db/db.js';

const dir = mkdtempSync(join(tmpdir(), 'shutdown-'));
const PORT = 4700 + Math.floor(Math.random() * 200);

describe('graceful shutdown', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('flushes buffered clicks on SIGTERM before exiting', async () => {
    const databaseUrl = `sqlite:${join(dir, 'db.sqlite')}`;
    // Vitest sets BASE_URL=/ in process.env, so it is given explicitly. A long flush interval: every click below is still in the buffer when SIGTERM arrives.
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', BASE_URL: `http://127.0.0.1:${PORT}`, DATABASE_URL: databaseUrl, CLICK_FLUSH_MS: '60000', LOG_LEVEL: 'warn', REDIS_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
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

    const store = openStore(databaseUrl);
    const row = await store.db.selectFrom('links').select('total_clicks').where('slug', '=', slug).executeTakeFirstOrThrow();
    const clicks = await store.db.selectFrom('clicks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await store.close();
    expect(row.total_clicks).toBe(25);
    expect(Number(clicks.n)).toBe(25);
  }, 60_000);
});
