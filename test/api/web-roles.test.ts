import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSessionUser } from '../../src/modules/accounts/sessions.service.js';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { createWorkspace } from '../../src/modules/workspaces/index.js';
import type { Role } from '../../src/modules/workspaces/index.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Needed = 'read' | 'write_links' | 'manage' | 'own';

/**
 * Every state-changing /app/api route and the role permission it needs. The first test checks
 * this list against the routes the app really has, so a new route cannot slip past the walk.
 */
const WRITES: Record<string, Needed> = {
  'POST /app/api/links': 'write_links',
  'PATCH /app/api/links/bulk': 'write_links',
  'DELETE /app/api/links/bulk': 'write_links',
  'PATCH /app/api/links/:id': 'write_links',
  'DELETE /app/api/links/:id': 'write_links',
  'PUT /app/api/links/:id/qr/logo': 'write_links',
  'DELETE /app/api/links/:id/qr/logo': 'write_links',
  'POST /app/api/links/:id/test-visitor': 'read',
  'POST /app/api/links/:id/variants/winner': 'write_links',
  'POST /app/api/links/:id/:action': 'write_links',
  'POST /app/api/folders': 'write_links',
  'PUT /app/api/folders/order': 'write_links',
  'PATCH /app/api/folders/:id': 'write_links',
  'DELETE /app/api/folders/:id': 'write_links',
  'POST /app/api/tags': 'write_links',
  'PATCH /app/api/tags/:id': 'write_links',
  'DELETE /app/api/tags/:id': 'write_links',
  'POST /app/api/tokens': 'read',
  'DELETE /app/api/tokens/:id': 'read',
  'POST /app/api/webhooks': 'manage',
  'PATCH /app/api/webhooks/:id': 'manage',
  'DELETE /app/api/webhooks/:id': 'manage',
  'POST /app/api/webhooks/:id/test': 'manage',
  'POST /app/api/domains': 'manage',
  'PATCH /app/api/domains/:id': 'manage',
  'DELETE /app/api/domains/:id': 'manage',
  'POST /app/api/domains/:id/verify': 'manage',
  'POST /app/api/domains/:id/token': 'manage',
  'POST /app/api/admin/links/:id/:decision': 'read',
  'POST /app/api/admin/plan': 'read',
  'PUT /app/api/account/qr/logo': 'write_links',
  'DELETE /app/api/account/qr/logo': 'write_links',
  'POST /app/api/imports': 'write_links',
  'POST /app/api/imports/preview': 'write_links',
  'POST /app/api/imports/:id/cancel': 'write_links',
  'POST /app/api/workspaces': 'read',
  'PATCH /app/api/workspace': 'manage',
  'DELETE /app/api/workspace': 'own',
  'PATCH /app/api/workspace/members/:id': 'manage',
  // Anyone may leave; removing someone else (as the walk does) needs an admin.
  'DELETE /app/api/workspace/members/:id': 'manage',
  'POST /app/api/workspace/invites': 'manage',
  'DELETE /app/api/workspace/invites/:id': 'manage',
  'POST /app/api/workspace/invites/:id/resend': 'manage',
};
/** The home page's script posts here with the site-wide double-submit token, not the session's: walked apart. */
const SHORTEN = 'POST /app/api/shorten';

/** The app's routes as `METHOD /path`, read from Fastify's route tree (4 characters per level). */
function routesOf(tree: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ├└─]*)(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack[depth] = match[2]!;
    const path = stack.join('').replace(/^\/?/, '/');
    for (const method of match[3]!.split(', ')) out.push(`${method} ${path}`);
  }
  return out;
}

const ROLE_RANK: Record<Role, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };
const NEEDED_RANK: Record<Needed, number> = { read: 0, write_links: 1, manage: 2, own: 3 };

