import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSessionUser } from '../../src/modules/accounts/sessions.service.js';
import { createAccount, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { multipart } from '../helpers/imports.js';
import { DIALECTS } from '../helpers/stores.js';

/** The JSON answers this file reads. */
type Answer = { error: { type: string; code: string }; errors: Record<string, string[]> };

const CSV = 'destination_url\nhttps://example.com/a\n';

/** Raw upload bodies that a client can send; each one broken a different way. */
function broken(): Array<[string, { payload: Buffer; contentType: string }]> {
  const good = multipart(CSV);
  const boundary = good.contentType.split('boundary=')[1]!;
  const cut = good.payload.subarray(0, good.payload.length - `\r\n--${boundary}--\r\n`.length);
  const noFile = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="format"\r\n\r\ncsv\r\n--${boundary}--\r\n`);
  return [
    ['a boundary the body does not use', { payload: good.payload, contentType: 'multipart/form-data; boundary=somethingelse' }],
    ['no boundary at all', { payload: good.payload, contentType: 'multipart/form-data' }],
    ['a body cut off before its closing boundary', { payload: cut, contentType: good.contentType }],
    ['a body cut off in the middle of a part head', { payload: good.payload.subarray(0, 30), contentType: good.contentType }],
    ['a body holding no file part', { payload: noFile, contentType: good.contentType }],
    ['a body whose file part is not named file', { payload: Buffer.from(good.payload.toString().replace('name="file"', 'name="upload"')), contentType: good.contentType }],
  ];
}

const expected = (name: string) => (/no file|not named file/.test(name) ? { code: 'invalid_field', field: 'file' } : { code: 'invalid_body', field: 'body' });

describe.each(DIALECTS)('malformed multipart uploads on %s', (dialect) => {
  let app: TestApp;
  let owner: TestAccount;
  let base: string;

  beforeAll(async () => {
    app = await buildTestApp(dialect, { IMPORT_MAX_BYTES: '32768' });
    owner = await createAccount(app, 'business');
    base = await app.http.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const stored = async () => ({
    imports: (await app.store.db.selectFrom('imports').select('id').execute()).length,
    chunks: (await app.store.db.selectFrom('import_chunks').select('seq').execute()).length,
  });

  /** Sends a raw body over a real socket, its length declared, and reads the answer. */
  function overSocket(path: string, body: { payload: Buffer; contentType: string }, auth: Record<string, string> = { authorization: `Bearer ${owner.token}` }): Promise<{ status: number; json: Answer }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${base}${path}`, { method: 'POST', headers: { ...auth, accept: 'application/json', 'content-type': body.contentType, 'content-length': body.payload.length } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(parts).toString() || 'null') }));
      });
      req.on('error', reject);
      req.end(body.payload);
    });
  }

  for (const path of ['/api/v1/imports', '/api/v1/imports/preview']) {
    it.each(broken())(`answers 422 to ${path} with %s (inject) and stores nothing`, async (name, body) => {
      const before = await stored();
      const res = await app.http.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${owner.token}`, accept: 'application/json', 'content-type': body.contentType }, payload: body.payload });
      const want = expected(name);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error).toMatchObject({ type: 'validation', code: want.code });
      expect(Object.keys(res.json().errors)).toEqual([want.field]);
      expect(await stored()).toEqual(before);
    });

    it.each(broken())(`answers 422 to ${path} with %s (over a socket) and stores nothing`, async (name, body) => {
      const before = await stored();
      const res = await overSocket(path, body);
      const want = expected(name);
      expect(res.status, JSON.stringify(res.json)).toBe(422);
      expect(res.json.error).toMatchObject({ type: 'validation', code: want.code });
      expect(await stored()).toEqual(before);
    });
  }

  it.each(broken())('answers 422 to the web app\'s upload with %s, over a socket', async (name, body) => {
    const { token } = await createSession(app.store.db, owner.user.id);
    const csrf = (await findSessionUser(app.store.db, token))!.csrfToken;
    for (const path of ['/app/api/imports', '/app/api/imports/preview']) {
      const res = await overSocket(path, body, { cookie: `sid=${token}`, 'x-csrf-token': csrf });
      expect(res.status, JSON.stringify(res.json)).toBe(422);
      expect(res.json.error.code).toBe(expected(name).code);
    }
    expect(await stored()).toEqual({ imports: 0, chunks: 0 });
  });

  it('keeps none of a cut-off upload that had already stored chunks', async () => {
    const roomy = await buildTestApp(dialect, { IMPORT_MAX_BYTES: String(4 * 1024 * 1024) });
    try {
      const { token } = await createAccount(roomy, 'business');
      const big = multipart(`destination_url\n${'https://example.com/a-fairly-long-path-for-a-row\n'.repeat(20_000)}`);
      const res = await roomy.http.inject({
        method: 'POST',
        url: '/api/v1/imports',
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': big.contentType },
        payload: big.payload.subarray(0, big.payload.length - 30),
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.code).toBe('invalid_body');
      expect((await roomy.store.db.selectFrom('imports').select('id').execute()).length).toBe(0);
      expect((await roomy.store.db.selectFrom('import_chunks').select('seq').execute()).length).toBe(0);
    } finally {
      await roomy.close();
    }
  });

  it('answers 413 to a cut-off upload already past IMPORT_MAX_BYTES', async () => {
    const big = multipart(`destination_url\n${'https://example.com/x\n'.repeat(2000)}`);
    const cut = { payload: big.payload.subarray(0, big.payload.length - 20), contentType: big.contentType };
    const res = await overSocket('/api/v1/imports', cut);
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('body_too_large');
    expect(await stored()).toEqual({ imports: 0, chunks: 0 });
  });
});
