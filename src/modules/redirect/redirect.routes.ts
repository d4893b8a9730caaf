import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '../../platform/db/db.js';
import { verifyPassword } from '../../platform/crypto/passwords.js';
import { waitTime } from '../../platform/text/wait-time.js';
import { hmac, safeEqual, sha256 } from '../../platform/crypto/tokens.js';
import { SESSION_COOKIE } from '../accounts/index.js';
import { type ClickQueue, type ClickSource, isBotAgent, type VisitorCountry } from '../analytics/index.js';
import { clickEventOf } from './click-record.js';
import { brandedHostOf, type HostDirectory, type HostEntry } from '../domains/index.js';
import { findIndexableSlugs, findPasswordHash, linkKey, type LinkTarget, reserveClick, shortUrlOf, SLUG_PATTERN, transitionLink } from '../links/index.js';
import { APP_LINK_CSP, appLinkPage } from './app-link-page.js';
import { cacheControlFor, type Decision, decide, type PageKind, spent } from './decide.js';
import type { LinkCache } from './link-cache.js';
import type { LinkPasswordGuard } from './password-guard.js';
import { passwordPage, previewPage, statePage } from './redirect.pages.js';
import { createSmartRedirect } from './smart-redirect.js';
import { isPreviewBot, socialPreviewPage } from './social-preview.js';

export interface RedirectDeps {
  store: Store;
  cache: LinkCache;
  clicks: ClickQueue;
  baseUrl: string;
  countryHeader: string | null;
  appSecret: string;
  passwordGuard: LinkPasswordGuard;
  /** Branded domains by host name: a request's `Host` picks whose links it sees. */
  hosts: Pick<HostDirectory, 'get' | 'size'>;
  /** A visitor's country, for redirect rules on it. */
  countryOf: VisitorCountry;
  /** EXCLUDE_OWN_CLICKS: a click carries its session's id, for the writer to leave the owner's out. */
  excludeOwnClicks?: boolean;
}

type SlugRequest = FastifyRequest<{ Params: { slug: string } }>;

function sendRedirect(reply: FastifyReply, status: number, location: string, target: LinkTarget | null) {
  return reply.code(status).header('location', location).header('cache-control', cacheControlFor(status, target)).send();
}

/** An app scheme gets a page that tries the app, then continues to `fallback` (a bare 30x strands a visitor without the app). */
function sendAppLinkPage(reply: FastifyReply, appUrl: string, fallback: string, os: 'ios' | 'android') {
  reply.header('cache-control', 'private, no-store, max-age=0').header('content-security-policy', APP_LINK_CSP).type('text/html; charset=utf-8');
  return reply.code(200).send(appLinkPage(appUrl, fallback, os));
}

/** robots.txt lists at most this many opted-in links (crawlers read about 500 KiB of it). */
const ROBOTS_MAX_ALLOWED = 10_000;

