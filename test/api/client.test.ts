import { createClient, type Link, ShortenerApiError } from '@shortener/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { freePort } from '../helpers/processes.js';
import { decodePngQr } from '../helpers/qr-decode.js';

// The client against the real app listening on a port: only the network is real here.
describe('@shortener/client against a running server', () => {
  let app: TestApp;
  let base: string;
  let account: TestAccount;

  beforeAll(async () => {
    app = await buildTestApp('sqlite', { ALLOW_PRIVATE_DESTINATIONS: 'true' });
    base = await app.http.listen({ port: 0, host: '127.0.0.1' });
    account = await createAccount(app, 'pro');
  });
  afterAll(() => app.close());

  const client = () => createClient({ baseUrl: base, token: account.token });

  it('creates a link, reads it by id and by slug, updates and deletes it', async () => {
    const api = client();
    const link = await api.links.create({ destination_url: 'https://example.com/client', slug: 'client-demo', title: 'Demo', tags: ['a', 'b'] });
    expect(link).toMatchObject({ slug: 'client-demo', destination_url: 'https://example.com/client', title: 'Demo', tags: ['a', 'b'] });
    expect((await api.links.get(link.id)).id).toBe(link.id);
    expect((await api.links.getBySlug('client-demo')).id).toBe(link.id);
    const updated = await api.links.update(link.id, { title: 'Renamed' });
    expect(updated.title).toBe('Renamed');
    await api.links.delete(link.id);
    const missing = await api.links.get(link.id).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ShortenerApiError);
    expect(missing).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('lists every link across pages with the async iterator', async () => {
    const api = createClient({ baseUrl: base, token: (await createAccount(app, 'pro')).token });
    const created: number[] = [];
    for (let i = 0; i < 5; i++) created.push((await api.links.create({ destination_url: `https://example.com/page-${i}`, tags: ['paged'] })).id);
    const seen: Link[] = [];
    for await (const link of api.links.list({ per_page: 2, tag: 'paged' })) seen.push(link);
    expect(seen.map((link) => link.id).sort((a, b) => a - b)).toEqual(created);
    expect((await api.links.page({ per_page: 2 })).meta).toMatchObject({ total: 5, last_page: 3 });
  });

  it('throws typed errors carrying the code, message and field details', async () => {
    const error = await client()
      .links.create({ destination_url: 'https://example.com/x', slug: 'no' })
      .then(() => null, (caught: unknown) => caught as ShortenerApiError);
    if (!error) throw new Error('the create was not refused');
    expect(error).toBeInstanceOf(ShortenerApiError);
    expect(error.status).toBe(422);
    expect(error.code).toBe('invalid_field');
    expect(error.message).toMatch(/slug/);
    expect(Object.keys(error.details ?? {})).toContain('slug');
    const anonymous = await createClient({ baseUrl: base }).links.get(1).catch((caught: unknown) => caught as ShortenerApiError);
    expect(anonymous).toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('reads analytics and the QR code of a link', async () => {
    const api = client();
    const link = await api.links.create({ destination_url: 'https://example.com/qr' });
    const analytics = await api.analytics.get(link.id, { from: '2026-01-01', to: '2026-01-31' });
    expect(analytics.totals).toEqual({ clicks: 0, uniques: 0, botClicks: 0 });
    const png = await api.qr.link(link.id, { size: 256 });
    expect(Buffer.from(png.subarray(1, 4)).toString()).toBe('PNG');
    expect(decodePngQr(Buffer.from(png))).toBe(`${link.short_url}?qr=1`);
    const svg = Buffer.from(await api.qr.link(link.id, { format: 'svg' })).toString();
    expect(svg).toMatch(/^<svg|^<\?xml/);
  });

  it('shortens a URL without a token', async () => {
    const result = await createClient({ baseUrl: base }).shorten('https://example.com/keyless');
    expect(result.short_url).toMatch(/^http:\/\/sho\.rt\//);
  });

  it('retries a 429 after its Retry-After, and gives up when the wait is too long', async () => {
    let refusals = 1;
    const started: number[] = [];
    // One refusal in front of the real server, as a proxy's limiter would answer.
    const flaky = async (request: Request) => {
      started.push(Date.now());
      if (refusals-- > 0) return new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'slow down' } }), { status: 429, headers: { 'retry-after': '1' } });
      return fetch(request);
    };
    const api = createClient({ baseUrl: base, token: account.token, fetch: flaky });
    const link = await api.links.create({ destination_url: 'https://example.com/retried' });
    expect(link.destination_url).toBe('https://example.com/retried');
    expect(started).toHaveLength(2);
    expect(started[1]! - started[0]!).toBeGreaterThanOrEqual(990);

    // The real limit (60 a minute on Pro) answers a Retry-After longer than we wait.
    const limited = createAccount(app, 'pro').then(({ token }) => createClient({ baseUrl: base, token, retry: { maxDelayMs: 100 } }));
    const api2 = await limited;
    let error: ShortenerApiError | null = null;
    for (let i = 0; i < 70 && !error; i++) {
      await api2.links.page({ per_page: 1 }).catch((caught: unknown) => (error = caught as ShortenerApiError));
    }
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' });
  });

  it('reports an unreachable server as a network error', async () => {
    const api = createClient({ baseUrl: `http://127.0.0.1:${await freePort()}`, token: 'x' });
    await expect(api.links.get(1)).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
