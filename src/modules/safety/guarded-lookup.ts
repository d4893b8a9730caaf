import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isForbiddenAddress } from './ip-ranges.js';

/** Resolves a host name to every address it has (the shape of `dns.lookup` with `all`). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

/** Raised before connecting when the target resolves to (or is) a private address. */
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
