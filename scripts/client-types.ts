import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openStore } from '../src/platform/db/db.js';

/** The committed types of @shortener/client, relative to the repository root. */
export const CLIENT_TYPES_PATH = 'packages/client/src/generated/openapi.ts';

const HEADER = `// Generated from the served OpenAPI document by \`npm run client:generate\`: do not edit.
// test/api/client-types.test.ts fails when this file and the server's document differ.
`;

/** The TypeScript types of `document` as openapi-typescript writes them, with our header. */
export async function clientTypesOf(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return HEADER + astToString(ast);
}

/** The OpenAPI document of the app built in-process on an in-memory database. */
export async function inProcessDocument(): Promise<object> {
  const store = openStore('sqlite::memory:');
  const app = await buildApp(loadConfig({ BASE_URL: 'http://localhost:3000' }), { store, logger: false, startJobs: false, namespace: 'client-types' });
  try {
    await app.http.ready();
    return app.http.swagger();
  } finally {
    await app.http.close();
    await app.shutdown();
  }
}
