import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../src/modules/accounts/index.js';
import { hashPassword } from '../../src/platform/crypto/passwords.js';
import { setWorkspacePlan } from '../../src/modules/workspaces/index.js';
import { client, createAccount, createToken } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';
import { browser, logIn } from '../helpers/web-session.js';

const PASSWORD = 'correct horse battery';

// `bücher.de` and `xn--bcher-kva.de` are one domain, so one mailbox and one account (ADR 1017).
describe.each(DIALECTS)('one account per mailbox, whatever the spelling of its domain, on %s', (dialect) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await app?.close();
  });

  const signUp = (email: string) => browser(app).post('/signup', { email, password: PASSWORD }, '/signup');

  it('refuses a sign-up with the punycode spelling of a registered Unicode address as taken', async () => {
    expect((await signUp('dave@bücher.de')).statusCode).toBe(303);
    const twin = await signUp('Dave@XN--BCHER-KVA.de');
    expect(twin.statusCode).toBe(422);
    expect(twin.body).toContain('is already registered');
    expect(await app.store.db.selectFrom('users').select('email').where('email', 'like', 'dave@%').execute()).toEqual([{ email: 'dave@bücher.de' }]);
  });

  it('keeps the Unicode spelling of a punycode sign-up and refuses the Unicode one after it', async () => {
    expect((await signUp('erin@xn--bcher-kva.xn--p1ai')).statusCode).toBe(303);
    expect(await app.store.db.selectFrom('users').select('email').where('email', 'like', 'erin@%').execute()).toEqual([{ email: 'erin@bücher.рф' }]);
    expect((await signUp('erin@BÜCHER.рф')).statusCode).toBe(422);
  });

  it('logs in with either spelling of the domain', async () => {
    expect((await signUp('fay@bücher.de')).statusCode).toBe(303);
    for (const email of ['fay@bücher.de', 'fay@xn--bcher-kva.de', 'FAY@XN--BCHER-KVA.DE', 'fay@bu\u0308cher.de']) {
      const res = await logIn(browser(app), email);
      expect(res.statusCode, email).toBe(303);
      expect(res.headers.location, email).toBe('/app');
    }
    expect((await logIn(browser(app), 'fay@xn--bcher-kva.de', 'not the password')).statusCode).toBe(422);
  });

  it('lets an account migration 0026 left beside its other spelling log in with its own spelling', async () => {
    expect((await signUp('hal@bücher.de')).statusCode).toBe(303);
    // As the migration leaves it: stored in its old spelling, with its own password.
    await insertUser(app.store.db, { email: 'hal@xn--bcher-kva.de', passwordHash: await hashPassword('the other hal password'), plan: 'free', isAdmin: false });
    for (const email of ['hal@xn--bcher-kva.de', ' HAL@XN--BCHER-KVA.DE ']) {
      expect((await logIn(browser(app), email, 'the other hal password')).statusCode, email).toBe(303);
      expect((await logIn(browser(app), email, PASSWORD)).statusCode, email).toBe(422);
    }
    expect((await logIn(browser(app), 'hal@bücher.de')).statusCode).toBe(303);
    expect((await logIn(browser(app), 'hal@bücher.de', 'the other hal password')).statusCode).toBe(422);
  });

  it('stores an invite in the Unicode spelling, so either spelling renews the same invite', async () => {
    const owner = await createAccount(app, 'pro', ['workspace:read', 'workspace:write']);
    const made = await client(app, owner.token)('POST', '/workspaces', { name: 'Bücherei' });
    expect(made.statusCode, made.body).toBe(201);
    const workspace = made.json().data.id as number;
    await setWorkspacePlan(app.store.db, workspace, 'pro');
    const team = client(app, await createToken(app, owner.user.id, ['workspace:read', 'workspace:write'], workspace));
    const first = await team('POST', '/workspace/invites', { email: 'gus@xn--bcher-kva.de' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.email).toBe('gus@bücher.de');
    const again = await team('POST', '/workspace/invites', { email: 'gus@bücher.de' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
  });
});
