const HEX_GROUP = /^[0-9a-f]{1,4}$/i;
const MAPPED_V4_PREFIX = '::ffff:';

// Special-use IPv4 blocks (RFC 6890): never a visitor's country, whatever a swapped database says.
const NON_PUBLIC_V4: ReadonlyArray<readonly [start: number, prefix: number]> = [
  [0x00000000, 8], // 0.0.0.0/8 "this network"
  [0x0a000000, 8], // 10.0.0.0/8 private
  [0x64400000, 10], // 100.64.0.0/10 carrier-grade NAT
  [0x7f000000, 8], // 127.0.0.0/8 loopback
  [0xa9fe0000, 16], // 169.254.0.0/16 link-local
  [0xac100000, 12], // 172.16.0.0/12 private
  [0xc0000000, 24], // 192.0.0.0/24 protocol assignments
  [0xc0000200, 24], // 192.0.2.0/24 documentation
  [0xc0a80000, 16], // 192.168.0.0/16 private
  [0xc6120000, 15], // 198.18.0.0/15 benchmarking
  [0xc6336400, 24], // 198.51.100.0/24 documentation
  [0xcb007100, 24], // 203.0.113.0/24 documentation
  [0xe0000000, 3], // 224.0.0.0/3 multicast, reserved, broadcast
];

/** Parses a dotted-quad IPv4 address to an unsigned 32-bit number; -1 when invalid. */
export function parseIPv4(text: string): number {
  let value = 0;
  let octet = 0;
  let digits = 0;
  let dots = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 46) {
      if (digits === 0 || dots === 3) return -1;
      value = value * 256 + octet;
      octet = 0;
      digits = 0;
      dots++;
      continue;
    }
    if (code < 48 || code > 57) return -1;
    // Leading zeros are rejected: inet_aton reads them as octal, so their meaning is ambiguous.
    if (digits > 0 && octet === 0) return -1;
    octet = octet * 10 + (code - 48);
    digits++;
    if (octet > 255) return -1;
  }
  if (dots !== 3 || digits === 0) return -1;
  return value * 256 + octet;
}

/** Parses an IPv6 address (zone id ignored, dotted IPv4 tail allowed) into four 32-bit words. */
export function parseIPv6(text: string, out: Uint32Array): boolean {
  const zone = text.indexOf('%');
  const address = zone === -1 ? text : text.slice(0, zone);
  const gap = address.indexOf('::');
  if (gap !== -1 && address.indexOf('::', gap + 1) !== -1) return false;
  const head: number[] = [];
  const tail: number[] = [];
  if (gap === -1) {
    if (!readGroups(address, head, true) || head.length !== 8) return false;
  } else {
    const valid =
      readGroups(address.slice(0, gap), head, false) &&
      readGroups(address.slice(gap + 2), tail, true);
    if (!valid || head.length + tail.length > 7) return false;
  }
  const groups = head.concat(new Array<number>(8 - head.length - tail.length).fill(0), tail);
  for (let word = 0; word < 4; word++) {
    out[word] = ((groups[word * 2]! << 16) | groups[word * 2 + 1]!) >>> 0;
  }
  return true;
}

// A dotted IPv4 tail is only legal as the last field of the whole address.
function readGroups(part: string, groups: number[], allowDottedTail: boolean): boolean {
  if (part === '') return true;
  const fields = part.split(':');
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]!;
    if (allowDottedTail && i === fields.length - 1 && field.includes('.')) {
      const v4 = parseIPv4(field);
      if (v4 < 0) return false;
      groups.push(v4 >>> 16, v4 & 0xffff);
    } else if (HEX_GROUP.test(field)) {
      groups.push(Number.parseInt(field, 16));
    } else {
      return false;
    }
  }
  return true;
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d), or -1. */
export function unmapIPv4(words: Uint32Array): number {
  return words[0] === 0 && words[1] === 0 && words[2] === 0xffff ? words[3]! : -1;
}

// The blocks as the check reads them: each one's host bits and its network (the start shifted
// past them). An indexed loop over numbers: `for (const [start, prefix] of NON_PUBLIC_V4)` took
// an iterator and a destructuring per block, about 1.9 KB of garbage a click in the writer.
const NON_PUBLIC_V4_HOST_BITS = Uint8Array.from(NON_PUBLIC_V4, ([, prefix]) => 32 - prefix);
const NON_PUBLIC_V4_NETWORKS = Uint32Array.from(NON_PUBLIC_V4, ([start, prefix]) => start >>> (32 - prefix));

/** True unless the address is in a special-use block (private, loopback, documentation...). */
export function isPublicIPv4(address: number): boolean {
  for (let block = 0; block < NON_PUBLIC_V4_NETWORKS.length; block++) {
    if (address >>> NON_PUBLIC_V4_HOST_BITS[block]! === NON_PUBLIC_V4_NETWORKS[block]) return false;
  }
  return true;
}

/** True for global unicast (2000::/3) outside the documentation prefix 2001:db8::/32. */
export function isPublicIPv6(words: Uint32Array): boolean {
  const first = words[0]!;
  return first >>> 29 === 1 && first !== 0x20010db8;
}

/** One spelling per client: lower-case, and an IPv4-mapped IPv6 address as plain IPv4. */
export function canonicalizeIp(ip: string): string {
  const lower = ip.trim().toLowerCase();
  if (lower.startsWith(MAPPED_V4_PREFIX) && parseIPv4(lower.slice(MAPPED_V4_PREFIX.length)) >= 0) {
    return lower.slice(MAPPED_V4_PREFIX.length);
  }
  return lower;
}
