import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { ValidationError } from '../../platform/http/errors.js';
import { checkUrlPolicy, type HostResolver, isForbiddenAddress, MAX_URL_LENGTH } from '../safety/index.js';

export interface TargetPolicy {
  /** Hosts of this service: an endpoint may not point back at us. */
  ownHosts: readonly string[];
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: plain http and loopback/private hosts, for development and tests. */
  allowPrivateTargets: boolean;
  /** The destinations' DNS check (DNS_SERVERS): a name that resolves into a private range is refused. */
  resolver?: HostResolver;
}

/** Resolves a host name to every address it has (the shape of `dns.lookup` with `all`). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

// With private targets allowed, these policy findings stop being reasons to refuse.
const PRIVATE_REASONS = new Set(['forbidden_address', 'local_host']);

/** Checks a webhook URL at registration; returns it normalised or throws a 422 naming `url`. */
export function checkTargetUrl(raw: unknown, policy: TargetPolicy): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw ValidationError.field('url', 'url is required');
  if (raw.length > MAX_URL_LENGTH) throw ValidationError.field('url', `url must be at most ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw ValidationError.field('url', 'url must be an absolute https URL');
  }
  const schemes = policy.allowPrivateTargets ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) {
    throw ValidationError.field('url', policy.allowPrivateTargets ? 'url must use http or https' : 'url must use https');
  }
  const result = checkUrlPolicy(url, { ownHosts: policy.ownHosts });
  if (!result.ok && !(policy.allowPrivateTargets && PRIVATE_REASONS.has(result.finding.reason))) {
    throw ValidationError.field('url', result.finding.message);
  }
  url.hash = '';
  return url.href;
}

/**
 * Refuses, at registration, a URL whose host name resolves to a private or reserved address
 * when DNS answers, as destinations are; delivery would be blocked anyway (guardedLookup). A
 * name that does not resolve yet is accepted: its deliveries are checked each time.
 */
export async function checkTargetAddresses(url: string, policy: TargetPolicy): Promise<void> {
  if (policy.allowPrivateTargets || !policy.resolver) return;
  const forbidden = await policy.resolver.forbiddenAddressOf(new URL(url).hostname);
  if (forbidden !== null) throw ValidationError.field('url', 'url host name resolves to a private or loopback address');
}

/** Raised at delivery when the target resolves (or is) a private address. */
export class ForbiddenTargetError extends Error {
  readonly code = 'EFORBIDDENTARGET';
}

/** An IP-literal host is never resolved, so it is checked on its own before connecting. */
export function checkLiteralHost(hostname: string, allowPrivate: boolean): void {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  if (!allowPrivate && isIP(bare) !== 0 && isForbiddenAddress(bare)) {
    throw new ForbiddenTargetError(`target address ${bare} is private or reserved`);
  }
}

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

/**
 * A `lookup` for http.request that refuses private answers. The socket connects to the very
 * addresses checked here, so a second DNS answer (rebinding) can't slip in after the check.
 */
export function guardedLookup(allowPrivate: boolean, resolver: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname)
      .then((found) => {
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
        const addresses = found.filter((entry) => family === 0 || entry.family === family);
        const forbidden = addresses.find((entry) => isForbiddenAddress(entry.address));
        if (addresses.length === 0) throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
        // One private answer is enough to refuse: mixed answers are how rebinding attacks start.
        if (forbidden && !allowPrivate) {
          throw new ForbiddenTargetError(`${hostname} resolves to a private or reserved address (${forbidden.address})`);
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ''));
  };
}
