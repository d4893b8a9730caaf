import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import type { AccountTokenTable } from '../../platform/db/tables.js';

export type Purpose = 'reset' | 'verify' | 'email_change';

export async function insertAccountToken(db: Db, values: Insertable<AccountTokenTable>): Promise<void> {
  await db.insertInto('account_tokens').values(values).execute();
}

/** A live token by the hash of its secret: not used, not expired. */
export async function findLiveToken(db: Db, id: string, purpose: Purpose, now: string) {
  return db
    .selectFrom('account_tokens')
    .select(['user_id', 'email'])
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Spends a live token in one statement, so two uses racing each other can't both succeed. */
export async function spendLiveToken(db: Db, id: string, purpose: Purpose, now: string) {
  return db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'email'])
    .executeTakeFirst();
}

/** Spends every outstanding token of the account for these purposes. */
export async function spendTokensOf(db: Db, userId: number, purposes: Purpose[], now: string): Promise<void> {
  await db.updateTable('account_tokens').set({ used_at: now }).where('user_id', '=', userId).where('purpose', 'in', purposes).where('used_at', 'is', null).execute();
}
