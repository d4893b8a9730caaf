import { ValidationError } from '../../platform/http/errors.js';
import { checkUrlPolicy, type HostResolver, MAX_URL_LENGTH } from '../safety/index.js';

export { checkLiteralHost, ForbiddenTargetError, guardedLookup, type Resolver } from '../safety/index.js';

export interface TargetPolicy {
  /** Hosts of this service: an endpoint may not point back at us. */
  ownHosts: readonly string[];
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: plain http and loopback/private hosts, for development and tests. */
  allowPrivateTargets: boolean;
  /** The destinations' DNS check (DNS_SERVERS): a name that resolves into a private range is refused. */
  resolver?: HostResolver;
}

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
