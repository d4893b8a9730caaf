import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createAccount, createToken, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

// The document is free-form JSON read by path; typing every level would add nothing here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every object schema in `node` that lists properties but not which are required. */
function objectsWithoutRequired(node: unknown, at: string, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item, i) => objectsWithoutRequired(item, `${at}/${i}`, found));
  else if (node && typeof node === 'object') {
    const schema = node as Json;
    if (schema.properties && !schema.required) found.push(at);
    for (const [key, value] of Object.entries(schema)) objectsWithoutRequired(value, `${at}/${key}`, found);
  }
  return found;
}

/**
 * The document is checked against the running app: each call below is answered, and its
 * status, body and headers must be the ones the document gives for that operation.
 */
describe('the OpenAPI document tells the truth', () => {
  let app: TestApp;
  let doc: Json;
  let pro: TestAccount;
  let business: TestAccount;
  let ajv: Ajv.default;
  const checked = new Set<string>();
  let ip = 0;

  beforeAll(async () => {
    app = await buildTestApp('sqlite');
    doc = (await app.http.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    [pro, business] = await Promise.all([createAccount(app, 'pro', ['links:read', 'links:write', 'analytics:read', 'webhooks:write']), createAccount(app, 'business')]);
    ajv = addFormats.default(new Ajv.default({ strict: false, allErrors: true }));
    ajv.addSchema(doc, 'openapi');
  });
  afterAll(async () => {
    await app.close();
  });

  const operations = () =>
    Object.entries(doc.paths as Json).flatMap(([path, item]) =>
      Object.entries(item as Json)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => ({ path, method, operation: operation as Json })),
    );

  /** Finds the documented operation for a concrete URL, e.g. GET /api/v1/links/7. */
  function operationFor(method: string, url: string): { path: string; operation: Json } {
    const pathname = url.split('?')[0]!;
    const match = operations().find((op) => op.method === method.toLowerCase() && new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname));
    if (!match) throw new Error(`${method} ${pathname} is not in the document`);
    return match;
  }

  /** The response matches the documented status, body schema and headers. */
  function expectDocumented(method: string, url: string, res: LightMyRequestResponse): void {
    const { path, operation } = operationFor(method, url);
    const status = String(res.statusCode);
    const documented = operation.responses[status];
    expect(documented, `${method} ${path} answered ${status}, which it does not document: ${res.body}`).toBeDefined();
    checked.add(`${operation.operationId} ${status}`);
    for (const header of Object.keys(documented.headers ?? {})) {
      expect(res.headers[header.toLowerCase()], `${header} on ${method} ${path} ${status}`).toBeDefined();
    }
    const schema = documented.content?.['application/json']?.schema;
    if (!schema) return;
    const pointer = `/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
    const validate: ValidateFunction = ajv.compile({ $ref: `openapi#${encodeURI(pointer)}` });
    const valid = validate(res.json());
    expect(validate.errors ?? [], `${method} ${path} ${status}: ${res.body.slice(0, 300)}`).toEqual([]);
    expect(valid).toBe(true);
  }

  async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) {
    const res = await app.http.inject({
      method,
      url,
      remoteAddress: `203.0.113.${++ip}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
    expectDocumented(method, url, res);
    return res;
  }

  it('names every operation, types every id as an integer, and says what every response object holds', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0), JSON.stringify(ids)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations()) {
      for (const parameter of (operation.parameters ?? []).filter((p: Json) => p.in === 'path' && p.name === 'id')) {
        expect(parameter.schema.type, `${method} ${path}`).toBe('integer');
      }
      if (path.startsWith('/api/')) {
        expect(operation.responses['429'], `${method} ${path} has a rate limit`).toBeDefined();
      }
    }
    const responseSchemas = operations().flatMap(({ operation }) => Object.values(operation.responses as Json).map((r: Json) => r.content));
    expect(objectsWithoutRequired(responseSchemas, 'responses')).toEqual([]);
    for (const name of ['Link', 'ApiError', 'KeylessError', 'QrValidationError']) {
      expect(objectsWithoutRequired(doc.components.schemas[name], name)).toEqual([]);
    }
  });

  it('documents the form-encoded body of /api/shorten, the dates of analytics and the size of a bulk', () => {
    expect(Object.keys(doc.paths['/api/shorten'].post.requestBody.content)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    const analytics = doc.paths['/api/v1/links/{id}/analytics'].get.parameters as Json[];
    for (const name of ['from', 'to']) expect(analytics.find((p) => p.name === name)!.schema.format).toBe('date');
    const bulk = doc.paths['/api/v1/links/bulk'].post.requestBody.content['application/json'].schema.properties.links;
    expect([bulk.minItems, bulk.maxItems]).toEqual([1, 100]);
    const update = doc.paths['/api/v1/links/{id}'].patch.requestBody.content['application/json'].schema.properties;
    for (const field of ['title', 'description', 'notes', 'folder_id', 'utm', 'expires_at', 'fallback_url', 'click_limit', 'password', 'qr']) {
      expect(update[field].type, field).toContain('null');
    }
    expect(update.destination_url.type).toBe('string');
    const create = doc.paths['/api/v1/links'].post.requestBody.content['application/json'].schema.properties;
    expect(create.tags.items.maxLength).toBe(50);
    expect(create.expires_at.description).toMatch(/future/);
    expect(doc.paths['/api/qr'].get.parameters.find((p: Json) => p.name === 'foreground').description).toMatch(/contrast/);
  });

  it('declares the keyless operations open, carries the license, and types /api/qr by type as the server checks it', async () => {
    expect(doc.paths['/api/shorten'].post.security).toEqual([]);
    expect(doc.paths['/api/qr'].get.security).toEqual([]);
    expect(doc.info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
    expect(doc.paths['/api/qr'].get['x-query-schema']).toEqual({ $ref: '#/components/schemas/QrQuery' });
    const validate = ajv.compile({ $ref: 'openapi#/components/schemas/QrQuery' });
    const cases: Array<[string, Record<string, string>]> = [
      ['', { url: 'https://example.com/' }],
      ['url', {}],
      ['', { type: 'url', url: 'example.com' }],
      ['ssid', { type: 'wifi' }],
      ['', { type: 'wifi', ssid: 'Home' }],
      ['to', { type: 'email', subject: 'hi' }],
      ['', { type: 'email', to: 'a@example.com' }],
      ['phone', { type: 'sms' }],
      ['phone', { type: 'whatsapp', text: 'hi' }],
      ['name', { type: 'vcard', org: 'Acme' }],
      ['', { type: 'vcard', name: 'Ada' }],
      ['text', { type: 'text' }],
    ];
    for (const [missing, query] of cases) {
      expect(validate(query), JSON.stringify(query)).toBe(missing === '');
      const res = await call('GET', `/api/qr?${new URLSearchParams(query).toString()}`, null);
      expect(res.statusCode, JSON.stringify(query)).toBe(missing === '' ? 200 : 422);
      if (missing) expect(Object.keys(res.json().errors), JSON.stringify(query)).toContain(missing);
    }
  });

  it('documents and answers the folder, tag and by-slug operations, and Location on creates', async () => {
    const token = pro.token;
    const folder = await call('POST', '/api/v1/folders', token, { name: 'Doc folder', color: '#336699' });
    await call('POST', '/api/v1/folders', token, { name: 'doc FOLDER' });
    await call('PATCH', `/api/v1/folders/${folder.json().data.id}`, token, { name: 'Doc folder 2' });
    await call('PATCH', '/api/v1/folders/999999999', token, { name: 'x' });
    await call('DELETE', `/api/v1/folders/${folder.json().data.id}`, token);
    const tag = await call('POST', '/api/v1/tags', token, { name: 'doc-tag' });
    await call('PATCH', `/api/v1/tags/${tag.json().data.id}`, token, { name: 'doc-tag-2' });
    await call('DELETE', `/api/v1/tags/${tag.json().data.id}`, token);
    await call('DELETE', '/api/v1/tags/999999999', token);
    const link = (await call('POST', '/api/v1/links', token, { destination_url: 'https://example.com/doc-slug', slug: 'doc-slug' })).json().data;
    await call('GET', `/api/v1/links/by-slug/${link.slug}`, token);
    await call('GET', '/api/v1/links/by-slug/nothing-by-that-slug', token);
    expect(doc.paths['/api/v1/links'].post.responses['201'].headers.Location).toBeDefined();
    expect(doc.paths['/api/v1/imports'].post.responses['202'].headers.Location).toBeDefined();
    expect([...checked]).toEqual(
      expect.arrayContaining(['createFolder 201', 'createFolder 422', 'updateFolder 200', 'updateFolder 404', 'deleteFolder 204', 'createTag 201', 'renameTag 200', 'deleteTag 204', 'deleteTag 404', 'getLinkBySlug 200', 'getLinkBySlug 404']),
    );
  });

  it('matches what the keyless endpoints answer', async () => {
    await call('POST', '/api/shorten', null, { url: 'https://example.com/truth' });
    await call('POST', '/api/shorten', null, 'url=https%3A%2F%2Fexample.com%2Fform', { 'content-type': 'application/x-www-form-urlencoded' });
    await call('POST', '/api/shorten', null, { url: 'http://10.1.2.3/' });
    await call('GET', '/api/qr?url=https://example.com/', null);
    await call('GET', '/api/qr?size=5', null);
    const address = '203.0.113.250';
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 6; i++) last = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: address, payload: { url: `https://example.com/${i}` } });
    expectDocumented('POST', '/api/shorten', last!);
  });

  it('matches what bulk edits and deletes, and hourly analytics, answer', async () => {
    const token = pro.token;
    const link = (await call('POST', '/api/v1/links', token, { destination_url: 'https://example.com/bulk-doc' })).json().data;
    await call('PATCH', '/api/v1/links/bulk', token, { ids: [link.id, 999999999], add_tags: ['doc'], status: 'archived' });
    await call('PATCH', '/api/v1/links/bulk', token, { ids: [link.id] });
    await call('GET', `/api/v1/links/${link.id}/analytics?interval=hour`, token);
    await call('GET', `/api/v1/links/${link.id}/analytics?interval=hour&from=2020-01-01`, token);
    await call('DELETE', `/api/v1/links/bulk?ids=${link.id},999999999`, token);
    await call('DELETE', '/api/v1/links/bulk?ids=x', token);
    expect([...checked]).toEqual(
      expect.arrayContaining(['bulkUpdateLinks 200', 'bulkUpdateLinks 422', 'bulkDeleteLinks 200', 'bulkDeleteLinks 422', 'getLinkAnalytics 200', 'getLinkAnalytics 422']),
    );
  });

  it('matches what the v1 operations answer, failures included', async () => {
    const token = pro.token;
    const link = (await call('POST', '/api/v1/links', token, { destination_url: 'https://example.com/doc', title: 'Doc', tags: ['a'] })).json().data;
    await call('POST', '/api/v1/links', token, { destination_url: 'not a url' });
    await call('GET', '/api/v1/links?per_page=5', token);
    await call('GET', `/api/v1/links/${link.id}`, token);
    await call('GET', '/api/v1/links/abc', token);
    await call('GET', '/api/v1/links/999999999', token);
    await call('PATCH', `/api/v1/links/${link.id}`, token, { title: null, notes: 'n' });
    await call('POST', `/api/v1/links/${link.id}/enable`, token);
    await call('POST', `/api/v1/links/${link.id}/disable`, token);
    await call('POST', `/api/v1/links/${link.id}/enable`, token);
    await call('POST', `/api/v1/links/${link.id}/archive`, token);
    await call('POST', `/api/v1/links/${link.id}/unarchive`, token);
    await call('GET', `/api/v1/links/${link.id}/analytics`, token);
    await call('GET', `/api/v1/links/${link.id}/analytics?from=2020-02-30`, token);
    await call('GET', `/api/v1/links/${link.id}/qr`, token);
    await call('GET', '/api/v1/folders', token);
    await call('GET', '/api/v1/tags', token);
    await call('GET', '/api/v1/account/usage', token);
    await call('POST', '/api/v1/links/bulk', token, { links: [{ destination_url: 'https://example.com/' }] });
    await call('POST', '/api/v1/links/bulk', business.token, { links: [{ destination_url: 'https://example.com/b1' }, { destination_url: 'nope' }] });
    const hook = (await call('POST', '/api/v1/webhooks', token, { url: 'https://hooks.example.com/in', events: ['link.created'] })).json().data;
    await call('GET', '/api/v1/webhooks', token);
    await call('GET', `/api/v1/webhooks/${hook.id}`, token);
    await call('PATCH', `/api/v1/webhooks/${hook.id}`, token, { enabled: false });
    await call('POST', `/api/v1/webhooks/${hook.id}/test`, token);
    await call('POST', `/api/v1/webhooks/${hook.id}/rotate-secret`, token);
    await call('GET', `/api/v1/webhooks/${hook.id}/deliveries`, token);
    await call('DELETE', `/api/v1/webhooks/${hook.id}`, token);
    await call('GET', '/api/v1/links', null);
    await call('GET', '/api/v1/links', 'shk_abcdefgh_not-a-real-token');
    await call('POST', '/api/v1/links', (await createAccount(app, 'pro', ['links:read'])).token, { destination_url: 'https://example.com/' });
    await call('DELETE', `/api/v1/links/${link.id}`, token);
    const limited = await createAccount(app, 'pro');
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 61; i++) last = await client(app, limited.token)('GET', '/account/usage');
    expectDocumented('GET', '/api/v1/account/usage', last!);
    expect(last!.statusCode).toBe(429);
    expect([...checked].sort()).toEqual(
      expect.arrayContaining(['listLinks 200', 'createLink 201', 'createLink 422', 'getLink 404', 'enableLink 409', 'getLinkQr 200', 'getUsage 429', 'bulkCreateLinks 200', 'listLinks 401', 'createLink 403', 'testWebhook 409', 'qr 422', 'shorten 429']),
    );
  });

  it('matches what the workspace, member and invite operations answer, failures included', async () => {
    const scopes = ['links:read', 'workspace:read', 'workspace:write'];
    const [owner, guest] = await Promise.all([createAccount(app, 'pro', scopes), createAccount(app, 'pro', scopes)]);
    await call('GET', '/api/v1/workspaces', owner.token);
    await call('POST', '/api/v1/workspaces', owner.token, { name: '' });
    const team = (await call('POST', '/api/v1/workspaces', owner.token, { name: 'Doc team' })).json().data;
    await app.store.db.updateTable('workspaces').set({ plan: 'pro' }).where('id', '=', team.id).execute();
    const token = await createToken(app, owner.user.id, scopes, team.id);
    await call('GET', '/api/v1/workspace', token);
    await call('PATCH', '/api/v1/workspace', token, { name: 'Doc' });
    await call('DELETE', '/api/v1/workspace', owner.token);
    const invite = (await call('POST', '/api/v1/workspace/invites', token, { email: guest.user.email, role: 'viewer' })).json().data;
    await call('POST', '/api/v1/workspace/invites', owner.token, { email: guest.user.email });
    await call('GET', '/api/v1/workspace/invites', token);
    await call('POST', `/api/v1/workspace/invites/${invite.id}/resend`, token);
    await call('DELETE', `/api/v1/workspace/invites/${invite.id}`, token);
    await call('DELETE', `/api/v1/workspace/invites/${invite.id}`, token);
    await call('POST', '/api/v1/invites/not-a-secret/accept', guest.token);
    await app.store.db.insertInto('workspace_members').values({ workspace_id: team.id, user_id: guest.user.id, role: 'viewer', joined_at: new Date().toISOString() }).execute();
    await call('GET', '/api/v1/workspace/members', token);
    await call('PATCH', `/api/v1/workspace/members/${guest.user.id}`, token, { role: 'member' });
    await call('PATCH', `/api/v1/workspace/members/${owner.user.id}`, token, { role: 'member' });
    await call('DELETE', `/api/v1/workspace/members/${guest.user.id}`, token);
    await call('DELETE', `/api/v1/workspace/members/${guest.user.id}`, token);
    await call('DELETE', '/api/v1/workspace', token);
    expect([...checked]).toEqual(
      expect.arrayContaining(['listWorkspaces 200', 'createWorkspace 201', 'createWorkspace 422', 'getWorkspace 200', 'renameWorkspace 200', 'deleteWorkspace 409', 'deleteWorkspace 204',
        'createInvite 201', 'createInvite 409', 'listInvites 200', 'resendInvite 200', 'revokeInvite 204', 'revokeInvite 404', 'acceptInvite 404',
        'listMembers 200', 'changeMemberRole 200', 'changeMemberRole 409', 'removeMember 204', 'removeMember 404']),
    );
  });
});
