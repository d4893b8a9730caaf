import type { LinkTarget } from '../links/index.js';

export type PageKind = 'not_found' | 'expired' | 'blocked' | 'review' | 'password';

export type Decision =
  | { kind: 'redirect'; location: string; status: number; countsAgainstLimit: boolean }
  | { kind: 'page'; page: PageKind };

/**
 * What a request for this link gets, from its state alone (pure: no I/O).
 * Password and click-limit checks that need the request or the store come after.
 */
export function decide(target: LinkTarget | null, now: number): Decision {
  if (!target) return { kind: 'page', page: 'not_found' };
  switch (target.status) {
    case 'active':
    case 'archived':
      if (target.expiresAt !== null && target.expiresAt <= now) return spent(target);
      if (target.hasPassword) return { kind: 'page', page: 'password' };
      return {
        kind: 'redirect',
        location: target.destinationUrl,
        status: target.redirectType,
        countsAgainstLimit: target.clickLimit !== null,
      };
    case 'expired':
    case 'exhausted':
      return spent(target);
    case 'blocked':
      return { kind: 'page', page: 'blocked' };
    case 'pending_review':
      return { kind: 'page', page: 'review' };
    default:
      return { kind: 'page', page: 'not_found' };
  }
}

/** An expired or exhausted link: its fallback if it has one, else the "expired" page. */
export function spent(target: LinkTarget): Decision {
  return target.fallbackUrl
    ? { kind: 'redirect', location: target.fallbackUrl, status: 302, countsAgainstLimit: false }
    : { kind: 'page', page: 'expired' };
}

/**
 * A plain 301 may be kept an hour by the visitor's browser, as a permanent redirect asks. Never
 * by a shared cache (one CDN copy would outlive a disable or delete for everyone), and never for
 * a link that must be asked every time: behind a password (the unlock is per visitor), with a
 * click limit (each visit spends one) or an expiry, or whose destination depends on the visitor
 * (rules, A/B variants, deep links) or whose answer does (a preview for bots). Anything else
 * is not cached at all.
 */
export function cacheControlFor(status: number, target: LinkTarget | null): string {
  const cacheable =
    status === 301 && target !== null && !target.hasPassword && target.clickLimit === null && target.expiresAt === null && !target.smart?.perVisitor;
  return cacheable ? 'private, max-age=3600' : 'private, no-store, max-age=0';
}
