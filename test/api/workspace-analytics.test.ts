import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEventId } from '../../src/modules/analytics/index.js';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

const UA = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
type Row = { value: string; clicks: number };

/** The per-link breakdowns summed by value, as the workspace's must read (most first, ties by value). */
function summed(lists: Row[][]): Row[] {
  const totals = new Map<string, number>();
  for (const row of lists.flat()) totals.set(row.value, (totals.get(row.value) ?? 0) + row.clicks);
  return [...totals].map(([value, clicks]) => ({ value, clicks })).sort((a, b) => b.clicks - a.clicks || (a.value < b.value ? -1 : 1));
}

describe.each(DIALECTS)('GET /api/v1/analytics (the workspace dashboard) on %s', (dialect) => {
  let app: TestApp;
  let call: ReturnType<typeof client>;
  let links: Array<{ id: number; slug: string; short_url: string }>;

  beforeAll(async () => {
    app = await buildTestApp(dialect, { COUNTRY_HEADER: 'CF-IPCountry' });
    call = client(app, (await createAccount(app, 'pro')).token);
    links = [];
    for (const n of [1, 2, 3]) links.push((await call('POST', '/links', { destination_url: `https://example.com/${n}` })).json().data);
    const visit = (slug: string, ip: string, ua: string, headers: Record<string, string> = {}, query = '') =>
      app.http.inject({ method: 'GET', url: `/${slug}${query}`, remoteAddress: ip, headers: { 'user-agent': ua, ...headers } });
    const [a, b, c] = links as [typeof links[0], typeof links[0], typeof links[0]];
    await visit(a.slug, '203.0.113.1', UA.chrome, { 'cf-ipcountry': 'DE', referer: 'https://news.ycombinator.com/' });
    await visit(a.slug, '203.0.113.2', UA.iphone, { 'cf-ipcountry': 'FR' }, '?qr=1');
    await visit(a.slug, '203.0.113.3', UA.chrome, { 'cf-ipcountry': 'DE' });
    await visit(b.slug, '203.0.113.1', UA.chrome, { 'cf-ipcountry': 'DE', referer: 'https://news.ycombinator.com/' });
    await visit(b.slug, '66.249.66.1', UA.googlebot);
    // Yesterday, straight to the writer; c has no click today.
    const at = Date.parse(`${day(-1)}T10:00:00Z`);
    await app.clicks.push({ id: newEventId(at), linkId: b.id, at, method: 'GET', ip: '198.51.100.9', userAgent: UA.iphone, referer: '', countryHeader: 'US', acceptLanguage: 'en' });
    await app.clicks.push({ id: newEventId(at + 1000), linkId: c.id, at: at + 1000, method: 'GET', ip: '198.51.100.8', userAgent: UA.chrome, referer: '', countryHeader: 'US', acceptLanguage: 'fr' });
    // Another workspace's clicks never count.
    const other = client(app, (await createAccount(app, 'pro')).token);
    const foreign = (await other('POST', '/links', { destination_url: 'https://example.com/other' })).json().data;
    await visit(foreign.slug, '203.0.113.9', UA.chrome, { 'cf-ipcountry': 'JP' });
    await app.clicks.flush();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('equals the sums of the per-link analytics, breakdown by breakdown and day by day', async () => {
    const res = await call('GET', '/analytics');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const perLink = await Promise.all(links.map(async (link) => (await call('GET', `/links/${link.id}/analytics`)).json().data));
    expect(data.range).toEqual({ from: day(-30), to: day(0) });
    expect(data.totals).toEqual({
      clicks: perLink.reduce((sum, one) => sum + one.totals.clicks, 0),
      uniques: perLink.reduce((sum, one) => sum + one.totals.uniques, 0),
      botClicks: perLink.reduce((sum, one) => sum + one.totals.botClicks, 0),
    });
    expect(data.totals).toEqual({ clicks: 6, uniques: 6, botClicks: 1 });
    expect(data.series).toHaveLength(31);
    data.series.forEach((point: { date: string; clicks: number; uniques: number; scans: number }, i: number) => {
      expect(point.clicks).toBe(perLink.reduce((sum, one) => sum + one.series[i].clicks, 0));
      expect(point.scans).toBe(perLink.reduce((sum, one) => sum + one.series[i].scans, 0));
    });
    expect(data.series.at(-2)).toEqual({ date: day(-1), clicks: 2, uniques: 2, scans: 0 });
    for (const key of ['countries', 'devices', 'browsers', 'operating_systems', 'languages', 'referrers']) {
      expect(data[key], key).toEqual(summed(perLink.map((one) => one[key])));
    }
    expect(data.sources).toEqual([{ value: 'link', clicks: 5 }, { value: 'qr', clicks: 1 }]);
    expect(data.countries).toEqual([{ value: 'DE', clicks: 3 }, { value: 'US', clicks: 2 }, { value: 'FR', clicks: 1 }]);
    expect(data.top_links).toEqual([
      { id: links[0]!.id, slug: links[0]!.slug, short_url: links[0]!.short_url, clicks: 3 },
      { id: links[1]!.id, slug: links[1]!.slug, short_url: links[1]!.short_url, clicks: 2 },
      { id: links[2]!.id, slug: links[2]!.slug, short_url: links[2]!.short_url, clicks: 1 },
    ]);
  });

  it('takes the window like link analytics: a day alone, a bad date answered 422, the scope required', async () => {
    const today = (await call('GET', `/analytics?from=${day(0)}&to=${day(0)}`)).json().data;
    expect(today.totals).toEqual({ clicks: 4, uniques: 4, botClicks: 1 });
    expect(today.top_links.map((link: { clicks: number }) => link.clicks)).toEqual([3, 1]);
    const bad = await call('GET', '/analytics?from=2026-02-30');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('invalid_field');
    const reversed = await call('GET', `/analytics?from=${day(0)}&to=${day(-2)}`);
    expect(reversed.statusCode).toBe(422);
    const noScope = client(app, (await createAccount(app, 'pro', ['links:read'])).token);
    const refused = await noScope('GET', '/analytics');
    expect(refused.statusCode).toBe(403);
  });

  it('leaves deleted links out, as the links list does', async () => {
    expect((await call('DELETE', `/links/${links[2]!.id}`)).statusCode).toBe(204);
    const data = (await call('GET', '/analytics')).json().data;
    expect(data.totals.clicks).toBe(5);
    expect(data.top_links.map((link: { id: number }) => link.id)).toEqual([links[0]!.id, links[1]!.id]);
  });
});
