import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/db.js';

/**
 * The visitor-hash salt of one UTC day, shared by every instance through the store.
 * Salts of past days are deleted by the retention sweep, so visitor ids can't be recomputed.
 */
export function createSaltSource(): (db: Db, day: string) => Promise<string> {
  const memo = new Map<string, string>();
  return async (db, day) => {
    const known = memo.get(day);
    if (known) return known;
    await db
      .insertInto('daily_salts')
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
    const row = await db.selectFrom('daily_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
    if (memo.size > 4) memo.clear();
    memo.set(day, row.salt);
    return row.salt;
  };
}

export async function deleteSaltsBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom('daily_salts').where('day', '<', day).execute();
  await db.deleteFrom('daily_visitors').where('day', '<', day).execute();
}
