import type { Db } from '../../platform/db/db.js';

/** Stores `salt` as the day's salt unless one is there; answers the day's salt either way. */
export async function insertSaltUnlessPresent(db: Db, day: string, salt: string): Promise<string> {
  await db
    .insertInto('daily_salts')
    .values({ day, salt })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db.selectFrom('daily_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
  return row.salt;
}

/** Forgets the salts and visitor hashes of days before `day`, so visitor ids can't be recomputed. */
export async function deleteSaltsBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom('daily_salts').where('day', '<', day).execute();
  await db.deleteFrom('daily_visitors').where('day', '<', day).execute();
}
