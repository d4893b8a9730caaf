import { randomToken, sha256 } from '../../platform/crypto/tokens.js';
import type { Db } from '../../platform/db/db.js';
import { endSessions } from './credentials.repository.js';
import { findMembership, type MembershipRow, personalWorkspaceOf } from '../workspaces/index.js';
import { deleteSessionById, deleteSessionsExpiredBy, findLiveSessionUsers, findSession, insertSession, listSessionRows, setSessionWorkspace, touchSession } from './sessions.repository.js';
import { findUserById, type UserRow } from './users.repository.js';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 30;
/** "Last seen" is written at most this often per session: a page view must not cost a write. */
export const SESSION_SEEN_EVERY_MS = 5 * 60_000;
const MAX_USER_AGENT = 512;

/** Starts a browser session; the cookie holds the token, the store only its hash. */
export async function createSession(db: Db, userId: number, userAgent?: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await insertSession(db, {
    id: sha256(token),
    user_id: userId,
    csrf_token: randomToken(24),
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    last_seen_at: now.toISOString(),
    user_agent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null,
  });
  return { token, expiresAt };
}

export interface SessionUser {
  user: UserRow;
  /** The workspace the session shows and the user's role there (ADR 1001). */
  workspace: MembershipRow;
  csrfToken: string;
  /** Names this session in the sessions list (never the stored hash itself). */
  handle: string;
}

/** The public name of a session: derived from its stored id, so it needs no column and reveals nothing. */
function handleOf(id: string): string {
  return sha256(`session:${id}`).slice(0, 32);
}

/** The signed-in user behind a session cookie, or null when unknown or expired. */
export async function findSessionUser(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const id = sha256(token);
  const session = await findSession(db, id);
  const now = new Date();
  if (!session || session.expires_at <= now.toISOString()) return null;
  const user = await findUserById(db, session.user_id);
  if (!user) return null;
  // A workspace the user has left (or that is gone) falls back to their personal one.
  const chosen = session.workspace_id === null ? undefined : await findMembership(db, Number(session.workspace_id), user.id);
  const workspace = chosen ?? (await findMembership(db, (await personalWorkspaceOf(db, user.id)).id, user.id));
  if (!workspace) return null;
  const seen = Date.parse(session.last_seen_at ?? session.created_at);
  if (!(now.getTime() - seen < SESSION_SEEN_EVERY_MS)) await touchSession(db, id, now.toISOString());
  return { user, workspace, csrfToken: session.csrf_token, handle: handleOf(id) };
}

/** Shows `workspaceId` in this browser session from now on; false when the user is not a member. */
export async function switchSessionWorkspace(db: Db, token: string, userId: number, workspaceId: number): Promise<boolean> {
  if (!(await findMembership(db, workspaceId, userId))) return false;
  await setSessionWorkspace(db, sha256(token), workspaceId);
  return true;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await deleteSessionById(db, sha256(token));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await deleteSessionsExpiredBy(db, new Date().toISOString());
}

export interface SessionInfo {
  handle: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string;
}

/** The user's signed-in browsers, newest first. */
export async function listSessions(db: Db, userId: number): Promise<SessionInfo[]> {
  const rows = await listSessionRows(db, userId, new Date().toISOString());
  return rows.map((row) => ({ handle: handleOf(row.id), createdAt: row.created_at, lastSeenAt: row.last_seen_at ?? row.created_at, userAgent: row.user_agent ?? '' }));
}

/** Signs out the user's session named `handle`; false when there is none. */
export async function endSessionByHandle(db: Db, userId: number, handle: string): Promise<boolean> {
  const rows = await listSessionRows(db, userId, new Date().toISOString());
  const row = rows.find((candidate) => handleOf(candidate.id) === handle);
  if (row) await deleteSessionById(db, row.id);
  return row !== undefined;
}

/** Signs out every other session of the user, and its log-ins still waiting for a two-factor code. */
export async function endOtherSessions(db: Db, userId: number, currentToken: string): Promise<void> {
  await endSessions(db, userId, currentToken);
}

/** The signed-in user of each live session among `ids` (the SHA-256 of cookie tokens, as stored). */
export async function findSessionOwners(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  return ids.length === 0 ? new Map() : findLiveSessionUsers(db, ids, new Date().toISOString());
}
