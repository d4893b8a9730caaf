import { request } from 'node:http';
import { Resolver } from 'node:dns/promises';
import { sha256 } from '../../platform/crypto/tokens.js';
import { isForbiddenAddress } from '../safety/index.js';

/** Where the proof goes: a TXT record, or a file served over plain HTTP. */
export const TXT_PREFIX = '_shortener-verify.';
export const TXT_VALUE_PREFIX = 'shortener-verify=';
export const WELL_KNOWN_PATH = '/.well-known/shortener-verify';

export interface DomainCheckOptions {
  /** DNS_SERVERS: `ip` or `ip:port`; empty means the system's resolvers. */
  dnsServers: readonly string[];
  /** DOMAIN_VERIFY_ALLOW_PRIVATE: an intranet's short domain may live on a private address. */
  allowPrivate: boolean;
  /** DOMAIN_VERIFY_HTTP_PORT: 80 but in tests. */
  httpPort: number;
  timeoutMs?: number;
}

export type CheckOutcome = { verified: true; method: 'dns' | 'http' } | { verified: false; error: string };

/** Proves control of a domain by the token whose hash the account holds. */
export type DomainChecker = (hostname: string, tokenHash: string) => Promise<CheckOutcome>;

const MAX_BODY = 1024;

export function createDomainChecker(options: DomainCheckOptions): DomainChecker {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (options.dnsServers.length > 0) resolver.setServers([...options.dnsServers]);

  const byDns = async (hostname: string, tokenHash: string): Promise<string | null> => {
    const name = `${TXT_PREFIX}${hostname}`;
    const records = await resolver.resolveTxt(name).catch(() => null);
    if (records === null) return `no TXT record at ${name}`;
    // A long TXT value arrives in 255-byte chunks.
    const found = records.map((chunks) => chunks.join('')).some((value) => value.startsWith(TXT_VALUE_PREFIX) && sha256(value.slice(TXT_VALUE_PREFIX.length).trim()) === tokenHash);
    return found ? null : `the TXT record at ${name} does not hold this domain's token`;
  };

  const byHttp = async (hostname: string, tokenHash: string): Promise<string | null> => {
    const answers = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
    const addresses = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
    if (addresses.length === 0) return `${hostname} has no A or AAAA record`;
    // The server never fetches from a private network on a customer's say-so.
    if (!options.allowPrivate && addresses.some(isForbiddenAddress)) return `${hostname} resolves to a private or reserved address`;
    const body = await fetchToken(addresses[0]!, hostname, options.httpPort, timeoutMs).catch((error: Error) => error);
    if (body instanceof Error) return `http://${hostname}${WELL_KNOWN_PATH} did not answer (${body.message})`;
    return sha256(body.trim()) === tokenHash ? null : `http://${hostname}${WELL_KNOWN_PATH} does not hold this domain's token`;
  };

  return async (hostname, tokenHash) => {
    const dnsProblem = await byDns(hostname, tokenHash);
    if (dnsProblem === null) return { verified: true, method: 'dns' };
    const httpProblem = await byHttp(hostname, tokenHash);
    if (httpProblem === null) return { verified: true, method: 'http' };
    return { verified: false, error: `${dnsProblem}; ${httpProblem}` };
  };
}

/** GET of the well-known file at one address, no redirects, at most 1 KB read. */
function fetchToken(address: string, hostname: string, port: number, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: address, port, path: WELL_KNOWN_PATH, headers: { host: hostname, 'user-agent': 'shortener-domain-check' }, timeout: timeoutMs }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`HTTP ${res.statusCode}`));
        return;
      }
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        if (body.length > MAX_BODY) req.destroy(new Error('the answer is too long'));
      });
      res.on('end', () => resolve(body));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}
