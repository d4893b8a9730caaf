import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decideReview, listPendingReview } from '../../src/modules/links/links.review.js';
import { createAccount, client } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

describe.each(DIALECTS)('rescans and review on %s', (dialect) => {
  let app: TestApp;
  let dir: string;
  let ip = 0;
  const shorten = async (url: string) =>
    (await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: `100.64.1.${++ip}`, payload: { url } })).json();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'threats-'));
    writeFileSync(join(dir, 'hosts.txt'), '# sample\nknown-bad.example\n');
    app = await buildTestApp(dialect, { THREAT_LIST_PATHS: dir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores a destination edit to a listed host as blocked, and a malformed one is still refused', async () => {
    const call = client(app, (await createAccount(app, 'pro')).token);
    const link = (await call('POST', '/links', { destination_url: 'https://fine.example/start' })).json().data;
    expect((await app.http.inject({ method: 'GET', url: `/${link.slug}` })).statusCode).toBe(302);
    const edited = await call('PATCH', `/links/${link.id}`, { destination_url: 'https://login.known-bad.example/x' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ status: 'blocked', destination_url: 'https://login.known-bad.example/x' });
    expect((await app.http.inject({ method: 'GET', url: `/${link.slug}` })).statusCode).toBe(451);
    const other = (await call('POST', '/links', { destination_url: 'https://fine.example/other' })).json().data;
    expect((await call('PATCH', `/links/${other.id}`, { destination_url: 'http://127.0.0.1/admin' })).statusCode).toBe(422);
  });

  it('refuses a listed host at creation', async () => {
    const res = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '100.64.2.1', payload: { url: 'https://login.known-bad.example/x' } });
    expect(res.statusCode).toBe(422);
  });

  it('blocks stored links when the lists change, and the short URL answers 451', async () => {
    const { slug } = await shorten('https://turned-bad.example/page');
    expect((await app.http.inject({ method: 'GET', url: `/${slug}` })).statusCode).toBe(302);
    writeFileSync(join(dir, 'fresh.txt'), 'turned-bad.example\n');
    expect(await app.scanner.reloadThreatLists()).toBe(true);
    // Watched through the short URL: the cached link is evicted after the status commits.
    await vi.waitFor(async () => expect((await app.http.inject({ method: 'GET', url: `/${slug}` })).statusCode).toBe(451), { timeout: 10_000, interval: 50 });
    const row = await app.store.db.selectFrom('links').select('status').where('slug', '=', slug).executeTakeFirstOrThrow();
    expect(row.status).toBe('blocked');
    const res = await app.http.inject({ method: 'GET', url: `/${slug}` });
    expect(res.statusCode).toBe(451);
    expect(res.headers.location).toBeUndefined();
  });

  it('lets an operator approve or block links under review', async () => {
    const { slug } = await shorten('https://waiting.example/');
    await app.store.db.updateTable('links').set({ status: 'pending_review' }).where('slug', '=', slug).execute();
    await app.cache.evict(slug);
    expect((await app.http.inject({ method: 'GET', url: `/${slug}` })).statusCode).toBe(403);
    const ctx = { store: app.store, scanner: app.scanner, cache: app.cache, baseUrl: app.config.baseUrl };
    const queue = await listPendingReview(app.store.db, app.config.baseUrl);
    const item = queue.items.find((entry) => entry.slug === slug)!;
    expect(item).toBeDefined();
    await decideReview(ctx, item.id, 'approve');
    expect((await app.http.inject({ method: 'GET', url: `/${slug}` })).statusCode).toBe(302);
    await expect(decideReview(ctx, item.id, 'block')).rejects.toThrow(/under review/);
  });
});
