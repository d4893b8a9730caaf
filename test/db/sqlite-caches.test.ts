import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/platform/db/db.js';

// A SQLite connection's page caches stay within the share it is given (ADR 1013): the
// temporary file's too, which SQLite otherwise sizes at better-sqlite3's 16 MB default, and
// which the click fold's scratch tables fill.
describe('SQLite page caches', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-caches-'));
  const stores: Store[] = [];
  afterAll(async () => {
    for (const store of stores) await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives temporary tables the same cache as the database, once they exist too', () => {
    const store = openStore(`sqlite:${join(dir, 'links.db')}`, { sqliteCacheMiB: 4 });
    stores.push(store);
    const database = store.sqlite!;
    expect(database.pragma('main.cache_size', { simple: true })).toBe(-4096);
    expect(database.pragma('temp.cache_size', { simple: true })).toBe(-4096);

    // Opening the temporary file (the fold's first scratch table) keeps the setting.
    database.exec('create temp table scratch (value text)');
    const insert = database.prepare('insert into scratch (value) values (?)');
    database.transaction(() => {
      for (let i = 0; i < 20_000; i++) insert.run(`row ${i} ${'x'.repeat(200)}`);
    })();
    expect(database.pragma('temp.cache_size', { simple: true })).toBe(-4096);
    expect(database.pragma('temp_store', { simple: true })).toBe(1);
  });
});
