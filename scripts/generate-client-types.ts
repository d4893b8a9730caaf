import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { CLIENT_TYPES_PATH, clientTypesOf, inProcessDocument } from './client-types.js';

// npm run client:generate [-- --url http://localhost:3000]: from a running server, or the app in-process.
const { values } = parseArgs({ options: { url: { type: 'string' } } });
const document = values.url
  ? await fetch(new URL('/api/v1/openapi.json', values.url)).then((response) => {
      if (!response.ok) throw new Error(`GET /api/v1/openapi.json answered ${response.status}`);
      return response.json() as Promise<object>;
    })
  : await inProcessDocument();
await writeFile(CLIENT_TYPES_PATH, await clientTypesOf(document));
console.log(`wrote ${CLIENT_TYPES_PATH}`);
