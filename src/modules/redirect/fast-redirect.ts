import { type IncomingMessage, validateHeaderValue } from 'node:http';
import type { ClickEvent, ClickQueue } from '../analytics/index.js';
import { brandedHostOf, type HostDirectory } from '../domains/index.js';
import { linkKey, type LinkTarget, SLUG_PATTERN } from '../links/index.js';
import type { FrontDoor, FrontHandler } from '../../platform/http/front-door.js';
import { requestHostname } from '../../platform/text/hostnames.js';
import { clickEventOf } from './click-record.js';
import { cacheControlFor, decide } from './decide.js';
import type { LinkCache } from './link-cache.js';

export interface FastRedirectDeps {
  cache: Pick<LinkCache, 'peekIf'>;
  clicks: Pick<ClickQueue, 'push'>;
  hosts: Pick<HostDirectory, 'get' | 'size'>;
  countryHeader: string | null;
  /** EXCLUDE_OWN_CLICKS: a request with cookies is left to the route, which reads the session. */
  excludeOwnClicks: boolean;
  door: Pick<FrontDoor, 'ownsPath' | 'clientIp' | 'clientHost'>;
  /** The request log's latency histogram and slow-request line, as the route's hooks would write them. */
  observe(status: number, seconds: number): void;
}

/**
 * The plain redirect, answered at the front door (platform/http/front-door.ts) without
 * Fastify: a GET of `/{slug}` with no query string, for a link already in the cache whose
 * answer is its own destination with nothing to check per visitor (no password, click limit,
 * rule, A/B test, app link or preview). That is most redirects. The response and the click are
 * exactly the route's (redirect.routes.ts `serve`); every other request, and any doubt, is
 * passed to Fastify by returning false before anything is written.
 */
export function createFastRedirect(deps: FastRedirectDeps): FrontHandler {
  return (request, response) => {
    const started = performance.now();
    let planned: Planned | null;
    try {
      planned = plan(deps, request);
    } catch {
      // Nothing is written yet: the route answers, and its error handler reports what failed.
      return false;
    }
    if (planned === null) return false;
    const { status, headers, click } = planned;
    const answer = () => {
      response.writeHead(status, headers).end();
      deps.observe(status, (performance.now() - started) / 1000);
    };
    const appending = deps.clicks.push(click);
    // With Redis, the answer waits until the click is on Redis's socket, as the route's does.
    if (appending) void appending.then(answer, answer);
    else answer();
    return true;
  };
}

interface Planned {
  status: number;
  headers: Record<string, string>;
  click: ClickEvent;
}

/** The route's answer and click for a plain redirect, or null when the request is the route's to answer. */
function plan(deps: FastRedirectDeps, request: IncomingMessage): Planned | null {
  const url = request.url;
  if (request.method !== 'GET' || url === undefined || url.includes('?') || url.includes('%') || deps.door.ownsPath(url)) return null;
  const slug = url.slice(1);
  if (!SLUG_PATTERN.test(slug)) return null;
  // The owner's own clicks are told by the session cookie, which the route parses.
  if (deps.excludeOwnClicks && request.headers.cookie !== undefined) return null;
  const host = deps.door.clientHost(request);
  // A Host that names no host is refused by the branded-host guard, in Fastify.
  if (requestHostname(host) === null) return null;
  const branded = brandedHostOf(deps.hosts, host);
  if (branded !== undefined && !branded.entry.serving) return null;
  const now = Date.now();
  // Set by the cache's test below (TypeScript does not see assignments in callbacks).
  let plain = null as PlainRedirect | null;
  // Cached, with nothing to decide per visitor; a link not cached yet, or known not to exist, is the route's.
  const target = deps.cache.peekIf(branded === undefined ? slug : linkKey(branded.name, slug), (link) => (plain = plainRedirect(link, now)) !== null);
  if (target === undefined || plain === null) return null;
  const { status, location } = plain;
  const headers: Record<string, string> = target.indexable ? {} : { 'x-robots-tag': 'noindex' };
  headers.location = location;
  headers['cache-control'] = cacheControlFor(status, target);
  headers['content-length'] = '0';
  return { status, headers, click: clickEventOf(request.headers, deps.door.clientIp(request), target.id, 'link', null, deps.countryHeader) };
}

interface PlainRedirect {
  status: number;
  location: string;
}

/** The link's own redirect when the route would serve it with nothing to check or choose per visitor (`serve`). */
function plainRedirect(link: LinkTarget, now: number): PlainRedirect | null {
  const decision = decide(link, now);
  if (decision.kind !== 'redirect' || decision.countsAgainstLimit || decision.location !== link.destinationUrl || link.smart?.perVisitor) return null;
  // A location writeHead would refuse stays the route's, whose error handler answers it.
  if (!validHeaderValue(decision.location)) return null;
  return { status: decision.status, location: decision.location };
}

function validHeaderValue(value: string): boolean {
  try {
    validateHeaderValue('location', value);
    return true;
  } catch {
    return false;
  }
}
