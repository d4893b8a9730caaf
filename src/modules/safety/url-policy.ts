import { isLocalHostName, toBareHost } from './domain-names.js';
import { isForbiddenAddress } from './ip-ranges.js';
import type { Finding, ReasonCode } from './scan-result.js';
import { createShortenerMatcher, isKnownShortener } from './shorteners.js';

/** Longest destination accepted, in characters of the normalised URL. */
export const MAX_URL_LENGTH = 2048;

/** The limit counts what is stored, so the message says how the typed URL grows. */
export const TOO_LONG = `URL is longer than ${MAX_URL_LENGTH} characters as stored (https:// added when no scheme is given, and characters such as spaces percent-encoded)`;

export interface UrlPolicyOptions {
  /** Host names (or base URLs) of this service; links back to it are refused. */
  ownHosts: readonly string[];
  /** Shortener hosts beyond the built-in list (SHORTENER_LIST_PATHS). */
  extraShorteners?: readonly string[];
  /** ALLOW_PRIVATE_DESTINATIONS: private, loopback and internal hosts are accepted (intranets). */
  allowPrivate?: boolean;
}

export type PolicyResult =
  | { ok: true; url: URL; /** Bare lower-case host: no brackets, no trailing dot. */ host: string }
  | { ok: false; finding: Finding };

const POLICY_MESSAGES = {
  invalid_url: 'URL is not valid',
  too_long: TOO_LONG,
  unsupported_scheme: 'Only http and https URLs can be shortened',
  missing_host: 'URL must include a host name',
  invalid_host: 'URL host name is not valid',
  credentials: 'URL must not contain a user name or password',
  forbidden_address: 'URL points to a private or loopback address',
  local_host: 'URL points to a local or internal host name',
  own_host: 'URL is already a short link',
  already_shortened: 'URL is already a short link',
} satisfies Partial<Record<ReasonCode, string>>;

type PolicyReason = keyof typeof POLICY_MESSAGES;

// What ALLOW_PRIVATE_DESTINATIONS lets through; a malformed host is refused whatever the switch.
const PRIVATE_PROBLEMS: ReadonlySet<PolicyReason> = new Set(['forbidden_address', 'local_host']);

const IPV4 = /^\d+\.\d+\.\d+\.\d+$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// `example.com:8080/x` and `localhost:3000` are a host and port, not a scheme.
const HOST_AND_PORT = /^(?:[^/?#@:]*\.[^/?#@:]*|localhost):\d+(?:[/?#]|$)/i;
// Letters, digits, hyphens inside, underscores (real subdomains use them); 63 per label.
const HOST_NAME = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;

/**
 * Trims the input and assumes `https://` when no scheme is given; other schemes
 * (`javascript:`, `mailto:`, `ftp:`) are kept so the policy refuses them. Returns the
 * parser's canonical form (punycode host, default port dropped) when the result parses.
 */
export function normalizeDestination(input: string): string {
  const parsed = parseDestination(input);
  return typeof parsed === 'string' ? parsed : parsed.href;
}

/** `normalizeDestination` that hands back the parsed URL, so a scan parses only once. */
export function parseDestination(input: string): URL | string {
  const text = input.trim();
  let candidate = `https://${text}`;
  if (text.startsWith('//')) candidate = `https:${text}`;
  else if (SCHEME.test(text) && !HOST_AND_PORT.test(text)) candidate = text;
  // Never parse a megabyte of input: the policy refuses it as too long anyway.
  if (candidate.length > MAX_URL_LENGTH) return candidate;
  try {
    return new URL(candidate);
  } catch {
    return candidate;
  }
}

/** Checks the synchronous URL rules for an absolute URL (see `normalizeDestination`). */
export function checkUrlPolicy(url: string | URL, opts: UrlPolicyOptions): PolicyResult {
  return createUrlPolicy(opts)(url);
}

/** Precompiles the own-host set once; the returned function is what hot paths call. */
export function createUrlPolicy(opts: UrlPolicyOptions): (url: string | URL) => PolicyResult {
  const ownHosts = new Set(opts.ownHosts.map(toOwnHostKey));
  const isShortener = opts.extraShorteners?.length ? createShortenerMatcher(opts.extraShorteners) : isKnownShortener;
  return (url) => evaluateUrl(url, ownHosts, isShortener, opts.allowPrivate === true);
}

function evaluateUrl(input: string | URL, ownHosts: ReadonlySet<string>, isShortener: (host: string) => boolean, allowPrivate: boolean): PolicyResult {
  if (typeof input === 'string' && input.length > MAX_URL_LENGTH) return reject('too_long');
  const url = typeof input === 'string' ? parseUrl(input) : input;
  if (url === null) return reject('invalid_url');
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return reject('unsupported_scheme');
  if (url.href.length > MAX_URL_LENGTH) return reject('too_long');
  if (url.hostname === '') return reject('missing_host');
  if (url.username !== '' || url.password !== '') return reject('credentials');
  const host = toBareHost(url.hostname);
  const hostProblem = findHostProblem(url.hostname, host);
  if (hostProblem !== null && !(allowPrivate && PRIVATE_PROBLEMS.has(hostProblem))) return reject(hostProblem);
  if (ownHosts.has(stripWww(host))) return reject('own_host');
  if (isShortener(host)) return reject('already_shortened');
  return { ok: true, url, host };
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function findHostProblem(hostname: string, host: string): PolicyReason | null {
  // The parser leaves only three shapes: [IPv6], canonical dotted IPv4, or a domain name.
  const isAddress = hostname.startsWith('[') || IPV4.test(host);
  if (isAddress) return isForbiddenAddress(host) ? 'forbidden_address' : null;
  if (host.length > 253 || !HOST_NAME.test(host)) return 'invalid_host';
  return isLocalHostName(host) ? 'local_host' : null;
}

function reject(reason: PolicyReason): PolicyResult {
  return { ok: false, finding: { verdict: 'unsafe', reason, message: POLICY_MESSAGES[reason] } };
}

function stripWww(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}

function toOwnHostKey(entry: string): string {
  const text = entry.trim();
  try {
    return stripWww(toBareHost(new URL(text.includes('://') ? text : `http://${text}`).hostname));
  } catch {
    throw new TypeError(`Own host "${entry}" is not a host name or URL`);
  }
}
