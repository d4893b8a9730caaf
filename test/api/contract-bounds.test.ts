import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createAccount, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

// The document is free-form JSON read by path.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

describe('bounds and wording the contract shares', () => {
  let app: TestApp;
  let owner: TestAccount;
  let doc: Json;

  beforeAll(async () => {
    app = await buildTestApp('sqlite');
    owner = await createAccount(app, 'pro');
    doc = (await app.http.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  });
  afterAll(async () => {
    await app?.close();
  });

  const parameter = (path: string, method: string, name: string) => (doc.paths[path][method].parameters as Json[]).find((p) => p.name === name)!.schema;

  it('bounds the folder_id query parameter as the path id', async () => {
    const id = parameter('/api/v1/links/{id}', 'get', 'id');
    const folder = parameter('/api/v1/links', 'get', 'folder_id');
    expect({ minimum: folder.minimum, maximum: folder.maximum }).toEqual({ minimum: id.minimum, maximum: id.maximum });
    const call = client(app, owner.token);
    expect((await call('GET', `/links?folder_id=${id.maximum}`)).statusCode).toBe(200);
    const past = await call('GET', `/links?folder_id=${id.maximum + 1}`);
    expect(past.statusCode).toBe(422);
    expect(Object.keys(past.json().errors)).toEqual(['folder_id']);
    const body = await call('POST', '/links', { destination_url: 'https://example.com/f', folder_id: id.maximum + 1 });
    expect(body.json().errors).toEqual({ folder_id: ['must be the id of one of your folders'] });
  });

  it('lists the redirect types without a stray comma', async () => {
    const call = client(app, owner.token);
    for (const redirect_type of [303, '301']) {
      const res = await call('POST', '/links', { destination_url: 'https://example.com/r', redirect_type });
      expect(res.json().errors).toEqual({ redirect_type: ['must be one of: 301, 302, 307'] });
      expect(res.json().message).toBe('redirect_type must be one of: 301, 302, 307');
    }
    const link = (await call('POST', '/links', { destination_url: 'https://example.com/r' })).json().data;
    expect((await call('PATCH', `/links/${link.id}`, { redirect_type: 308 })).json().errors).toEqual({ redirect_type: ['must be one of: 301, 302, 307'] });
  });

  /** An `x-errors` template (`<ratio>`, `#<background>`) as a pattern for the answer it documents. */
  const templateOf = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('<ratio>', '[0-9.]+').replace('#<background>', '#[0-9a-f]{6}')}$`);

  it('keeps refusing ink too light to scan, and documents the rule where the parameter is', async () => {
    const param = (doc.paths['/api/qr'].get.parameters as Json[]).find((p) => p.name === 'foreground')!;
    const keyless = { ...param.schema, description: param.description };
    const saved = doc.paths['/api/v1/links'].post.requestBody.content['application/json'].schema.properties.qr.properties.foreground;
    for (const schema of [keyless, saved]) {
      expect(schema.description).toMatch(/darker than the background and contrast with it at least 3:1/);
      expect(Object.keys(schema['x-errors'])).toEqual(['*', 'contrast', 'contrast_background', 'darker']);
    }

    const onWhite = await app.http.inject({ method: 'GET', url: '/api/qr?url=https://example.com&foreground=dddddd' });
    expect(onWhite.statusCode).toBe(422);
    expect(onWhite.json().errors.foreground[0]).toMatch(templateOf(keyless['x-errors'].contrast));
    const onColour = await app.http.inject({ method: 'GET', url: '/api/qr?url=https://example.com&foreground=666666&background=333333' });
    expect(onColour.json().errors.foreground[0]).toMatch(templateOf(keyless['x-errors'].darker));
    const close = await client(app, owner.token)('POST', '/links', { destination_url: 'https://example.com/q', qr: { foreground: '#555555', background: '#777777' } });
    expect(close.statusCode).toBe(422);
    expect(close.json().errors['qr.foreground'][0]).toMatch(templateOf(saved['x-errors'].contrast_background));

    const guide = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    expect(guide).toMatch(/darker than the background/);
    expect(guide).toMatch(/3:1/);
  });
});
