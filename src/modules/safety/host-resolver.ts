import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import { LruCache } from '../../platform/cache/lru.js';
import { isForbiddenAddress } from './ip-ranges.js';

export interface HostResolverOptions {
  /** DNS_SERVERS: `ip` or `ip:port` entries; empty means the system's resolvers. */
  servers?: readonly string[];
  /** Bound on one lookup; a slower answer counts as no answer. */
  timeoutMs?: number;
}

/** Says whether a destination host name resolves into a private, loopback or reserved range. */
export interface HostResolver {
  /** The forbidden address the host resolves to, or null (also when the lookup failed). */
  forbiddenAddressOf(host: string): Promise<string | null>;
}

const CACHE_ENTRIES = 10_000;
const ANSWER_TTL_MS = 10 * 60_000;
// A failed lookup is retried sooner: a name that did not resolve may be set up a minute later.
const FAILURE_TTL_MS = 60_000;

/**
 * Resolves A and AAAA records with a bounded wait. A failed or slow lookup is no refusal: the
 * service must keep working offline, and a link never makes the server fetch its destination.
 */
export function createHostResolver(options: HostResolverOptions = {}): HostResolver {
  const timeoutMs = options.timeoutMs ?? 1_500;
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  if (options.servers?.length) resolver.setServers([...options.servers]);
  const answers = new LruCache<string, string | null>(CACHE_ENTRIES, ANSWER_TTL_MS);
  const failures = new LruCache<string, true>(CACHE_ENTRIES, FAILURE_TTL_MS);

  const lookUp = async (host: string): Promise<{ forbidden: string | null; answered: boolean }> => {
    const results = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
    const addresses = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    return { forbidden: addresses.find(isForbiddenAddress) ?? null, answered: results.some((result) => result.status === 'fulfilled') };
  };

  return {
    async forbiddenAddressOf(host) {
      if (isIP(host) !== 0) return null;
      const known = answers.get(host);
      if (known !== undefined) return known;
      if (failures.get(host)) return null;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
      const outcome = await Promise.race([lookUp(host), timedOut]).finally(() => clearTimeout(timer));
      if (outcome === null || !outcome.answered) {
        failures.set(host, true);
        return null;
      }
      answers.set(host, outcome.forbidden);
      return outcome.forbidden;
    },
  };
}
