import type { Db } from '../../platform/db/db.js';
import { sha256 } from '../../platform/crypto/tokens.js';
import { EmailNotVerifiedError } from './accounts.errors.js';

/** Sets a new password hash. */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date().toISOString() }).where('id', '=', userId).execute();
}

/**
 * Ends the account's browser sessions, and its log-ins waiting for a two-factor code (a password
 * that passed before is no longer the password); `keepToken` (a session cookie's token) survives.
 */
export async function endSessions(db: Db, userId: number, keepToken?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) query = query.where('id', '!=', sha256(keepToken));
  await query.execute();
  await db.deleteFrom('login_challenges').where('user_id', '=', userId).execute();
}

/** Marks `email` verified when it is still the account's address; false when it is not (changed since). */
export async function markEmailVerified(db: Db, userId: number, email: string): Promise<boolean> {
  const now = new Date().toISOString();
  const row = await db
    .updateTable('users')
    .set((eb) => ({ email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)), updated_at: now }))
    .where('id', '=', userId)
    .where('email', '=', email)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Moves the account to a confirmed new address; false when another account took it meanwhile. */
export async function setVerifiedEmail(db: Db, userId: number, email: string): Promise<boolean> {
  const now = new Date().toISOString();
  const taken = await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst();
  if (taken) return false;
  await db.updateTable('users').set({ email, email_verified_at: now, updated_at: now }).where('id', '=', userId).execute();
  return true;
}

/** Refuses to let an account whose email is not verified go on (REQUIRE_EMAIL_VERIFICATION). */
export async function ensureEmailVerified(db: Db, userId: number): Promise<void> {
  const row = await db.selectFrom('users').select('email_verified_at').where('id', '=', userId).executeTakeFirst();
  if (row && row.email_verified_at === null) throw new EmailNotVerifiedError();
}
