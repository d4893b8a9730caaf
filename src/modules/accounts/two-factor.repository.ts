import type { Db } from '../../platform/db/db.js';

export async function findTwoFactor(db: Db, userId: number) {
  return db.selectFrom('two_factor').select(['secret', 'confirmed_at', 'last_step']).where('user_id', '=', userId).executeTakeFirst();
}

/** Starts (or restarts) an unconfirmed setup; a confirmed one is left alone. */
export async function savePendingSecret(db: Db, userId: number, secret: string, now: string): Promise<void> {
  await db.deleteFrom('two_factor').where('user_id', '=', userId).where('confirmed_at', 'is', null).execute();
  await db.insertInto('two_factor').values({ user_id: userId, secret, confirmed_at: null, last_step: null, created_at: now }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
}

/**
 * Records `step` as used, and confirms a pending setup when `confirmAt` is given; false when the
 * step (or a later one) was already used, so a code works once even when two requests race.
 */
export async function useStep(db: Db, userId: number, step: number, confirmAt?: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set(confirmAt ? { last_step: step, confirmed_at: confirmAt } : { last_step: step })
    .where('user_id', '=', userId)
    .where('confirmed_at', confirmAt ? 'is' : 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTwoFactor(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[], now: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.insertInto('recovery_codes').values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now }))).execute();
}

/** Spends a recovery code: true only for the one request that deleted it. */
export async function useRecoveryCode(db: Db, userId: number, hash: string): Promise<boolean> {
  const result = await db.deleteFrom('recovery_codes').where('user_id', '=', userId).where('code_hash', '=', hash).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('recovery_codes').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}
