import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MODES = [
  ['on the main thread', 'false'],
  ['on a thread of its own', 'true'],
] as const;

describe.each(DIALECTS.flatMap((dialect) => MODES.map(([mode, flag]) => [dialect, mode, flag] as const)))('click writer on %s, %s', (dialect, _mode, flag) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(dialect, { CLICK_WRITER_THREAD: flag, COUNTRY_HEADER: 'CF-IPCountry' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('records every click of a redirect, with its country, whichever thread writes it', async () => {
    const created = await app.http.inject({ method: 'POST', url: '/api/shorten', payload: { url: 'https://example.com/modes' } });
    const slug = created.json().slug as string;
    for (const [ip, country] of [['203.0.113.20', 'DE'], ['203.0.113.21', 'DE'], ['203.0.113.22', 'FR']]) {
      const res = await app.http.inject({ method: 'GET', url: `/${slug}`, remoteAddress: ip, headers: { 'user-agent': CHROME, 'cf-ipcountry': country! } });
      expect(res.statusCode).toBe(302);
    }
    await app.clicks.flush();
    const link = await app.store.db.selectFrom('links').select(['id', 'total_clicks', 'unique_clicks']).where('slug', '=', slug).executeTakeFirstOrThrow();
    expect({ total: Number(link.total_clicks), unique: Number(link.unique_clicks) }).toEqual({ total: 3, unique: 3 });
    const countries = await app.store.db.selectFrom('clicks').select('country').where('link_id', '=', link.id).orderBy('country').execute();
    expect(countries.map((row) => row.country)).toEqual(['DE', 'DE', 'FR']);
  });

  it('reports the writer thread\'s own heap on /metrics only when there is one', async () => {
    const res = await app.http.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).toMatch(/thread_memory_bytes\{thread="main",kind="heap_total"\} [1-9]\d*/);
    expect(res.body).toMatch(/thread_memory_bytes\{thread="main",kind="code"\} [1-9]\d*/);
    const writer = /thread_memory_bytes\{thread="click-writer",kind="heap_used"\} (\d+)/.exec(res.body);
    if (flag === 'true') expect(Number(writer?.[1])).toBeGreaterThan(0);
    else expect(writer).toBeNull();
  });
});
