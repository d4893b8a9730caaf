import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../src/modules/accounts/tokens.service.js';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { openStore } from '../../src/platform/db/db.js';
import { freePort, startServer } from '../helpers/processes.js';
import { openSse } from '../helpers/sse.js';

const dir = mkdtempSync(join(tmpdir(), 'live-shutdown-'));

describe('graceful shutdown with live click streams open', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('ends the open streams and exits promptly on SIGTERM', async () => {
    const databaseUrl = `sqlite:${join(dir, 'db.sqlite')}`;
    const store = openStore(databaseUrl);
    await migrateToLatest(store);
    const user = await createUser(store.db, { email: 'live@example.com', password: 'correct horse battery', plan: 'pro' });
    const { token } = await createApiToken(store.db, user.id, 'live', ['analytics:read']);
    await store.close();
    const server = await startServer(await freePort(), { DATABASE_URL: databaseUrl, REDIS_URL: '' });
    const streams = [await openSse(`${server.base}/api/v1/clicks/live`, { authorization: `Bearer ${token}` }), await openSse(`${server.base}/api/v1/clicks/live`, { authorization: `Bearer ${token}` })];
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);
    const started = Date.now();
    expect(await server.stop('SIGTERM')).toBe(0);
    await Promise.all(streams.map((stream) => stream.ended));
    // Without ending them, the close waited for the streams until the 15 s forced exit (code 1).
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 60_000);
});