describe.each(DIALECTS)('roles in the web app (/app/api and form posts) on %s', (dialect) => {
  let app: TestApp;
  let teamId: number;
  const as: Partial<Record<Role, (method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>>> = {};
  const sessions: Partial<Record<Role, { token: string; csrf: string }>> = {};

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    const user = (role: string) => createUser(app.store.db, { email: `${role}-${dialect}-${Math.random()}@example.com`, password: 'correct horse battery', plan: 'free' });
    const owner = await user('owner');
    const team = await createWorkspace(app.store.db, { name: 'Acme', plan: 'pro', ownerId: owner.id });
    teamId = Number(team.id);
    for (const role of ['viewer', 'member', 'admin'] as const) {
      const member = await user(role);
      await app.store.db.insertInto('workspace_members').values({ workspace_id: teamId, user_id: member.id, role, joined_at: new Date().toISOString() }).execute();
      const { token } = await createSession(app.store.db, member.id);
      const csrf = (await findSessionUser(app.store.db, token))!.csrfToken;
      sessions[role] = { token, csrf };
      as[role] = (method, url, payload) =>
        app.http.inject({ method, url, cookies: { sid: token }, headers: { 'x-csrf-token': csrf }, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
      // Into the team workspace through the header's switcher, as a person would.
      const switched = await app.http.inject({ method: 'POST', url: '/app/workspace/switch', cookies: { sid: token }, payload: { workspace_id: String(teamId), csrf, next: '/app/folders?x=1' } });
      expect(switched.statusCode).toBe(303);
      expect(switched.headers.location).toBe('/app/folders');
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  it('knows every state-changing /app/api route', () => {
    const routes = routesOf(app.http.printRoutes({ commonPrefix: false })).filter((route) => /^(POST|PUT|PATCH|DELETE) \/app\/api\//.test(route));
    expect(routes.sort()).toEqual([...Object.keys(WRITES), SHORTEN].sort());
  });

  it('refuses each write below its role with 403 forbidden_role, and lets the role that may through', async () => {
    for (const [route, needed] of Object.entries(WRITES)) {
      const [method, pattern] = route.split(' ') as [Method, string];
      const url = pattern.replace(':id', '999999').replace(':action', 'disable').replace(':decision', 'approve');
      for (const role of ['viewer', 'member', 'admin'] as const) {
        const res = await as[role]!(method, url, method === 'DELETE' ? undefined : {});
        const code = res.statusCode === 403 ? res.json().error.code : undefined;
        if (ROLE_RANK[role] < NEEDED_RANK[needed]) {
          expect([res.statusCode, code], `${role} ${route}`).toEqual([403, 'forbidden_role']);
        } else {
          expect(code, `${role} ${route}: ${res.statusCode} ${res.body}`).not.toBe('forbidden_role');
        }
      }
    }
  });

  it('lets a member write for real and a viewer only read', async () => {
    const created = await as.member!('POST', '/app/api/links', { destination_url: 'https://example.com/team' });
    expect(created.statusCode, created.body).toBe(201);
    const link = await app.store.db.selectFrom('links').select('workspace_id').where('id', '=', created.json().data.id).executeTakeFirstOrThrow();
    expect(Number(link.workspace_id)).toBe(teamId);
    expect((await as.viewer!('GET', `/app/links/${created.json().data.id}`)).statusCode).toBe(200);
    expect((await as.viewer!('PATCH', `/app/api/links/${created.json().data.id}`, { title: 'no' })).statusCode).toBe(403);
    expect((await as.admin!('POST', '/app/api/folders', { name: 'Admins' })).statusCode).toBe(201);
  });

  it('draws only what the role may use', async () => {
    const page = async (role: Role, url: string) => (await as[role]!('GET', url)).body;
    const link = (await as.member!('POST', '/app/api/links', { destination_url: 'https://example.com/drawn' })).json().data;
    for (const role of ['viewer', 'member', 'admin'] as const) {
      const writer = role !== 'viewer';
      const links = await page(role, '/app');
      expect(links.includes('href="/app/links/new"'), `${role} New link`).toBe(writer);
      expect(links.includes('id="bulk-bar"'), `${role} bulk`).toBe(writer);
      expect(links.includes(`aria-label="Edit ${link.slug}"`), `${role} edit`).toBe(writer);
      expect(links.includes('href="/app/import"'), `${role} import tab`).toBe(writer);
      expect((await page(role, '/app/folders')).includes('id="folder-form"'), `${role} folder form`).toBe(writer);
      const editor = await page(role, `/app/links/${link.id}`);
      expect(editor.includes('Save changes'), `${role} save`).toBe(writer);
      expect(editor.includes('Save design'), `${role} save design`).toBe(writer);
      expect(editor.includes('data-action="delete"'), `${role} delete`).toBe(writer);
      const account = await page(role, '/app/account');
      expect(account.includes('id="token-form"'), `${role} tokens`).toBe(true);
      expect(account.includes('id="webhooks-h"') || account.includes('id="domains-h"'), `${role} domains and webhooks`).toBe(role === 'admin');
      expect(/id="ws-current-name">Acme</.test(links), `${role} switcher`).toBe(true);
    }
    expect((await as.viewer!('GET', '/app/import')).statusCode).toBe(403);
    expect((await as.viewer!('GET', '/app/links/new')).statusCode).toBe(403);
  });

  it('refuses the home page form to a viewer, and switching to a foreign or unknown workspace', async () => {
    const viewer = sessions.viewer!;
    const home = await app.http.inject({ method: 'GET', url: '/', cookies: { sid: viewer.token } });
    const csrf = home.cookies.find((c) => c.name === 'csrf')!.value;
    const cookies = { sid: viewer.token, csrf };
    const posted = await app.http.inject({ method: 'POST', url: '/', cookies, payload: { url: 'https://example.com/home', csrf } });
    expect(posted.statusCode).toBe(403);
    expect(posted.body).toContain('role in this workspace is viewer');
    const script = await app.http.inject({ method: 'POST', url: '/app/api/shorten', cookies, headers: { 'x-csrf-token': csrf }, payload: { url: 'https://example.com/home' } });
    expect([script.statusCode, script.json().error.code]).toEqual([403, 'forbidden_role']);
    const member = await app.http.inject({ method: 'POST', url: '/app/api/shorten', cookies: { sid: sessions.member!.token, csrf }, headers: { 'x-csrf-token': csrf }, payload: { url: 'https://example.com/home' } });
    expect(member.statusCode, member.body).toBe(201);

    const stranger = await createWorkspace(app.store.db, { name: 'Other', plan: 'free', ownerId: (await createUser(app.store.db, { email: `s-${dialect}@example.com`, password: 'correct horse battery', plan: 'free' })).id });
    for (const id of [String(stranger.id), '99999999', 'abc']) {
      const res = await app.http.inject({ method: 'POST', url: '/app/workspace/switch', cookies: { sid: viewer.token }, payload: { workspace_id: id, csrf: viewer.csrf } });
      expect(res.statusCode, id).toBe(404);
    }
    const forged = await app.http.inject({ method: 'POST', url: '/app/workspace/switch', cookies: { sid: viewer.token }, payload: { workspace_id: String(teamId), csrf: 'forged' } });
    expect(forged.statusCode).toBe(403);
    const session = await findSessionUser(app.store.db, viewer.token);
    expect(Number(session!.workspace.id)).toBe(teamId);
  });
});
