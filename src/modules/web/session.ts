import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '../../platform/crypto/tokens.js';
import { RequestForgeryError, RoleForbiddenError, SessionRequiredError } from '../../platform/http/errors.js';
import { createSession, deleteSession, type Entitlements, findSessionUser, getEntitlements, SESSION_COOKIE } from '../accounts/index.js';
import type { Db } from '../../platform/db/db.js';
import type { Actor } from '../links/index.js';
import { listMemberships, may, type Permission, type Role, roleFor } from '../workspaces/index.js';
import type { WorkspaceChoice } from './ui/workspace-switcher.js';

/** The signed-in user of a web request. */
export interface WebUser {
  id: number;
  email: string;
  /** The plan of the workspace shown. */
  plan: string;
  /** The workspace the session shows (ADR 1001): what the pages read and change. */
  workspace: { id: number; name: string; slug: string; personal: boolean };
  role: Role;
  isAdmin: boolean;
  entitlements: Entitlements;
  /** The session's synchronizer token: forms and fetches must echo it. */
  csrfToken: string;
  emailVerified: boolean;
  /** REQUIRE_EMAIL_VERIFICATION is on and the email is not verified: no links yet, a banner says why. */
  mustVerifyEmail: boolean;
  /** Names this browser's session in the sessions list. */
  sessionHandle: string;
  /** The user's workspaces, for the header's switcher: loaded by /app pages only. */
  workspaces?: WorkspaceChoice[];
  /** The page's path, where the switcher comes back to. */
  path?: string;
}

/** A dashboard JSON call without a live session (answered 401 so the page can send the user to log in). */
/** The user behind the `sid` cookie, or null. */
export async function loadWebUser(db: Db, request: FastifyRequest): Promise<WebUser | null> {
  const session = await findSessionUser(db, request.cookies[SESSION_COOKIE]);
  if (!session) return null;
  const { user, workspace } = session;
  return {
    id: user.id,
    email: user.email,
    plan: workspace.plan,
    workspace: { id: workspace.id, name: workspace.name, slug: workspace.slug, personal: workspace.personal_user_id === user.id },
    role: workspace.role,
    isAdmin: user.is_admin === 1,
    entitlements: await getEntitlements(db, workspace.plan),
    csrfToken: session.csrfToken,
    emailVerified: user.email_verified_at !== null,
    mustVerifyEmail: user.email_verified_at === null && request.server.emailVerificationRequired === true,
    sessionHandle: session.handle,
  };
}

/** Adds what the header's switcher lists: the user's workspaces with their role, and where the page is. */
export async function withWorkspaces(db: Db, user: WebUser, path: string): Promise<WebUser> {
  const rows = await listMemberships(db, user.id);
  const workspaces = rows.map((row) => ({ id: Number(row.id), name: row.name, role: row.role, personal: row.personal_user_id === user.id }));
  return { ...user, workspaces, path };
}

export function actorOf(user: WebUser): Actor {
  return { userId: user.id, workspaceId: user.workspace.id, role: user.role, entitlements: user.entitlements };
}

/** Starts a fresh session (a new token on every log-in, so a planted cookie is useless). */
export async function signIn(db: Db, reply: FastifyReply, userId: number, secure: boolean, userAgent?: string): Promise<void> {
  const session = await createSession(db, userId, userAgent);
  // Lax: links from other sites still arrive signed in, but their POSTs carry no cookie.
  reply.setCookie(SESSION_COOKIE, session.token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: session.expiresAt });
}

export async function signOut(db: Db, request: FastifyRequest, reply: FastifyReply, secure: boolean): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(db, token);
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** Refuses (403 `forbidden_role`) what the user's role in the shown workspace does not allow, as the v1 door does. */
export function assertMay(user: WebUser, permission: Permission): void {
  if (!may(user.role, permission)) throw new RoleForbiddenError(user.role, roleFor(permission));
}

/** Refuses a state-changing request whose form field or `x-csrf-token` header is not the session's token. */
export function verifySessionCsrf(request: FastifyRequest, user: WebUser, submitted?: unknown): void {
  const header = request.headers['x-csrf-token'];
  const token = typeof submitted === 'string' ? submitted : typeof header === 'string' ? header : '';
  if (!token || !safeEqual(token, user.csrfToken)) {
    throw new RequestForgeryError('The page expired or the request came from another site; reload the page and try again');
  }
}

/** A same-site path to return to after logging in; anything else falls back to the dashboard. */
export function safeNext(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[\w\-./?=&%]*$/.test(value) ? value : '/app';
}

/** The session user of a dashboard JSON call (the /app/api hook guarantees one). */
export function sessionUser(request: FastifyRequest): WebUser {
  if (!request.webUser) throw new SessionRequiredError();
  return request.webUser;
}
