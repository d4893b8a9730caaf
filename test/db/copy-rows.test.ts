import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/platform/db/errors.js';
import { createTestStore, postgresUrl, type TestStore } from '../helpers/stores.js';

// The click writer appends its batches to PostgreSQL with COPY (copy.ts): every value must come
// back as it went in, whatever it holds, and a duplicate key must fail the whole COPY the way an
// INSERT fails, so that the writer can go again as a replay; and rows sent before their maker
// fails must not be stored.
describe.skipIf(!postgresUrl())('COPY of rows into PostgreSQL', () => {
  let test: TestStore;

  beforeAll(async () => {
    test = await createTestStore('postgres');
    await sql`create table copy_probe (id bigint primary key, label text, amount integer)`.execute(test.store.db);
  });
  afterAll(async () => {
    await test?.drop();
  });

  it('stores every text as it was, escapes and look-alikes of null included', async () => {
    const labels = [
      'plain',
      '',
      '\\N',
      'NULL',
      'tab\there',
      'line\nbreak',
      'carriage\rreturn',
      'back\\slash',
      '\\t\\n not escapes',
      '"quoted", comma',
      'é 東京 🙂',
      '=cmd|"/c calc"!A1',
      '\u202e right-to-left',
      'x'.repeat(10_000),
    ];
    const rows = labels.map((label, i) => [i + 1, label, i % 2 === 0 ? i : null]);
    rows.push([labels.length + 1, null, 0]);
    await test.store.copyRows!('copy_probe', ['id', 'label', 'amount'], rows);

    const stored = await sql<{ id: number; label: string | null; amount: number | null }>`select id, label, amount from copy_probe order by id`.execute(test.store.db);
    expect(stored.rows.map((row) => [Number(row.id), row.label, row.amount])).toEqual(rows);
  });

  it('stores rows handed over one at a time, multi-byte texts whole past the first buffer', async () => {
    // 3,000 rows of about 60 bytes of UTF-8 each: several times the payload's first 64 KiB.
    const label = (n: number) => `${n} é 東京 🙂 ${'ü'.repeat(n % 17)}`;
    function* rows(): Generator<unknown[]> {
      for (let n = 0; n < 3_000; n++) yield [10_000 + n, label(n), n];
    }
    await test.store.copyRows!('copy_probe', ['id', 'label', 'amount'], rows());
    const stored = await sql<{ id: number; label: string; amount: number }>`select id, label, amount from copy_probe where id >= 10000 order by id`.execute(test.store.db);
    expect(stored.rows.map((row) => [Number(row.id), row.label, row.amount])).toEqual([...rows()]);
  });

  it('fails whole on a duplicate key, as an INSERT does, and leaves the pool usable', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as n from copy_probe`.execute(test.store.db);
    const error = await test.store.copyRows!('copy_probe', ['id', 'label', 'amount'], [[1000, 'new', 1], [1, 'taken', 1]]).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isUniqueViolation(error)).toBe(true);
    const after = await sql<{ n: number }>`select count(*)::int as n from copy_probe`.execute(test.store.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);

    await test.store.copyRows!('copy_probe', ['id', 'label', 'amount'], [[1000, 'new', 1]]);
    const added = await sql<{ label: string }>`select label from copy_probe where id = 1000`.execute(test.store.db);
    expect(added.rows).toEqual([{ label: 'new' }]);
  });

  it('stores nothing when making the rows fails after some were sent, and leaves the pool usable', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as n from copy_probe`.execute(test.store.db);
    // Rows go to the server a chunk (64 KiB) at a time as they are made: several chunks are on
    // their way when the maker fails.
    function* failing(): Generator<unknown[]> {
      for (let n = 0; n < 20_000; n++) yield [50_000 + n, `row ${n} ${'x'.repeat(40)}`, n];
      throw new Error('the maker failed');
    }
    await expect(test.store.copyRows!('copy_probe', ['id', 'label', 'amount'], failing())).rejects.toThrow('the maker failed');
    const after = await sql<{ n: number }>`select count(*)::int as n from copy_probe`.execute(test.store.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    await test.store.copyRows!('copy_probe', ['id', 'label', 'amount'], [[70_000, 'after', 1]]);
    const added = await sql<{ label: string }>`select label from copy_probe where id = 70000`.execute(test.store.db);
    expect(added.rows).toEqual([{ label: 'after' }]);
  });
});
