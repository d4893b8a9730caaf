import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { DIALECTS } from '../helpers/stores.js';

const run = runCli;

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/imports/${name}`, import.meta.url));

describe.each(DIALECTS)('shortener import on %s', (dialect) => {
  let app: TestApp;
  const saved = { DATABASE_URL: process.env.DATABASE_URL, BASE_URL: process.env.BASE_URL };
  const email = `cli-import-${dialect}@example.com`;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    const { url, searchPath } = app.testStore;
    process.env.BASE_URL = 'http://sho.rt';
    process.env.DATABASE_URL = searchPath ? `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${searchPath}`)}` : url;
    await createUser(app.store.db, { email, password: 'correct horse battery', plan: 'business' });
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await app.close();
  });

  it('imports a file through the same service and job, printing progress and the final counts', async () => {
    const res = await run('import', fixture('shlink.csv'), '--email', email, '--on-conflict', 'suffix');
    expect(res.code, res.stderr.join('\n')).toBe(0);
    expect(res.stdout[0]).toMatch(/^import \d+ queued \(shlink, \d+ bytes\)$/);
    expect(res.stdout).toContain('completed: 2/2 rows (created 2, skipped 0, failed 0)');
    expect(JSON.parse(res.stdout.at(-1)!)).toMatchObject({ status: 'completed', format: 'shlink', total: 2, created: 2 });
    const again = await run('import', fixture('shlink.csv'), '--email', email);
    expect(again.stdout).toContain('completed: 2/2 rows (created 0, skipped 2, failed 0)');
  });

  it('says why a file is refused, with exit code 2', async () => {
    const res = await run('import', fixture('latin1.csv'), '--email', email);
    expect(res.code).toBe(2);
    expect(res.stderr[0]).toMatch(/latin1\.csv: The file is not UTF-8 text/);
    expect((await run('import', '--email', email)).code).toBe(2);
    expect((await run('import', fixture('plain.csv'), '--email', email, '--format', 'xls')).stderr[0]).toMatch(/--format must be one of/);
  });

  it('refuses a missing file, a directory and an empty file alike, with exit code 2', async () => {
    const missing = await run('import', fixture('no-such-file.csv'), '--email', email);
    expect(missing.code).toBe(2);
    expect(missing.stderr[0]).toMatch(/no-such-file\.csv: no such file$/);
    const directory = await run('import', fixture(''), '--email', email);
    expect(directory.code).toBe(2);
    expect(directory.stderr[0]).toMatch(/: not a file$/);
    const empty = await run('import', fixture('empty.csv'), '--email', email);
    expect(empty.code).toBe(2);
    expect(empty.stderr[0]).toMatch(/empty\.csv: The file is empty$/);
    // A header and no rows: found empty only once the job reads it, and refused the same way.
    const header = await run('import', fixture('header-only.csv'), '--email', email);
    expect(header.code).toBe(2);
    expect(header.stderr[0]).toMatch(/header-only\.csv: The file holds no links$/);
  });
});
