import { randomToken, sha256 } from '../../platform/crypto/tokens.js';
import type { Db } from '../../platform/db/db.js';
import { findUserById, type UserRow } from './users.service.js';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 30;

/** Starts a browser session; the cookie holds the token, the store only its hash. */
export async function createSession(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db
    .insertInto('sessions')
    .values({
      id: sha256(token),
      user_id: userId,
      csrf_token: randomToken(24),
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

export interface SessionUser {
  user: UserRow;
  csrfToken: string;
}

/** The signed-in user behind a session cookie, or null when unknown or expired. */
export async function findSessionUser(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const session = await db
    .selectFrom('sessions')
    .select(['user_id', 'csrf_token', 'expires_at'])
    .where('id', '=', sha256(token))
    .executeTakeFirst();
  if (!session || session.expires_at <= new Date().toISOString()) return null;
  const user = await findUserById(db, session.user_id);
  return user ? { user, csrfToken: session.csrf_token } : null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sha256(token)).execute();
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute();
}
