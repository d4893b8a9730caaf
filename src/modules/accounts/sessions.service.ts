import { randomToken, sha256 } from '../../platform/crypto/tokens.js';
import type { Db } from '../../platform/db/db.js';
import { deleteSessionById, deleteSessionsExpiredBy, findLiveSessionUsers, findSession, insertSession } from './sessions.repository.js';
import { findUserById, type UserRow } from './users.repository.js';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 30;

/** Starts a browser session; the cookie holds the token, the store only its hash. */
export async function createSession(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await insertSession(db, { id: sha256(token), user_id: userId, csrf_token: randomToken(24), created_at: now.toISOString(), expires_at: expiresAt.toISOString() });
  return { token, expiresAt };
}

export interface SessionUser {
  user: UserRow;
  csrfToken: string;
}

/** The signed-in user behind a session cookie, or null when unknown or expired. */
export async function findSessionUser(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const session = await findSession(db, sha256(token));
  if (!session || session.expires_at <= new Date().toISOString()) return null;
  const user = await findUserById(db, session.user_id);
  return user ? { user, csrfToken: session.csrf_token } : null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await deleteSessionById(db, sha256(token));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await deleteSessionsExpiredBy(db, new Date().toISOString());
}

/** The signed-in user of each live session among `ids` (the SHA-256 of cookie tokens, as stored). */
export async function findSessionOwners(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  return ids.length === 0 ? new Map() : findLiveSessionUsers(db, ids, new Date().toISOString());
}
