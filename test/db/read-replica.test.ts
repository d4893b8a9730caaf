import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/platform/db/db.js';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

// The replica is a snapshot of the primary that never catches up: the worst replication lag.
describe('DATABASE_READ_URL (a lagging read replica)', () => {
  const replicaPath = join(tmpdir(), `shortener-replica-${randomBytes(4).toString('hex')}.db`);
  let writer: TestApp;
  let app: TestApp;
  let replica: Store;
  let call: ReturnType<typeof client>;
  let link: { id: number; slug: string };

  beforeAll(async () => {
    writer = await buildTestApp('sqlite');
    const account = await createAccount(writer, 'pro');
    call = client(writer, account.token);
    link = (await call('POST', '/links', { destination_url: 'https://example.com/primary' })).json().data;
    await writer.store.sqlite!.backup(replicaPath);
    app = await buildTestApp('sqlite', { DATABASE_READ_URL: `sqlite:${replicaPath}` }, { shareStoreWith: writer });
    call = client(app, account.token);
    replica = openStore(`sqlite:${replicaPath}`);
  });
  afterAll(async () => {
    await replica?.close();
    await app?.close();
    await writer?.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(replicaPath + suffix, { force: true });
  });

  const visit = (slug: string) => app.http.inject({ method: 'GET', url: `/${slug}` });

  it('serves redirects from the replica', async () => {
    await replica.db.updateTable('links').set({ destination_url: 'https://example.com/replica' }).where('id', '=', link.id).execute();
    const res = await visit(link.slug);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.com/replica');
  });

  it('reads analytics from the replica', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await replica.db.insertInto('click_daily').values({ link_id: link.id, day: today, clicks: 7, uniques: 3 }).execute();
    const res = await call('GET', `/links/${link.id}/analytics`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.totals).toMatchObject({ clicks: 7, uniques: 3 });
  });

  it('stops redirecting at once when a link is disabled, though the replica still has it active', async () => {
    expect((await call('POST', `/links/${link.id}/disable`)).statusCode).toBe(200);
    expect((await visit(link.slug)).statusCode).toBe(404);
  });

  it('redirects a link created on another instance before the replica has it', async () => {
    const created = (await client(writer, (await createAccount(writer, 'pro')).token)('POST', '/links', { destination_url: 'https://example.com/new' })).json().data;
    const res = await visit(created.slug);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.com/new');
  });
});
