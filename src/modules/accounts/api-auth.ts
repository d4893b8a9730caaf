import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Store } from '../../platform/db/db.js';
import { ApiNotInPlanError, AuthenticationError, RoleForbiddenError, ScopeMissingError } from '../../platform/http/errors.js';
import { isRole, may, type Permission, type Role, roleFor } from '../workspaces/index.js';
import { limitOrThrow, setLimitHeaders } from '../../platform/rate-limit/headers.js';
import type { RateLimiter, RateLimiterFactory } from '../../platform/rate-limit/rate-limit.js';
import { type Entitlements, getEntitlements } from './plans.js';
import type { Scope } from './scopes.js';
import { touchToken } from './tokens.repository.js';
import { findActiveToken } from './tokens.service.js';
import { incrementUsage } from './usage.repository.js';
import { LIMITS } from '../../platform/rate-limit/limits.js';

/** Who is calling /api/v1, once the bearer token checked out. */
export interface ApiAccount {
  /** The token's maker. */
  userId: number;
  /** The token itself: the audit log names it beside its maker. */
  tokenId: number;
  /** The workspace the token acts in: everything it reads and writes belongs there. */
  workspaceId: number;
  /** The maker's role there, read at this request. */
  role: Role;
  /** The workspace's plan. */
  plan: string;
  entitlements: Entitlements;
  scopes: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    account: ApiAccount | null;
  }
  interface FastifyContextConfig {
    /** The scope a v1 route needs; null for "any valid token". */
    scope?: Scope | null;
    /** What the caller's role must allow; without it, what the scope implies (`permissionOfScope`). */
    permission?: Permission;
  }
}

export interface ApiAuthDeps {
  store: Store;
  limiterFor: RateLimiterFactory;
}

// Plans without an API rate (Free) get this many per minute; callers without a valid token see it counted.
const DEFAULT_PER_MINUTE = LIMITS.apiUnauthenticated.points;
const TOUCH_EVERY_MS = 60_000;
// The auth scheme is case-insensitive (RFC 7235), the token is not.
const BEARER = /^Bearer +([A-Za-z0-9_\-.~+/]+=*) *$/i;

/** Bearer authentication, per-account rate limits with headers, plan and scope gates for /api/v1. */
export function registerApiAuth(app: FastifyInstance, deps: ApiAuthDeps): void {
  const limiters = new Map<number, RateLimiter>();
  const limiterOf = (perMinute: number): RateLimiter => {
    let limiter = limiters.get(perMinute);
    if (!limiter) {
      limiter = deps.limiterFor({ name: `api-${perMinute}`, points: perMinute, durationSeconds: 60 });
      limiters.set(perMinute, limiter);
    }
    return limiter;
  };
  const anonymous = deps.limiterFor(LIMITS.apiUnauthenticated);

  app.decorateRequest('account', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const found = token ? await findActiveToken(deps.store.db, token) : undefined;
    if (!found || !isRole(found.role)) {
      // 401 comes before any limit: a caller without a valid token learns that, never a 429 (ADR 0801).
      setLimitHeaders(reply, await anonymous.consume(`ip:${request.ip}`));
      throw new AuthenticationError(!token ? 'Send Authorization: Bearer <token>'
        : found ? "The bearer token's maker is no longer a member of its workspace" : 'The bearer token is unknown or revoked');
    }
    const entitlements = await getEntitlements(deps.store.db, found.plan);
    // A plan without API access still meters its 403s; a plan whose rate is null is unlimited.
    const perMinute = entitlements.api_access ? entitlements.api_requests_per_minute : DEFAULT_PER_MINUTE;
    if (perMinute !== null) limitOrThrow(reply, await limiterOf(perMinute).consume(`workspace:${found.workspace_id}`));
    if (!entitlements.api_access) {
      throw new ApiNotInPlanError();
    }
    const scope = request.routeOptions.config?.scope;
    const scopes = new Set(found.scopes.split(' '));
    if (scope && !scopes.has(scope)) throw new ScopeMissingError(scope);
    const permission = request.routeOptions.config?.permission ?? permissionOfScope(scope ?? null);
    if (!may(found.role, permission)) throw new RoleForbiddenError(found.role, roleFor(permission));
    request.account = { userId: found.user_id, tokenId: found.token_id, workspaceId: found.workspace_id, role: found.role, plan: found.plan, entitlements, scopes };
    recordUse(deps, request, found.token_id, found.workspace_id, found.last_used_at);
  });
}


/** Usage and last-use bookkeeping stays off the response path. */
function recordUse(deps: ApiAuthDeps, request: FastifyRequest, tokenId: number, workspaceId: number, lastUsedAt: string | null): void {
  const now = new Date();
  const work = [incrementUsage(deps.store.db, workspaceId, 'api_requests')];
  if (!lastUsedAt || now.getTime() - Date.parse(lastUsedAt) > TOUCH_EVERY_MS) {
    work.push(touchToken(deps.store.db, tokenId, now.toISOString()));
  }
  Promise.all(work).catch((error: unknown) => request.log.warn({ err: error }, 'usage bookkeeping failed'));
}

/** A write scope needs a role that may write what it names; a read scope, any member. */
export function permissionOfScope(scope: Scope | null): Permission {
  if (scope === 'links:write') return 'write_links';
  if (scope === 'webhooks:write' || scope === 'workspace:write') return 'manage';
  return 'read';
}

/** The authenticated account of a v1 route (the hook guarantees it). */
export function accountOf(request: FastifyRequest): ApiAccount {
  if (!request.account) throw new AuthenticationError();
  return request.account;
}
