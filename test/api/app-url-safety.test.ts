import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rescanLinks } from '../../src/modules/links/links.rescan.js';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

const EVIL = 'https://evil-wrapped.test/login';
const enc = encodeURIComponent;

/** App links that open a listed or private web address, each in another wrapping. */
const WRAPPED_UNSAFE: Array<[string, string]> = [
  ['an intent to an https address', 'intent://evil-wrapped.test/login#Intent;scheme=https;package=com.android.chrome;end'],
  ['an intent to an http address', 'intent://evil-wrapped.test/x#Intent;scheme=http;end'],
  ['an intent whose scheme is in upper case', 'intent://evil-wrapped.test/x#Intent;scheme=HTTPS;end'],
  ['an intent\'s browser fallback', `intent://item/1#Intent;scheme=myapp;package=com.example;S.browser_fallback_url=${enc(EVIL)};end`],
  ['an intent without a host and its fallback', `intent:#Intent;action=android.intent.action.VIEW;S.browser_fallback_url=${enc(EVIL)};end`],
  ['an intent to a private address', 'intent://127.0.0.1/admin#Intent;scheme=http;end'],
  ['an app scheme carrying the address in its query', `myapp://open?url=${enc(EVIL)}`],
  ['an app scheme carrying it twice encoded', `myapp://open?url=${enc(enc(EVIL))}`],
  ['an Office scheme carrying it', `ms-word:ofe|u|${EVIL}`],
];

/** Schemes that only open another browser or the settings, or run in the browser. */
const REFUSED: Array<[string, string, RegExp]> = [
  ['Chrome', `googlechrome://navigate?url=${enc('https://example.com/')}`, /browser/],
  ['Chrome (https)', 'googlechromes://example.com/', /browser/],
  ['Firefox', `firefox://open-url?url=${enc('https://example.com/')}`, /browser/],
  ['Safari', 'x-safari-https://example.com/', /browser/],
  ['Edge', 'microsoft-edge:https://example.com/', /browser/],
  ['Edge (https)', 'microsoft-edge-https://example.com/', /browser/],
  ['Opera', 'opera-https://example.com/', /browser/],
  ['Brave', `brave://open-url?url=${enc('https://example.com/')}`, /browser/],
  ['an intent to a browser scheme', `intent://navigate?url=${enc('https://example.com/')}#Intent;scheme=googlechrome;end`, /browser/],
  ['Windows settings', 'ms-settings:network-proxy', /settings/],
  ['iOS settings', 'App-Prefs:root=General', /settings/],
  ['iOS settings (prefs)', 'prefs:root=WIFI', /settings/],
  ['an app\'s settings', 'app-settings:', /settings/],
  ['an intent to the settings', 'intent:#Intent;action=android.settings.WIFI_SETTINGS;end', /settings/],
  ['javascript:', 'javascript:alert(1)', /javascript/],
  ['JavaScript: in capitals', 'JavaScript:alert(1)', /javascript/],
  ['data:', 'data:text/html,<b>x</b>', /data/],
  ['file:', 'file:///etc/passwd', /file/],
  ['vbscript:', 'vbscript:msgbox(1)', /vbscript/],
  ['an intent to javascript:', 'intent://x#Intent;scheme=javascript;end', /javascript/],
  ['an intent whose fallback is javascript:', `intent://item#Intent;scheme=myapp;S.browser_fallback_url=${enc('javascript:alert(1)')};end`, /fallback/],
];

