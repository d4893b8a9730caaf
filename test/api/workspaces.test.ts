import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSessionUser, switchSessionWorkspace } from '../../src/modules/accounts/index.js';
import { setWorkspacePlan } from '../../src/modules/workspaces/index.js';
import { client, createAccount, createToken, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, buildTwoInstances, type TestApp } from '../helpers/app.js';
import { linkIn, startSmtpServer, type TestSmtp } from '../helpers/smtp.js';
import { DIALECTS, redisUrl } from '../helpers/stores.js';

const SCOPES = ['links:read', 'links:write', 'workspace:read', 'workspace:write'];
const REDIS = redisUrl();

function expectError(res: LightMyRequestResponse, status: number, code: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
}

/** A team workspace on the Pro plan (so its tokens may use the API) and a token of its owner there. */
async function teamOf(app: TestApp, owner: TestAccount, name: string): Promise<{ id: number; token: string }> {
  const res = await client(app, owner.token)('POST', '/workspaces', { name });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  await setWorkspacePlan(app.store.db, id, 'pro');
  return { id, token: await createToken(app, owner.user.id, SCOPES, id) };
}

const tokenIn = (app: TestApp, userId: number, workspaceId: number) => createToken(app, userId, SCOPES, workspaceId);

describe.each(DIALECTS)('workspaces, members and invites on %s', (dialect) => {
  let app: TestApp;
  let smtp: TestSmtp;
  let owner: TestAccount;
  let colleague: TestAccount;
  let stranger: TestAccount;
  let team: { id: number; token: string };

  /** Invites `email` and returns the invite and the secret read from the email that arrived. */
  async function invite(token: string, email: string, role = 'member') {
    const before = smtp.to(email).length;
    const res = await client(app, token)('POST', '/workspace/invites', { email, role });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(email.toLowerCase()) && smtp.to(email).indexOf(m) >= before);
    const secret = linkIn(mail, 'http://sho.rt/invites/').slice('http://sho.rt/invites/'.length);
    return { res, mail, secret, id: res.json().data.id as number };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp(dialect, { SMTP_URL: smtp.url, MAIL_FROM: 'Shortener <no-reply@sho.rt>' });
    [owner, colleague, stranger] = await Promise.all([createAccount(app, 'pro', SCOPES), createAccount(app, 'pro', SCOPES), createAccount(app, 'pro', SCOPES)]);
    team = await teamOf(app, owner, 'Acme Marketing');
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('creates, lists, reads and renames workspaces', async () => {
    const created = await client(app, owner.token)('POST', '/workspaces', { name: '  Side project ' });
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(created.headers.location).toBe(`/api/v1/workspaces/${data.id}`);
    expect(data).toMatchObject({ name: 'Side project', slug: 'side-project', plan: 'free', role: 'owner', personal: false });
    const list = (await client(app, owner.token)('GET', '/workspaces')).json().data;
    expect(list[0]).toMatchObject({ id: owner.workspaceId, personal: true, role: 'owner' });
    expect(list.map((w: { id: number }) => w.id)).toEqual(expect.arrayContaining([team.id, data.id]));
    expectError(await client(app, owner.token)('POST', '/workspaces', { name: '' }), 422, 'invalid_field');

    expect((await client(app, team.token)('GET', '/workspace')).json().data).toMatchObject({ id: team.id, name: 'Acme Marketing', plan: 'pro', role: 'owner', personal: false });
    const renamed = await client(app, team.token)('PATCH', '/workspace', { name: 'Acme' });
    expect(renamed.json().data.name).toBe('Acme');
    expectError(await client(app, owner.token)('DELETE', '/workspace'), 409, 'invalid_state');
    expectError(await client(app, (await createAccount(app, 'pro', ['workspace:read'])).token)('PATCH', '/workspace', { name: 'x' }), 403, 'scope_missing');
  });

  it('invites by an email that really goes out; only the invited address joins, once', async () => {
    const { res, mail, secret } = await invite(team.token, colleague.user.email.toUpperCase(), 'viewer');
    expect(res.headers.location).toBe(`/api/v1/workspace/invites/${res.json().data.id}`);
    const expires = Date.parse(res.json().data.expires_at) - Date.now();
    expect(expires).toBeGreaterThan(6.9 * 86_400_000);
    expect(res.json().data).toMatchObject({ email: colleague.user.email, role: 'viewer', expired: false });
    expect(mail.subject).toContain('Acme');
    expect(mail.text).toContain(owner.user.email);
    const stored = await app.store.db.selectFrom('workspace_invites').selectAll().where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(secret);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect((await client(app, team.token)('GET', '/workspace/invites')).json().data.map((i: { email: string }) => i.email)).toContain(colleague.user.email);

    const members = async () => (await client(app, team.token)('GET', '/workspace/members')).json().data.map((m: { user_id: number }) => m.user_id);
    expectError(await client(app, stranger.token)('POST', `/invites/${secret}/accept`), 403, 'invite_wrong_email');
    expectError(await client(app, colleague.token)('POST', `/invites/${secret.slice(0, -1)}x/accept`), 404, 'invite_invalid');
    expectError(await client(app, colleague.token)('POST', '/invites/not-a-secret/accept'), 404, 'invite_invalid');
    expect(await members()).toEqual([owner.user.id]);

    const accepted = await client(app, colleague.token)('POST', `/invites/${secret}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ id: team.id, name: 'Acme', role: 'viewer', personal: false });
    expectError(await client(app, colleague.token)('POST', `/invites/${secret}/accept`), 409, 'invite_used');
    expect((await members()).sort()).toEqual([owner.user.id, colleague.user.id].sort());
    expect((await client(app, team.token)('GET', '/workspace/invites')).json().data).toEqual([]);
    expectError(await client(app, team.token)('POST', '/workspace/invites', { email: colleague.user.email, role: 'member' }), 422, 'invalid_field');
  });

  it('refuses an expired invite and changes nothing; resend gives a new link, revoke ends it', async () => {
    const { id, secret } = await invite(team.token, stranger.user.email);
    await app.store.db.updateTable('workspace_invites').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', id).execute();
    expectError(await client(app, stranger.token)('POST', `/invites/${secret}/accept`), 409, 'invite_expired');
    expect((await client(app, team.token)('GET', '/workspace/invites')).json().data[0]).toMatchObject({ id, expired: true });

    const resent = await client(app, team.token)('POST', `/workspace/invites/${id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data.expired).toBe(false);
    const mail = await smtp.waitFor((m) => m.to.includes(stranger.user.email) && !m.text.includes(secret));
    const fresh = linkIn(mail, 'http://sho.rt/invites/').slice('http://sho.rt/invites/'.length);
    expect(fresh).not.toBe(secret);
    expectError(await client(app, stranger.token)('POST', `/invites/${secret}/accept`), 404, 'invite_invalid');

    expect((await client(app, team.token)('DELETE', `/workspace/invites/${id}`)).statusCode).toBe(204);
    expectError(await client(app, stranger.token)('POST', `/invites/${fresh}/accept`), 404, 'invite_invalid');
    expect((await client(app, stranger.token)('GET', '/workspaces')).json().data).toHaveLength(1);
  });

  it('refuses a workspace name that is blank to the eye or reads backwards', async () => {
    for (const name of ['\u200b', ' \u200b\u200b ', 'Team\u202eevil', 'a\u2066b']) {
      expectError(await client(app, owner.token)('POST', '/workspaces', { name }), 422, 'invalid_field');
      expectError(await client(app, team.token)('PATCH', '/workspace', { name }), 422, 'invalid_field');
    }
  });

  it('limits the invite emails an account sends: 20 an hour, resends included', async () => {
    const sender = await createAccount(app, 'pro', SCOPES);
    const spam = await teamOf(app, sender, 'Prize Draw');
    const call = client(app, spam.token);
    for (let i = 0; i < 20; i++) expect((await call('POST', '/workspace/invites', { email: `limit-${dialect}-${i}@example.net` })).statusCode).toBe(201);
    const refused = await call('POST', '/workspace/invites', { email: `limit-${dialect}-20@example.net` });
    expectError(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const pending = (await call('GET', '/workspace/invites')).json().data as { id: number }[];
    expect(pending).toHaveLength(20);
    expectError(await call('POST', `/workspace/invites/${pending[0]!.id}/resend`), 429, 'rate_limited');
    await smtp.waitFor(() => smtp.to(`limit-${dialect}-19@example.net`).length === 1);
    expect(smtp.to(`limit-${dialect}-20@example.net`)).toEqual([]);
    // Another account's budget is its own.
    expect((await client(app, team.token)('POST', '/workspace/invites', { email: `limit-${dialect}-other@example.net` })).statusCode).toBe(201);
  });

  it('refuses a viewer a write with forbidden_role, then lets them write once promoted', async () => {
    const colleagueToken = await tokenIn(app, colleague.user.id, team.id);
    const call = client(app, colleagueToken);
    expect((await call('GET', '/workspace')).json().data.role).toBe('viewer');
    expect((await call('GET', '/workspace/members')).statusCode).toBe(200);
    expectError(await call('POST', '/links', { destination_url: 'https://example.com/viewer' }), 403, 'forbidden_role');
    expectError(await call('PATCH', '/workspace', { name: 'Mine' }), 403, 'forbidden_role');
    expectError(await call('POST', '/workspace/invites', { email: 'x@example.com' }), 403, 'forbidden_role');

    const promoted = await client(app, team.token)('PATCH', `/workspace/members/${colleague.user.id}`, { role: 'member' });
    expect(promoted.json().data).toMatchObject({ user_id: colleague.user.id, role: 'member' });
    expect((await call('POST', '/links', { destination_url: 'https://example.com/member' })).statusCode).toBe(201);
  });

  it('keeps owners to owners and the last owner in place', async () => {
    const colleagueToken = await tokenIn(app, colleague.user.id, team.id);
    expect((await client(app, team.token)('PATCH', `/workspace/members/${colleague.user.id}`, { role: 'admin' })).statusCode).toBe(200);
    const admin = client(app, colleagueToken);
    expectError(await admin('PATCH', `/workspace/members/${colleague.user.id}`, { role: 'owner' }), 403, 'forbidden_role');
    expectError(await admin('PATCH', `/workspace/members/${owner.user.id}`, { role: 'member' }), 403, 'forbidden_role');
    expectError(await admin('DELETE', `/workspace/members/${owner.user.id}`), 403, 'forbidden_role');
    expectError(await admin('POST', '/workspace/invites', { email: 'boss@example.com', role: 'owner' }), 403, 'forbidden_role');
    expectError(await admin('DELETE', '/workspace'), 403, 'forbidden_role');
    expectError(await admin('PATCH', `/workspace/members/${colleague.user.id}`, { role: 'chief' }), 422, 'invalid_field');

    expectError(await client(app, team.token)('PATCH', `/workspace/members/${owner.user.id}`, { role: 'admin' }), 409, 'last_owner');
    expectError(await client(app, team.token)('DELETE', `/workspace/members/${owner.user.id}`), 409, 'last_owner');
    // With a second owner the first may step down.
    expect((await client(app, team.token)('PATCH', `/workspace/members/${colleague.user.id}`, { role: 'owner' })).statusCode).toBe(200);
    expect((await admin('PATCH', `/workspace/members/${owner.user.id}`, { role: 'admin' })).statusCode).toBe(200);
    expect((await admin('PATCH', `/workspace/members/${owner.user.id}`, { role: 'owner' })).statusCode).toBe(200);
    expect((await client(app, team.token)('PATCH', `/workspace/members/${colleague.user.id}`, { role: 'member' })).statusCode).toBe(200);
  });

  it('answers 404 for ids of another workspace like missing ones', async () => {
    const other = await teamOf(app, stranger, 'Elsewhere');
    await app.store.db.insertInto('workspace_invites').values({ workspace_id: other.id, email: 'z@example.com', role: 'member', token_hash: randomBytes(32).toString('hex'), invited_by: stranger.user.id, created_at: new Date().toISOString(), expires_at: new Date(Date.now() + 86_400_000).toISOString(), accepted_at: null }).execute();
    const foreign = (await client(app, other.token)('GET', '/workspace/invites')).json().data[0].id;
    for (const [method, url, body] of [
      ['DELETE', `/workspace/invites/${foreign}`],
      ['POST', `/workspace/invites/${foreign}/resend`],
      ['PATCH', `/workspace/members/${stranger.user.id}`, { role: 'viewer' }],
      ['DELETE', `/workspace/members/${stranger.user.id}`],
      ['DELETE', '/workspace/members/abc'],
      ['DELETE', '/workspace/invites/999999999'],
    ] as const) {
      expectError(await client(app, team.token)(method, url, body), 404, 'not_found');
    }
  });

  it('refuses a removed member at once and falls their session back to their personal workspace', async () => {
    const colleagueToken = await tokenIn(app, colleague.user.id, team.id);
    const session = await createSession(app.store.db, colleague.user.id);
    expect(await switchSessionWorkspace(app.store.db, session.token, colleague.user.id, team.id)).toBe(true);
    expect((await findSessionUser(app.store.db, session.token))?.workspace.id).toBe(team.id);

    expect((await client(app, team.token)('DELETE', `/workspace/members/${colleague.user.id}`)).statusCode).toBe(204);
    expectError(await client(app, colleagueToken)('GET', '/workspace'), 401, 'unauthenticated');
    expect((await findSessionUser(app.store.db, session.token))?.workspace.id).toBe(colleague.workspaceId);
    // Their other tokens keep working where they still belong.
    expect((await client(app, colleague.token)('GET', '/workspace')).json().data.id).toBe(colleague.workspaceId);
  });

  it('records every member, invite and workspace change in the audit log, with who made it', async () => {
    const log = client(app, team.token);
    const res = await log('GET', '/audit-log?per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().data as Array<{ action: string; actor: { user_id: number; email: string }; target: { type: string; id: string }; changes: Record<string, { before: unknown; after: unknown }> }>;
    const actions = new Set(entries.map((entry) => entry.action));
    for (const action of ['workspace.updated', 'invite.created', 'invite.accepted', 'member.joined', 'member.role_changed', 'invite.resent', 'invite.revoked', 'member.removed']) {
      expect(actions, action).toContain(action);
    }
    const promoted = entries.find((entry) => entry.action === 'member.role_changed' && entry.target.id === String(colleague.user.id) && entry.changes.role?.before === 'viewer');
    expect(promoted?.changes.role).toEqual({ before: 'viewer', after: 'member' });
    expect(promoted?.actor).toMatchObject({ user_id: owner.user.id, email: owner.user.email });
    const joined = entries.find((entry) => entry.action === 'member.joined' && entry.target.id === String(colleague.user.id));
    expect(joined?.actor.user_id).toBe(colleague.user.id);
    // No invite secret or its hash is ever written down.
    expect(JSON.stringify(entries)).not.toMatch(/token_hash|[A-Za-z0-9_-]{40,}/);
    const filtered = (await log('GET', '/audit-log?target_type=member')).json().data as Array<{ target: { type: string } }>;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((entry) => entry.target.type === 'member')).toBe(true);
  });

  it('lets a member leave, and an owner delete a team workspace whose links stop at once', async () => {
    const { secret } = await invite(team.token, colleague.user.email, 'member');
    expect((await client(app, colleague.token)('POST', `/invites/${secret}/accept`)).statusCode).toBe(200);
    const colleagueToken = await tokenIn(app, colleague.user.id, team.id);
    expect((await client(app, colleagueToken)('DELETE', `/workspace/members/${colleague.user.id}`)).statusCode).toBe(204);
    expectError(await client(app, colleagueToken)('GET', '/workspace'), 401, 'unauthenticated');

    const link = (await client(app, team.token)('POST', '/links', { destination_url: 'https://example.com/team' })).json().data;
    expect((await app.http.inject({ method: 'GET', url: `/${link.slug}` })).statusCode).toBe(302);
    expect((await client(app, team.token)('DELETE', '/workspace')).statusCode).toBe(204);
    expect((await app.http.inject({ method: 'GET', url: `/${link.slug}` })).statusCode).toBe(404);
    expectError(await client(app, team.token)('GET', '/workspace'), 401, 'unauthenticated');
    expect((await client(app, owner.token)('GET', '/workspaces')).json().data.map((w: { id: number }) => w.id)).not.toContain(team.id);
  });

  /** A web app session of `userId` working in `workspaceId`: calls with its cookie and CSRF token. */
  async function sessionIn(userId: number, workspaceId: number) {
    const session = await createSession(app.store.db, userId);
    await switchSessionWorkspace(app.store.db, session.token, userId, workspaceId);
    const csrf = (await findSessionUser(app.store.db, session.token))!.csrfToken;
    const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      app.http.inject({ method, url, cookies: { sid: session.token }, headers: { 'x-csrf-token': csrf }, ...(payload ? { payload } : {}) });
    return Object.assign(call, { sid: session.token, csrf });
  }

  it('refuses in the web app what the page does not show, and joins from the invite page as the invited address only', async () => {
    const web = await teamOf(app, owner, 'Web team');
    await app.store.db.insertInto('workspace_members').values({ workspace_id: web.id, user_id: colleague.user.id, role: 'viewer', joined_at: new Date().toISOString() }).execute();
    const viewer = await sessionIn(colleague.user.id, web.id);
    const page = await viewer('GET', '/app/workspace');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Workspace: Web team');
    expect(page.body).not.toContain('id="invite-form"');
    expectError(await viewer('POST', '/app/api/workspace/invites', { email: 'v@example.com', role: 'member' }), 403, 'forbidden_role');
    expectError(await viewer('PATCH', `/app/api/workspace/members/${owner.user.id}`, { role: 'viewer' }), 403, 'forbidden_role');
    expectError(await viewer('DELETE', `/app/api/workspace/members/${owner.user.id}`), 403, 'forbidden_role');
    expectError(await viewer('DELETE', '/app/api/workspace'), 403, 'forbidden_role');
    expectError(await viewer('PATCH', '/app/api/workspace', { name: 'x' }), 403, 'forbidden_role');

    const admin = await sessionIn(owner.user.id, web.id);
    expect((await admin('GET', '/app/workspace')).body).toContain('id="invite-form"');
    const { secret } = await invite(web.token, stranger.user.email, 'member');
    const signedOut = await app.http.inject({ method: 'GET', url: `/invites/${secret}` });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.body).toContain('Join &quot;Web team&quot;');
    expect(signedOut.body).toContain(`/login?next=${encodeURIComponent(`/invites/${secret}`)}`);
    expect((await viewer('GET', `/invites/${secret}`)).statusCode).toBe(403);
    expect((await app.http.inject({ method: 'GET', url: '/invites/nope' })).statusCode).toBe(404);

    const invited = await sessionIn(stranger.user.id, stranger.workspaceId);
    expect((await invited('GET', `/invites/${secret}`)).body).toContain('Join the workspace');
    const csrfless = await app.http.inject({ method: 'POST', url: '/invites/accept', cookies: { sid: invited.sid }, payload: { token: secret } });
    expect(csrfless.statusCode).toBe(403);
    const joined = await invited('POST', '/invites/accept', { token: secret, csrf: invited.csrf });
    expect(joined.statusCode, joined.body).toBe(303);
    expect(joined.headers.location).toBe('/app');
    expect((await invited('GET', '/app/workspace')).body).toContain('Workspace: Web team');
  });

  it('answers a web app body that is not a JSON object with invalid_body, as /api/v1 does', async () => {
    const web = await teamOf(app, owner, 'Body team');
    const admin = await sessionIn(owner.user.id, web.id);
    const raw = (method: 'POST' | 'PATCH', url: string, payload: string) =>
      app.http.inject({ method, url, cookies: { sid: admin.sid }, headers: { 'x-csrf-token': admin.csrf, 'content-type': 'application/json' }, payload });
    const v1 = await client(app, web.token)('PATCH', '/workspace', 'null', { headers: { 'content-type': 'application/json' } });
    expectError(v1, 422, 'invalid_body');
    const writes: ['POST' | 'PATCH', string][] = [
      ['PATCH', '/app/api/workspace'],
      ['POST', '/app/api/workspaces'],
      ['PATCH', `/app/api/workspace/members/${owner.user.id}`],
      ['POST', '/app/api/workspace/invites'],
      ['POST', '/app/api/tokens'],
    ];
    for (const [method, url] of writes) {
      for (const body of ['null', '[]', '"x"', '42', 'true']) {
        const res = await raw(method, url, body);
        expectError(res, 422, 'invalid_body');
        expect(res.json(), `${method} ${url} ${body}`).toEqual(v1.json());
      }
    }
    // An object still reaches the service, which names the field; no body at all is an empty one.
    expectError(await raw('PATCH', '/app/api/workspace', '{}'), 422, 'invalid_field');
    expectError(await admin('PATCH', '/app/api/workspace'), 422, 'invalid_field');
    expect((await admin('PATCH', '/app/api/workspace', { name: 'Body team renamed' })).json().data.name).toBe('Body team renamed');
  });
});

describe.skipIf(!REDIS).each(DIALECTS.filter((d) => d === 'postgres'))('removing a member with two instances on %s', (dialect) => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    [a, b] = await buildTwoInstances(dialect, REDIS!);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses the removed member on the other instance as soon as the first answers', async () => {
    const [owner, member] = await Promise.all([createAccount(a, 'pro', SCOPES), createAccount(a, 'pro', SCOPES)]);
    const team = await teamOf(a, owner, 'Two instances');
    await a.store.db.insertInto('workspace_members').values({ workspace_id: team.id, user_id: member.user.id, role: 'member', joined_at: new Date().toISOString() }).execute();
    const memberToken = await tokenIn(a, member.user.id, team.id);
    expect((await client(b, memberToken)('GET', '/workspace')).statusCode).toBe(200);
    expect((await client(b, memberToken)('POST', '/links', { destination_url: 'https://example.com/b' })).statusCode).toBe(201);
    expect((await client(a, team.token)('DELETE', `/workspace/members/${member.user.id}`)).statusCode).toBe(204);
    expectError(await client(b, memberToken)('POST', '/links', { destination_url: 'https://example.com/b2' }), 401, 'unauthenticated');
    expectError(await client(b, memberToken)('GET', '/workspace'), 401, 'unauthenticated');
  });
});
