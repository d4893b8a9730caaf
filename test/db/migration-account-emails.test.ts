import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { createTestStore, DIALECTS, type TestStore } from '../helpers/stores.js';

// 0009 adds email verification: accounts made before it count as verified.
describe.each(DIALECTS)('the account emails migration over existing users, on %s', (dialect) => {
  let test: TestStore | undefined;
  afterEach(async () => {
    await test?.drop();
    test = undefined;
  });

  it('marks every existing account verified as of its creation, and new ones not', async () => {
    test = await createTestStore(dialect, '0008_links_fillfactor');
    const db = test.store.db;
    const created = '2026-01-02T03:04:05.000Z';
    await db.insertInto('users').values({ email: 'old@example.com', password_hash: 'x', plan: 'free', created_at: created, updated_at: created } as never).execute();
    await migrateToLatest(test.store);
    expect(await db.selectFrom('users').select('email_verified_at').where('email', '=', 'old@example.com').executeTakeFirstOrThrow()).toEqual({ email_verified_at: created });
    await db.insertInto('users').values({ email: 'new@example.com', password_hash: 'x', plan: 'free', created_at: created, updated_at: created }).execute();
    expect(await db.selectFrom('users').select('email_verified_at').where('email', '=', 'new@example.com').executeTakeFirstOrThrow()).toEqual({ email_verified_at: null });
  });
});