describe.each(DIALECTS)('app links that wrap a web address, on %s', (dialect) => {
  let app: TestApp;
  let call: ReturnType<typeof client>;
  const dir = mkdtempSync(join(tmpdir(), 'app-url-'));
  const threats = join(dir, 'threats.txt');
  const countLinks = async () => Number((await app.store.db.selectFrom('links').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rescan = () => rescanLinks({ store: app.store, scanner: app.scanner, cache: app.cache, baseUrl: 'http://sho.rt' });

  beforeAll(async () => {
    writeFileSync(threats, 'evil-wrapped.test\n');
    app = await buildTestApp(dialect, { THREAT_LIST_PATHS: threats });
    call = client(app, (await createAccount(app, 'business')).token);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(WRAPPED_UNSAFE)('scans %s like a destination, on create and on edit', async (_name, appUrl) => {
    const before = await countLinks();
    for (const field of ['ios_url', 'android_url']) {
      const res = await call('POST', '/links', { destination_url: 'https://example.com/app', [field]: appUrl });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.code).toMatch(/^destination_/);
      expect(res.json().errors[field]?.join(' '), res.body).toMatch(/web address/);
    }
    expect(await countLinks()).toBe(before);
    const link = (await call('POST', '/links', { destination_url: 'https://example.com/app-edit', android_url: 'myapp://item/1' })).json().data;
    const edited = await call('PATCH', `/links/${link.id}`, { android_url: appUrl });
    expect(edited.statusCode, edited.body).toBe(422);
    expect(edited.json().errors.android_url).toBeDefined();
    expect((await call('GET', `/links/${link.id}`)).json().data.android_url).toBe('myapp://item/1');
  });

  it.each(REFUSED)('refuses %s with a field error saying why', async (_name, appUrl, why) => {
    const res = await call('POST', '/links', { destination_url: 'https://example.com/app', ios_url: appUrl });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ error: { type: 'validation', code: 'invalid_field' } });
    expect(res.json().errors.ios_url.join(' ')).toMatch(why);
    const link = (await call('POST', '/links', { destination_url: 'https://example.com/app-edit' })).json().data;
    const edited = await call('PATCH', `/links/${link.id}`, { android_url: appUrl });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors.android_url.join(' ')).toMatch(why);
  });

  it('keeps app links that open an app, with or without a safe fallback', async () => {
    for (const appUrl of [
      'myapp://item/42',
      'fb://profile/33138223345',
      `intent://item/42#Intent;scheme=myapp;package=com.example.app;S.browser_fallback_url=${enc('https://example.com/item/42')};end`,
      'intent://example.com/item#Intent;scheme=https;package=com.example.app;end',
      `myapp://open?url=${enc('https://example.com/safe')}`,
    ]) {
      const res = await call('POST', '/links', { destination_url: 'https://example.com/app-ok', android_url: appUrl });
      expect(res.statusCode, `${appUrl}: ${res.body}`).toBe(201);
      expect(res.json().data.android_url).toBe(appUrl);
    }
  });

  it('blocks a stored link on rescan when the web address inside its app link is listed later', async () => {
    const link = (await call('POST', '/links', { destination_url: 'https://example.com/rescan', android_url: `intent://item#Intent;scheme=myapp;S.browser_fallback_url=${enc('https://turns-bad-later.test/x')};end` })).json().data;
    const plain = (await call('POST', '/links', { destination_url: 'https://example.com/rescan-plain', ios_url: 'myapp://item/2' })).json().data;
    writeFileSync(threats, 'evil-wrapped.test\nturns-bad-later.test\n');
    await app.scanner.reloadThreatLists();
    await rescan();
    expect((await call('GET', `/links/${link.id}`)).json().data.status).toBe('blocked');
    expect((await call('GET', `/links/${plain.id}`)).json().data.status).toBe('active');
  });

  it('blocks a stored link on rescan whose app link opens another browser', async () => {
    const link = (await call('POST', '/links', { destination_url: 'https://example.com/stored-before', ios_url: 'myapp://item/3' })).json().data;
    // Stored before these schemes were refused.
    await app.store.db.updateTable('links').set({ ios_url: `googlechrome://navigate?url=${enc('https://example.com/')}` }).where('id', '=', link.id).execute();
    await rescan();
    expect((await call('GET', `/links/${link.id}`)).json().data.status).toBe('blocked');
  });
});