/** The hot path: GET/HEAD /{slug}, plus the password form and the preview page. */
export async function redirectRoutes(app: FastifyInstance, deps: RedirectDeps): Promise<void> {
  /**
   * The link a request names: by slug on any host nobody added (the default domain, as
   * before), by host and slug on a branded domain, and none on a domain that is not serving.
   */
  const lookup = (request: FastifyRequest, slug: string): LinkTarget | null | Promise<LinkTarget | null> => {
    if (!SLUG_PATTERN.test(slug)) return null;
    const branded = brandedHostOf(deps.hosts, request.host);
    if (branded !== undefined && !branded.entry.serving) return null;
    const key = branded === undefined ? slug : linkKey(branded.name, slug);
    const hit = deps.cache.peek(key);
    return hit !== undefined ? hit : deps.cache.load(key);
  };

  const smartRedirect = createSmartRedirect({ appSecret: deps.appSecret, secureCookies: deps.baseUrl.startsWith('https:'), countryHeader: deps.countryHeader, countryOf: deps.countryOf });

  const serve = async (request: SlugRequest, reply: FastifyReply, target: LinkTarget | null, unlocked: boolean) => {
    let decision = decide(target, Date.now());
    if (decision.kind === 'page' && deps.hosts.size > 0) decision = withDomainFallback(decision, brandedHostOf(deps.hosts, request.host)?.entry);
    if (decision.kind === 'page' && decision.page === 'password' && target && unlocked) {
      decision = { kind: 'redirect', location: target.destinationUrl, status: target.redirectType, countsAgainstLimit: target.clickLimit !== null };
    }
    if (decision.kind === 'redirect' && decision.countsAgainstLimit && target && isHumanVisit(request)) {
      decision = await reserve(target, decision);
    }
    if (decision.kind === 'page') return sendPage(request, reply, decision.page);
    // The link's own redirect, as opposed to a fallback: the one that counts as a click.
    const served = target !== null && decision.location === target.destinationUrl;
    // Short links stay out of search results unless their owner opted in (Dub, Shlink do the same).
    if (!target?.indexable || !served) reply.header('x-robots-tag', 'noindex');
    if (!served) return sendRedirect(reply, decision.status, decision.location, target);
    // A plain link (or one that only forwards queries) asked without a query string pays these
    // tests only; once its link is cached, the front door answers it (fast-redirect.ts).
    const queryAt = request.url.indexOf('?');
    const smart = target.smart;
    if (queryAt === -1 && !smart?.perVisitor) {
      // Awaited only when there is a promise: the in-process queue returns none, and this path
      // is most redirects.
      const appending = request.method !== 'HEAD' ? recordClick(request, target.id, 'link', null) : undefined;
      if (appending) await appending;
      return sendRedirect(reply, decision.status, decision.location, target);
    }
    if (smart?.preview && isPreviewBot(request.headers['user-agent'])) {
      if (request.method !== 'HEAD') await recordClick(request, target.id, 'link', null);
      const page = socialPreviewPage(smart.preview, shortUrlOf(target, deps.baseUrl), target.destinationUrl);
      return reply.code(200).type('text/html; charset=utf-8').header('x-robots-tag', 'noindex').header('cache-control', 'private, no-store, max-age=0').send(page);
    }
    const chosen = smartRedirect(request, reply, target, queryAt);
    // A HEAD is a probe (link checkers, unfurlers), not a click: it is answered but not counted.
    if (request.method !== 'HEAD') await recordClick(request, target.id, chosen.source, chosen.variant);
    if (chosen.app) return sendAppLinkPage(reply, chosen.location, chosen.app.fallback, chosen.app.os);
    return sendRedirect(reply, decision.status, chosen.location, target);
  };

  const reserve = async (target: LinkTarget, decision: Decision): Promise<Decision> => {
    const { reserved, last } = await reserveClick(deps.store.db, target.id);
    if (reserved && !last) return decision;
    await transitionLink(deps.store, deps.baseUrl, target.id, ['active', 'archived'], 'exhausted');
    await deps.cache.evict(linkKey(target.host, target.slug));
    return reserved ? decision : spent(target);
  };

  /** Queues the click; the answer waits for what this returns (the click's append, with Redis). */
  const recordClick = (request: FastifyRequest, linkId: number, source: ClickSource, variant: number | null): Promise<void> | void => {
    // A client that hung up mid-request leaves no socket address.
    const event = clickEventOf(request.headers, request.ip ?? '', linkId, source, variant, deps.countryHeader);
    // Hashed here so that no session token travels the click queue; without a cookie, nothing is paid.
    const sid = deps.excludeOwnClicks ? request.cookies[SESSION_COOKIE] : undefined;
    if (sid) event.session = sha256(sid);
    return deps.clicks.push(event);
  };

  /** A page instead of the redirect; for the password form, the status and reason of a refused try. */
  const sendPage = (request: SlugRequest, reply: FastifyReply, page: PageKind, refused?: { status: 401 | 429; problem: string }) => {
    reply.header('cache-control', 'private, no-store, max-age=0').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
    if (page === 'password') return reply.code(refused?.status ?? 200).send(passwordPage(request.params.slug, refused?.problem ?? null));
    const { status, body } = statePage(page);
    return reply.code(status).send(body);
  };

  const unlockCookie = (target: LinkTarget) => `lp_${target.id}`;
  const unlockValue = (target: LinkTarget, passwordHash: string) => hmac(deps.appSecret, `${target.id}:${passwordHash}`);

  const isUnlocked = async (request: FastifyRequest, target: LinkTarget | null): Promise<boolean> => {
    if (!target?.hasPassword) return false;
    const cookie = request.cookies[unlockCookie(target)];
    if (!cookie) return false;
    const hash = await findPasswordHash(deps.store.db, target.id);
    return hash !== null && safeEqual(cookie, unlockValue(target, hash));
  };

  app.get<{ Params: { slug: string } }>('/:slug', { config: { quietLog: true, brandedHosts: true }, schema: { hide: true } }, async (request, reply) => {
    const found = lookup(request, request.params.slug);
    const target = found instanceof Promise ? await found : found;
    const unlocked = target?.hasPassword ? await isUnlocked(request, target) : false;
    return serve(request, reply, target, unlocked);
  });

  app.post<{ Params: { slug: string }; Body: { password?: unknown } }>('/:slug', { config: { quietLog: true, brandedHosts: true }, schema: { hide: true } }, async (request, reply) => {
    const target = await lookup(request, request.params.slug);
    if (!target?.hasPassword) return serve(request, reply, target, false);
    const password = typeof request.body?.password === 'string' ? request.body.password : '';
    let hash = null as string | null;
    const attempt = await deps.passwordGuard.attempt(request.ip ?? '', target.id, async () => {
      hash = await findPasswordHash(deps.store.db, target.id);
      return hash !== null && (await verifyPassword(password, hash));
    });
    if (attempt.outcome === 'throttled') {
      reply.header('retry-after', String(attempt.retryAfterSeconds));
      return sendPage(request, reply, 'password', { status: 429, problem: `Too many attempts at this link's password; try again in ${waitTime(attempt.retryAfterSeconds)}.` });
    }
    if (attempt.outcome === 'wrong' || !hash) return sendPage(request, reply, 'password', { status: 401, problem: 'That password is not correct.' });
    reply.setCookie(unlockCookie(target), unlockValue(target, hash), {
      path: `/${target.slug}`,
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.baseUrl.startsWith('https:'),
      maxAge: 86_400,
    });
    return serve(request, reply, target, true);
  });

  // Matches X-Robots-Tag: only the links whose owners opted in (and, on the default host, the
  // home page and the API reference) may be crawled.
  app.get('/robots.txt', { config: { brandedHosts: true }, schema: { hide: true } }, async (request, reply) => {
    const branded = brandedHostOf(deps.hosts, request.host);
    if (branded !== undefined && !branded.entry.serving) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    const host = branded?.name ?? null;
    const slugs = await findIndexableSlugs(deps.store.db, host, ROBOTS_MAX_ALLOWED);
    const allowed = [...(host === null ? ['/$', '/docs'] : []), ...slugs.map((slug) => `/${slug}$`)];
    const body = ['User-agent: *', ...allowed.map((path) => `Allow: ${path}`), 'Disallow: /', ''].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get<{ Params: { slug: string } }>('/preview/:slug', { config: { brandedHosts: true }, schema: { hide: true } }, async (request, reply) => {
    const target = await lookup(request, request.params.slug);
    const decision = decide(target, Date.now());
    reply.header('cache-control', 'private, no-store, max-age=0').type('text/html; charset=utf-8');
    if (!target || (decision.kind === 'page' && decision.page !== 'password')) {
      const page = decision.kind === 'page' && decision.page !== 'password' ? decision.page : 'not_found';
      const { status, body } = statePage(page);
      return reply.code(status).send(body);
    }
    const destination = target.hasPassword ? '(hidden: this link is password protected)' : target.destinationUrl;
    return reply.send(previewPage(target.slug, destination, shortUrlOf(target, deps.baseUrl)));
  });
}

/** A branded domain's own answer for a missing or spent link, where it has one. */
function withDomainFallback(decision: Decision, domain: HostEntry | undefined): Decision {
  if (domain === undefined || !domain.serving || decision.kind !== 'page') return decision;
  const location = decision.page === 'not_found' ? domain.notFoundUrl : decision.page === 'expired' ? domain.expiredUrl : null;
  return location ? { kind: 'redirect', location, status: 302, countsAgainstLimit: false } : decision;
}

// A POST (the password form) serves the destination like a GET, so it must spend the limit too.
// Analytics' own bot test decides, so a click that analytics files as a bot never spends a limit.
function isHumanVisit(request: FastifyRequest): boolean {
  return request.method !== 'HEAD' && !isBotAgent(request.headers['user-agent'] ?? '');
}
