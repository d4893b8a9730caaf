import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';
import { browser, logIn } from '../helpers/web-session.js';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(DIALECTS)('the sessions list on %s', (dialect) => {
  let app: TestApp;
  let n = 0;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await app?.close();
  });

  const account = async () => {
    const email = `sessions-${dialect}-${++n}@example.com`;
    const user = await createUser(app.store.db, { email, password: 'correct horse battery', plan: 'free' });
    return { email, user };
  };
  const signOutForms = (body: string) => [...body.matchAll(/action="(\/app\/account\/sessions\/[0-9a-f]{32}\/sign-out)"/g)].map((m) => m[1]!);

  it('lists each signed-in browser with its agent summarised, marks this one, and signs another out', async () => {
    const { email } = await account();
    const mac = browser(app);
    const windows = browser(app, FIREFOX_WINDOWS);
    await logIn(mac, email);
    await logIn(windows, email);
    const page = await mac.get('/app/account');
    expect(page.body).toContain('Chrome on macOS');
    expect(page.body).toContain('Firefox on Windows');
    expect(page.body).toMatch(/<tr aria-current="true"><td data-label="Browser"><strong>Chrome on macOS<\/strong> <span class="badge plain">This browser/);
    expect(signOutForms(page.body)).toHaveLength(2);
    const windowsRow = page.body.split('<tr').find((row) => row.includes('Firefox on Windows'))!;
    const out = await mac.post(signOutForms(windowsRow)[0]!, { csrf: mac.csrfOf(page.body) });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/app/account#sessions');
    expect((await windows.get('/app')).headers.location).toBe('/login?next=%2Fapp');
    expect((await mac.get('/app')).statusCode).toBe(200);
    expect(signOutForms((await mac.get('/app/account')).body)).toHaveLength(1);
  });

  it('signs out everywhere else, and never another account\'s session', async () => {
    const { email } = await account();
    const { email: otherEmail } = await account();
    const [here, phone, laptop] = [browser(app), browser(app, SAFARI_IPHONE), browser(app, FIREFOX_WINDOWS)];
    for (const b of [here, phone, laptop]) await logIn(b, email);
    const stranger = browser(app);
    await logIn(stranger, otherEmail);
    const strangerPage = await stranger.get('/app/account');
    const page = await here.get('/app/account');
    expect(page.body).toContain('Safari on iOS');
    const foreign = await here.post(signOutForms(strangerPage.body)[0]!, { csrf: here.csrfOf(page.body) });
    expect(foreign.statusCode).toBe(404);
    expect((await stranger.get('/app')).statusCode).toBe(200);
    const forged = await here.post('/app/account/sessions/sign-out-others', { csrf: 'forged' });
    expect(forged.statusCode).toBe(403);
    expect((await phone.get('/app')).statusCode).toBe(200);
    expect((await here.post('/app/account/sessions/sign-out-others', { csrf: here.csrfOf(page.body) })).statusCode).toBe(303);
    for (const b of [phone, laptop]) expect((await b.get('/app')).statusCode).toBe(303);
    expect((await here.get('/app')).statusCode).toBe(200);
    expect(signOutForms((await here.get('/app/account')).body)).toHaveLength(1);
  });

  it('writes last seen at most every five minutes, not on every request', async () => {
    const { email, user } = await account();
    const b = browser(app);
    await logIn(b, email);
    const row = () => app.store.db.selectFrom('sessions').select(['id', 'last_seen_at', 'created_at']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const first = await row();
    expect(first.last_seen_at).toBe(first.created_at);
    const fourMinutesAgo = new Date(Date.now() - 4 * 60_000).toISOString();
    await app.store.db.updateTable('sessions').set({ last_seen_at: fourMinutesAgo }).where('id', '=', first.id).execute();
    for (let i = 0; i < 3; i++) await b.get('/app');
    expect((await row()).last_seen_at).toBe(fourMinutesAgo);
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000).toISOString();
    await app.store.db.updateTable('sessions').set({ last_seen_at: sixMinutesAgo }).where('id', '=', first.id).execute();
    await b.get('/app');
    const seen = (await row()).last_seen_at!;
    expect(Date.parse(seen)).toBeGreaterThan(Date.now() - 60_000);
  });
});
