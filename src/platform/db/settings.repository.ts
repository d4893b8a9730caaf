import { randomToken } from '../crypto/tokens.js';
import type { Store } from './db.js';

/**
 * The secret that signs cookies, created once and kept in the store so that every
 * instance agrees on it and restarts don't log everybody out.
 */
export async function loadAppSecret(store: Store): Promise<string> {
  await store.db
    .insertInto('settings')
    .values({ key: 'app_secret', value: randomToken(32) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await store.db.selectFrom('settings').select('value').where('key', '=', 'app_secret').executeTakeFirstOrThrow();
  return row.value;
}
