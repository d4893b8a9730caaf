import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TYPES_PATH, clientTypesOf } from '../../scripts/client-types.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

describe('the committed types of @shortener/client', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp('sqlite');
  });
  afterAll(() => app.close());

  it('are what openapi-typescript makes of the served document (run npm run client:generate)', async () => {
    const served = (await app.http.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(await clientTypesOf(served)).toBe(readFileSync(CLIENT_TYPES_PATH, 'utf8'));
  });
});
