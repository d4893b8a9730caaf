import type { FastifyReply } from 'fastify';
import type { LiveStreams } from '../analytics/index.js';
import type { LoginGuard, SignupPolicy } from '../accounts/index.js';
import type { CredentialsContext } from '../credentials/index.js';
import type { DomainsContext } from '../domains/index.js';
import type { RateLimiter, RateLimiterFactory } from '../../platform/rate-limit/rate-limit.js';
import type { LinksContext } from '../links/index.js';
import type { ShortenDeps, ShortenLimits } from '../shorten/index.js';
import type { TeamsContext } from '../teams/index.js';
import type { TargetPolicy, WebhooksContext } from '../webhooks/index.js';

/** What app.ts hands the web app. */
export interface WebDeps extends LinksContext {
  anonRetentionDays: number;
  limiterFor: RateLimiterFactory;
  loginGuard: LoginGuard;
  webhookPolicy: TargetPolicy;
  domains: DomainsContext;
  /** IMPORT_MAX_BYTES. */
  importMaxBytes: number;
  credentials: CredentialsContext;
  /** DISABLE_SIGNUP and SIGNUP_EMAIL_DOMAINS. */
  signup: SignupPolicy;
  /** DISABLE_ANONYMOUS_LINKS: signed out, the home page asks to sign in. */
  anonymousLinksDisabled: boolean;
  /** The live click streams (the analytics page's Live panel). */
  live: LiveStreams;
  /** Workspaces and invites, shared with /api/v1 (one invite limit for both). */
  teams: TeamsContext;
}

/** The operator's switches of the web app, read from the configuration. */
export function webSwitches(config: { disableSignup: boolean; signupEmailDomains: string[]; disableAnonymousLinks: boolean }): Pick<WebDeps, 'signup' | 'anonymousLinksDisabled'> {
  return { signup: { disabled: config.disableSignup, emailDomains: config.signupEmailDomains }, anonymousLinksDisabled: config.disableAnonymousLinks };
}

/** Everything the web routes share, built once in web.plugin.ts. */
export interface WebContext {
  links: LinksContext;
  secure: boolean;
  shorten: { deps: ShortenDeps; limits: ShortenLimits };
  /** Log-in and sign-up attempts per address and failed log-ins per account, shared with claim pages. */
  loginGuard: LoginGuard;
  /** QR previews per user: live previews render on every change. */
  qrLimiter: RateLimiter;
  webhooks: WebhooksContext;
  domains: DomainsContext;
  importMaxBytes: number;
  /** Password reset and change, email verification and change. */
  credentials: CredentialsContext;
  signup: SignupPolicy;
  anonymousLinksDisabled: boolean;
  live: LiveStreams;
  /** Workspaces, members and invites. */
  teams: TeamsContext;
}

/** Sends a rendered page: HTML, never cached by shared caches (pages show private data). */
export function sendHtml(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(body);
}
