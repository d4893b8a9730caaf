import { BlockList, isIP } from 'node:net';

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** One address or CIDR block (`203.0.113.7`, `10.0.0.0/8`, `2001:db8::/32`), or null when it is neither. */
export function parseCidr(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', bits, extra] = entry.trim().split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return null;
  const max = family === 4 ? 32 : 128;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return null;
  const prefix = bits === undefined ? max : Number(bits);
  if (prefix > max) return null;
  return { address, prefix, family: family === 4 ? 'ipv4' : 'ipv6' };
}

/** Whether an address is in a list of addresses and CIDR blocks; built once, then a lookup per address. */
export type IpMatcher = (ip: string) => boolean;

/**
 * A matcher over `entries` (each valid per parseCidr; config.ts checked them at boot). An
 * IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, what a dual-stack socket reports) matches
 * as the IPv4 address inside it.
 */
export function createIpMatcher(entries: readonly string[]): IpMatcher {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const cidr = parseCidr(entry);
    if (cidr) list.addSubnet(cidr.address, cidr.prefix, cidr.family);
  }
  return (ip) => {
    const mapped = MAPPED_V4.exec(ip);
    const address = mapped ? mapped[1]! : ip;
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}
