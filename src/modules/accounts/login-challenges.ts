import { randomToken, sha256 } from '../../platform/crypto/tokens.js';
import type { Db } from '../../platform/db/db.js';

export const LOGIN_CHALLENGE_COOKIE = 'mfa';
/** How long a passed password waits for its second factor. */
export const LOGIN_CHALLENGE_MINUTES = 10;
/** Wrong codes one challenge takes before the password must be typed again. */
export const LOGIN_CHALLENGE_ATTEMPTS = 5;

/** Records a password that passed for a two-factor account; the cookie holds the token, the store its hash. */
export async function startLoginChallenge(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + LOGIN_CHALLENGE_MINUTES * 60_000);
  await db.deleteFrom('login_challenges').where('expires_at', '<=', new Date().toISOString()).execute();
  await db.insertInto('login_challenges').values({ id: sha256(token), user_id: userId, expires_at: expiresAt.toISOString() }).execute();
  return { token, expiresAt };
}

/** The user a live challenge belongs to, or null (unknown, expired or out of attempts). */
export async function findLoginChallenge(db: Db, token: string | undefined): Promise<number | null> {
  if (!token) return null;
  const row = await db
    .selectFrom('login_challenges')
    .select(['user_id', 'attempts', 'expires_at'])
    .where('id', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= new Date().toISOString() || row.attempts >= LOGIN_CHALLENGE_ATTEMPTS) return null;
  return row.user_id;
}

/** Counts a wrong code; the last allowed one ends the challenge. */
export async function failLoginChallenge(db: Db, token: string): Promise<void> {
  await db.updateTable('login_challenges').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', sha256(token)).execute();
}

/** Ends a challenge: true only for the one request that ended it, so it yields one session. */
export async function endLoginChallenge(db: Db, token: string): Promise<boolean> {
  const result = await db.deleteFrom('login_challenges').where('id', '=', sha256(token)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
