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

// The groups either side of a `::` as they are read. Parsing is synchronous, so two arrays serve
// every call: splitting the text into fields and gathering the groups in arrays left about
// 800 bytes of garbage per IPv6 click in the click writer.
const HEAD_GROUPS = new Uint16Array(8);
const TAIL_GROUPS = new Uint16Array(8);

/** Parses an IPv6 address (zone id ignored, dotted IPv4 tail allowed) into four 32-bit words. */
export function parseIPv6(text: string, out: Uint32Array): boolean {
  const zone = text.indexOf('%');
  const end = zone === -1 ? text.length : zone;
  let gap = text.indexOf('::');
  if (gap >= end) gap = -1;
  if (gap !== -1) {
    const second = text.indexOf('::', gap + 1);
    if (second !== -1 && second < end) return false;
  }
  let head: number;
  let tail = 0;
  if (gap === -1) {
    head = readGroups(text, 0, end, true, HEAD_GROUPS);
    if (head !== 8) return false;
  } else {
    head = readGroups(text, 0, gap, false, HEAD_GROUPS);
    if (head < 0) return false;
    tail = readGroups(text, gap + 2, end, true, TAIL_GROUPS);
    if (tail < 0 || head + tail > 7) return false;
  }
  // The groups a `::` stands for are zeros, between the head and the tail.
  const tailStart = 8 - tail;
  for (let word = 0; word < 4; word++) {
    out[word] = ((groupAt(word * 2, head, tailStart) << 16) | groupAt(word * 2 + 1, head, tailStart)) >>> 0;
  }
  return true;
}

function groupAt(index: number, head: number, tailStart: number): number {
  if (index < head) return HEAD_GROUPS[index]!;
  return index >= tailStart ? TAIL_GROUPS[index - tailStart]! : 0;
}

/**
 * Reads the colon-separated groups of text[start, stop) into `groups`: how many, or -1 when a
 * field is not 1 to 4 hex digits or there are more than eight. A dotted IPv4 tail is only legal
 * as the last field of the whole address, and counts as two groups.
 */
function readGroups(text: string, start: number, stop: number, allowDottedTail: boolean, groups: Uint16Array): number {
  if (start === stop) return 0;
  let count = 0;
  let field = start;
  while (field <= stop) {
    let fieldEnd = text.indexOf(':', field);
    if (fieldEnd === -1 || fieldEnd > stop) fieldEnd = stop;
    if (allowDottedTail && fieldEnd === stop && dotIn(text, field, fieldEnd)) {
      const v4 = parseIPv4(text.slice(field, fieldEnd));
      if (v4 < 0 || count > 6) return -1;
      groups[count++] = v4 >>> 16;
      groups[count++] = v4 & 0xffff;
    } else {
      const group = hexGroup(text, field, fieldEnd);
      if (group < 0 || count > 7) return -1;
      groups[count++] = group;
    }
    field = fieldEnd + 1;
  }
  return count;
}

function dotIn(text: string, start: number, stop: number): boolean {
  const dot = text.indexOf('.', start);
  return dot !== -1 && dot < stop;
}

/** 1 to 4 hex digits as a number, else -1. */
function hexGroup(text: string, start: number, stop: number): number {
  const length = stop - start;
  if (length < 1 || length > 4) return -1;
  let value = 0;
  for (let i = start; i < stop; i++) {
    const digit = hexDigit(text.charCodeAt(i));
    if (digit < 0) return -1;
    value = value * 16 + digit;
  }
  return value;
}

function hexDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
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
