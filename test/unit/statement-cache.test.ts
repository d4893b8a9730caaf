import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { STATEMENT_CACHE_SQL_BYTES, withStatementCache } from '../../src/platform/db/db.js';

describe('the SQLite statement cache', () => {
  const database = new SqliteDatabase(':memory:');
  database.exec('create table t (a integer primary key, b, c, d)');
  const cache = withStatementCache(database);
  afterAll(() => database.close());
  const insertOf = (rows: number) => `insert into t (a, b, c, d) values ${Array.from({ length: rows }, () => '(?, ?, ?, ?)').join(', ')}`;

  it('reuses the prepared statement of a short query', () => {
    const first = cache.prepare('select b from t where a = ?');
    expect(cache.prepare('select b from t where a = ?')).toBe(first);
  });

  it('stays within its SQL budget however many batch sizes pass through it', () => {
    for (let rows = 1; rows <= 600; rows++) cache.prepare(insertOf(rows));
    const { sqlBytes, statements } = cache.stats();
    expect(sqlBytes).toBeLessThanOrEqual(STATEMENT_CACHE_SQL_BYTES);
    expect(statements).toBeLessThan(600);
  });

  it('prepares a statement longer than the per-statement limit each time, and keeps none of it', () => {
    const huge = insertOf(6_000);
    expect(cache.prepare(huge)).not.toBe(cache.prepare(huge));
  });

  it('keeps a recently used short query while batch statements come and go', () => {
    const lookup = cache.prepare('select c from t where a = ?');
    for (let rows = 1; rows <= 50; rows++) {
      cache.prepare(insertOf(rows * 10));
      expect(cache.prepare('select c from t where a = ?')).toBe(lookup);
    }
  });
});
