import { randomInt } from 'node:crypto';
import { NotFoundError } from '../../platform/http/errors.js';
import type { SmartTarget } from './smart.js';

export const LINK_STATUSES = [
  'active',
  'disabled',
  'archived',
  'expired',
  'exhausted',
  'blocked',
  'pending_review',
] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** Destination health (ADR 0811): `unknown` until the first check. */
export const LINK_HEALTH = ['ok', 'broken', 'unknown'] as const;
export type LinkHealth = (typeof LINK_HEALTH)[number];

/** Statuses a passed expiry overrides: the redirect checks at request time, a sweeper persists it. */
export const EXPIRABLE_STATUSES: readonly LinkStatus[] = ['active', 'archived'];

/** The status a reader sees: `expired` as soon as the expiry passes, before the sweeper writes it. */
export function statusAt(status: LinkStatus, expiresAt: string | null, now = Date.now()): LinkStatus {
  return EXPIRABLE_STATUSES.includes(status) && expiresAt !== null && Date.parse(expiresAt) <= now ? 'expired' : status;
}

export const REDIRECT_TYPES = [301, 302, 307] as const;
export type RedirectType = (typeof REDIRECT_TYPES)[number];

export const SLUG_PATTERN = /^[a-zA-Z0-9_-]{4,64}$/;

/** Paths the app serves itself (the web app names them when a short code is refused). */
export const RESERVED = [
  'api', 'qr', 'preview', 'claim', 'docs', 'app', 'login', 'logout', 'signup', 'register', 'static',
  'assets', 'public', 'healthz', 'readyz', 'metrics', 'admin', 'dashboard', 'account', 'settings',
  'favicon.ico', 'robots.txt', 'sitemap.xml', 'well-known', '.well-known', 'www', 'help', 'about',
  'terms', 'privacy', 'status', 'links', 'webhooks', 'auth', 'oauth', 'openapi', 'swagger',
];
const RESERVED_SLUGS = new Set(RESERVED.map((slug) => slug.toLowerCase()));

/** Reserved names are refused in any letter case, so `/API` can't be confused with `/api`. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug.toLowerCase());
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const RANDOM_SLUG_LENGTH = 7;

/** 7 base62 characters from the CSPRNG (about 41.7 bits). */
export function generateSlug(length = RANDOM_SLUG_LENGTH): string {
  let slug = '';
  for (let i = 0; i < length; i++) slug += BASE62[randomInt(62)];
  return slug;
}

/**
 * The redirect cache's key of a link: its slug on the default host, `host/slug` on a branded
 * domain (neither a host nor a slug holds a `/`), so the default path keys exactly as before.
 */
export function linkKey(host: string | null, slug: string): string {
  return host === null ? slug : `${host}/${slug}`;
}

/** The host (null: the default one) and slug a cache key names. */
export function splitLinkKey(key: string): { host: string | null; slug: string } {
  const cut = key.indexOf('/');
  return cut === -1 ? { host: null, slug: key } : { host: key.slice(0, cut), slug: key.slice(cut + 1) };
}

/** What the redirect hot path needs to know about a link; cached, frozen. */
export interface LinkTarget {
  readonly id: number;
  readonly slug: string;
  /** The branded domain it lives on; null: the default host. */
  readonly host: string | null;
  /** Search engines may index it: no `X-Robots-Tag: noindex`. */
  readonly indexable: boolean;
  readonly destinationUrl: string;
  readonly redirectType: RedirectType;
  readonly status: LinkStatus;
  readonly expiresAt: number | null;
  readonly fallbackUrl: string | null;
  readonly clickLimit: number | null;
  readonly hasPassword: boolean;
  readonly workspaceId: number | null;
  /** Rules, A/B variants, deep links, query forwarding, preview; null for a plain link (one check on the hot path). */
  readonly smart: SmartTarget | null;
}

/** A path id that is not a positive integer names no link: 404, like any missing one. */
export function parseLinkId(raw: string | number): number {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(String(raw)) || id < 1) throw new NotFoundError('Link not found');
  return id;
}
