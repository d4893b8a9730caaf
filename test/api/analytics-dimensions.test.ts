import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEventId } from '../../src/modules/analytics/index.js';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const linesOf = (body: string) => body.split('\r\n').filter((line) => line !== '');

describe.each(DIALECTS)('analytics by OS, language and hour, and the raw clicks CSV, on %s', (dialect) => {
  let app: TestApp;
  let call: ReturnType<typeof client>;
  let link: { id: number; slug: string };
  const yesterdayAt = (hour: number) => Date.parse(`${day(-1)}T${String(hour).padStart(2, '0')}:15:00Z`);
  const push = (at: number, userAgent: string, acceptLanguage: string, ip: string, extra: Record<string, unknown> = {}) =>
    app.clicks.push({ id: newEventId(at), linkId: link.id, at, method: 'GET', ip, userAgent, referer: '', countryHeader: '', acceptLanguage, ...extra });

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    call = client(app, (await createAccount(app, 'pro', ['links:read', 'links:write', 'analytics:read'])).token);
    link = (await call('POST', '/links', { destination_url: 'https://example.com/hours' })).json().data;
    // Through the redirect: the language comes from the request's Accept-Language.
    await app.http.inject({ method: 'GET', url: `/${link.slug}`, remoteAddress: '203.0.113.1', headers: { 'user-agent': UA.chromeWindows, 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.5' } });
    await app.http.inject({ method: 'GET', url: `/${link.slug}?qr=1`, remoteAddress: '203.0.113.2', headers: { 'user-agent': UA.iphone, 'accept-language': 'de-DE' } });
    await app.http.inject({ method: 'GET', url: `/${link.slug}`, remoteAddress: '203.0.113.3', headers: { 'user-agent': UA.chromeWindows } });
    await app.http.inject({ method: 'GET', url: `/${link.slug}`, remoteAddress: '66.249.66.1', headers: { 'user-agent': UA.googlebot, 'accept-language': 'en' } });
    // Yesterday, as the writer gets them: two at 09:15 (one a scan), one at 17:15.
    await push(yesterdayAt(9), UA.iphone, 'nl', '198.51.100.1', { source: 'qr' });
    await push(yesterdayAt(9) + 60_000, UA.iphone, 'nl', '198.51.100.1');
    await push(yesterdayAt(17), UA.chromeWindows, 'en-GB', '198.51.100.2');
    await app.clicks.flush();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('breaks human clicks down by operating system and preferred language, shaped like browsers', async () => {
    const res = await call('GET', `/links/${link.id}/analytics`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.operating_systems).toEqual([
      { value: 'Windows', clicks: 3 },
      { value: 'iOS', clicks: 3 },
    ]);
    expect(data.languages).toEqual([
      { value: 'nl', clicks: 2 },
      { value: 'de', clicks: 1 },
      { value: 'en', clicks: 1 },
      { value: 'fr', clicks: 1 },
      { value: 'und', clicks: 1 },
    ]);
    expect(data.hours).toBeUndefined();
  });

  it('gives a point per hour with interval=hour, adding up to the days', async () => {
    const res = await call('GET', `/links/${link.id}/analytics?interval=hour&from=${day(-1)}&to=${day(0)}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const currentHour = new Date().toISOString().slice(0, 13);
    expect(data.hours).toHaveLength(24 + Number(currentHour.slice(11, 13)) + 1);
    expect(data.hours[0]).toEqual({ hour: `${day(-1)}T00:00:00Z`, clicks: 0, uniques: 0, scans: 0 });
    expect(data.hours[9]).toEqual({ hour: `${day(-1)}T09:00:00Z`, clicks: 2, uniques: 1, scans: 1 });
    expect(data.hours[17]).toEqual({ hour: `${day(-1)}T17:00:00Z`, clicks: 1, uniques: 1, scans: 0 });
    expect(data.hours.at(-1)).toMatchObject({ hour: `${currentHour}:00:00Z`, clicks: 3, scans: 1 });
    const sum = (key: 'clicks' | 'uniques' | 'scans') => data.hours.reduce((n: number, p: Record<string, number>) => n + p[key]!, 0);
    expect([sum('clicks'), sum('uniques')]).toEqual([data.totals.clicks, data.totals.uniques]);
    expect(data.series.map((p: { date: string }) => p.date)).toEqual([day(-1), day(0)]);

    // Without a window it is yesterday and today.
    const defaulted = (await call('GET', `/links/${link.id}/analytics?interval=hour`)).json().data;
    expect(defaulted.range).toEqual({ from: day(-1), to: day(0) });
    expect(defaulted.hours).toEqual(data.hours);
    expect((await call('GET', `/links/${link.id}/analytics?interval=day`)).json().data.hours).toBeUndefined();
  });

  it.each([
    [`interval=hour&from=${day(-2)}`, 'at most 2 days'],
    ['interval=minute', 'must be'],
  ])('answers 422 on interval for %s', async (query, message) => {
    const res = await call('GET', `/links/${link.id}/analytics?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.type).toBe('validation');
    expect(res.json().errors.interval[0]).toContain(message);
  });

  it('lists source, variant and bot in the raw clicks CSV, and Unknown for an unknown country', async () => {
    const rows = linesOf((await call('GET', `/links/${link.id}/clicks/export?from=${day(0)}`)).body);
    expect(rows[0]).toBe('clicked_at,country,device,browser,os,referrer_host,unique_visitor,source,variant,bot');
    expect(rows.slice(1).map((row) => row.split(',').slice(1).join(','))).toEqual([
      'Unknown,desktop,Chrome,Windows,direct,true,link,,false',
      'Unknown,mobile,Safari,iOS,direct,true,qr,,false',
      'Unknown,desktop,Chrome,Windows,direct,true,link,,false',
    ]);
    const all = linesOf((await call('GET', `/links/${link.id}/clicks/export?from=${day(0)}&bots=true`)).body);
    expect(all[0]).toBe('clicked_at,country,device,browser,os,referrer_host,unique_visitor,source,variant,bot,is_bot');
    expect(all.filter((row) => row.endsWith(',true,true'))).toHaveLength(1);
    const account = linesOf((await call('GET', `/clicks/export?from=${day(0)}`)).body);
    expect(account[0]).toBe('link_id,slug,clicked_at,country,device,browser,os,referrer_host,unique_visitor,source,variant,bot');
  });

  it('names the A/B destination served in the CSV, as the analytics page does', async () => {
    const variants = [
      { destination_url: 'https://example.com/a', weight: 50 },
      { destination_url: 'https://example.com/b', weight: 50 },
    ];
    const ab = (await call('POST', '/links', { destination_url: 'https://example.com/a', variants })).json().data;
    await app.clicks.push({ id: newEventId(), linkId: ab.id, at: Date.now(), method: 'GET', ip: '198.51.100.9', userAgent: UA.iphone, referer: '', countryHeader: '', variant: 1 });
    await app.clicks.flush();
    const rows = linesOf((await call('GET', `/links/${ab.id}/clicks/export`)).body);
    expect(rows[1]!.endsWith(',link,https://example.com/b,false')).toBe(true);
  });
});

