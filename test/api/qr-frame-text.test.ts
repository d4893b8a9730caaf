import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSessionUser } from '../../src/modules/accounts/sessions.service.js';
import { client, createAccount, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { decodeQr } from '../helpers/zbar.js';

describe('QR frame text and downloads', () => {
  let app: TestApp;
  let owner: TestAccount;
  let call: ReturnType<typeof client>;

  beforeAll(async () => {
    app = await buildTestApp('sqlite');
    owner = await createAccount(app, 'pro');
    call = client(app, owner.token);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('saves a poster call to action with % and draws a code that scans, in PNG and SVG', async () => {
    const res = await call('POST', '/links', { destination_url: 'https://example.com/sale', slug: 'spring-sale', qr: { frame: 'rounded', frame_text: 'Scan for 30% off!' } });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json().data;
    expect(link.qr.frame_text).toBe('Scan for 30% off!');
    for (const format of ['png', 'svg'] as const) {
      const image = await call('GET', `/links/${link.id}/qr?format=${format}&size=512`);
      expect(image.statusCode).toBe(200);
      expect(decodeQr(image.rawPayload, format)).toBe(`${link.short_url}?qr=1`);
    }
    const svg = (await call('GET', `/links/${link.id}/qr?format=svg`)).body;
    expect(svg).toContain('>SCAN FOR 30% OFF!</text>');
  });

  it('refuses an accented letter under qr.frame_text, naming what the font draws', async () => {
    const res = await call('POST', '/links', { destination_url: 'https://example.com/cafe', qr: { frame: 'square', frame_text: 'Café' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['qr.frame_text']);
    expect(res.json().errors['qr.frame_text'][0]).toMatch(/cannot draw/);
  });

  it('names downloads qr-<slug>.png and .svg, on /api/v1 and in the web app', async () => {
    const link = (await call('POST', '/links', { destination_url: 'https://example.com/menu', slug: 'lunch-menu' })).json().data;
    const { token } = await createSession(app.store.db, owner.user.id);
    const csrf = (await findSessionUser(app.store.db, token))!.csrfToken;
    for (const format of ['png', 'svg']) {
      const api = await call('GET', `/links/${link.id}/qr?format=${format}&download=1`);
      expect(api.headers['content-disposition']).toBe(`attachment; filename="qr-lunch-menu.${format}"`);
      const web = await app.http.inject({ method: 'GET', url: `/app/api/links/${link.id}/qr?format=${format}&download=1&frame=square&frame_text=30%25%20off`, cookies: { sid: token }, headers: { 'x-csrf-token': csrf } });
      expect(web.statusCode, web.body).toBe(200);
      expect(web.headers['content-disposition']).toBe(`attachment; filename="qr-lunch-menu.${format}"`);
    }
  });
});
