import type { Store } from '../../platform/db/db.js';
import { randomToken, sha256 } from '../../platform/crypto/tokens.js';
import { DestinationRejectedError, RateLimitError } from '../../platform/http/errors.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.js';
import { insertLinkWithSlug } from '../links/index.js';
import type { LinkEvictor } from '../../platform/cache/invalidation.js';
import { AnonymousLinksDisabledError } from './shorten.errors.js';
import { isMalformed, type SafetyScanner } from '../safety/index.js';

const DAY_MS = 86_400_000;

export interface ShortenDeps {
  store: Store;
  scanner: SafetyScanner;
  cache: LinkEvictor;
  baseUrl: string;
  anonRetentionDays: number;
  perMinute: RateLimiter;
  perDay: RateLimiter;
  /** DISABLE_ANONYMOUS_LINKS: every keyless shorten is refused. */
  anonymousLinksDisabled?: boolean;
}

/**
 * Which counters a front door applies: `perRequest` counts every attempt, `perLink` only links
 * actually created. The API's defaults come from deps; the website passes its own.
 */
export interface ShortenLimits {
  perRequest: RateLimiter[];
  perLink: RateLimiter[];
}

/** The anonymous shorten result of the interface, field for field. */
export interface ShortenResult {
  short_url: string;
  slug: string;
  qr_url: string;
  preview_url: string;
  claim_url: string;
  expires: string;
  docs: string;
}

/** Creates an anonymous link for `ip` from a validated URL (ShortenBody), after rate limits and the safety scan. */
export async function shortenAnonymously(
  deps: ShortenDeps,
  url: string,
  ip: string,
  limits: ShortenLimits = { perRequest: [deps.perMinute], perLink: [deps.perDay] },
): Promise<ShortenResult> {
  if (deps.anonymousLinksDisabled) throw new AnonymousLinksDisabledError();
  for (const limiter of limits.perRequest) await consumeOrThrow(limiter, ip);
  const taken: RateLimiter[] = [];
  try {
    for (const limiter of limits.perLink) taken.push(await consumeOrThrow(limiter, ip));
    return await createAnonymousLink(deps, url);
  } catch (error) {
    // Only links actually created count toward the per-link allowances.
    await Promise.all(taken.map((limiter) => limiter.refund(ip)));
    throw error;
  }
}

async function consumeOrThrow(limiter: RateLimiter, key: string): Promise<RateLimiter> {
  const state = await limiter.consume(key);
  if (!state.allowed) {
    throw new RateLimitError(state.resetSeconds, 'Too many links shortened from your address, please try again later');
  }
  return limiter;
}

async function createAnonymousLink(deps: ShortenDeps, url: string): Promise<ShortenResult> {
  const scan = await deps.scanner.scanUrl(url);
  if (scan.verdict === 'unsafe') throw new DestinationRejectedError('url', scan.message, isMalformed(scan));

  const claimToken = randomToken(32);
  const now = new Date();
  const link = await insertLinkWithSlug(
    deps.store.db,
    {
      destination_url: scan.url,
      status: scan.verdict === 'unknown' ? 'pending_review' : 'active',
      redirect_type: 302,
      is_anonymous: 1,
      // Query forwarding is on for every new link (ADR 0501), anonymous ones included.
      forward_query: 1,
      claim_token_hash: sha256(claimToken),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    },
    null,
  );
  // A miss for this slug may be cached from before it existed.
  await deps.cache.evict(link.slug);
  const removal = new Date(now.getTime() + deps.anonRetentionDays * DAY_MS).toISOString().slice(0, 10);
  return {
    short_url: `${deps.baseUrl}/${link.slug}`,
    slug: link.slug,
    qr_url: `${deps.baseUrl}/qr/${link.slug}`,
    preview_url: `${deps.baseUrl}/preview/${link.slug}`,
    claim_url: `${deps.baseUrl}/claim/${claimToken}`,
    expires: `This link will be removed ${deps.anonRetentionDays} days after creation (on ${removal}) unless you claim it.`,
    docs: `${deps.baseUrl}/docs#shorten`,
  };
}
