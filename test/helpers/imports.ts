import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.js';

/** A fixture under test/fixtures/imports. */
export function fixture(name: string): Buffer {
  return readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url));
}

/** A multipart/form-data body holding one file (and fields sent before it). */
export function multipart(content: Buffer | string, filename = 'links.csv', fields: Record<string, string> = {}) {
  const boundary = `----import${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
  parts.push(Buffer.isBuffer(content) ? content : Buffer.from(content));
  parts.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a file to /api/v1/imports (or `path`) with a token. */
export function upload(app: TestApp, token: string, content: Buffer | string, options: { filename?: string; query?: string; path?: string; fields?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
  const body = multipart(content, options.filename, options.fields);
  return app.http.inject({
    method: 'POST',
    url: `/api/v1${options.path ?? '/imports'}${options.query ? `?${options.query}` : ''}`,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Runs the import job until no import is queued or running (each run under its lease). */
export async function drainImports(app: TestApp): Promise<void> {
  for (let i = 0; i < 50; i++) {
    await app.scheduler.runNow('imports');
    const open = await app.store.db.selectFrom('imports').select('id').where('status', 'in', ['queued', 'running']).executeTakeFirst();
    if (!open) return;
  }
  throw new Error('imports still open after 50 runs');
}
