import { BlockList, isIP } from 'node:net';

// IANA special-purpose registries: ranges that are not globally reachable, or only by convention.
const FORBIDDEN_V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", includes the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where cloud metadata services live
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes the 255.255.255.255 broadcast
];

const FORBIDDEN_V6: ReadonlyArray<readonly [string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // deprecated ORCHID
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // SRv6 segment identifiers
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // deprecated site-local
  ['ff00::', 8], // multicast
];

const blockList = buildBlockList();

function buildBlockList(): BlockList {
  const list = new BlockList();
  for (const [net, prefix] of FORBIDDEN_V4) list.addSubnet(net, prefix, 'ipv4');
  for (const [net, prefix] of FORBIDDEN_V6) list.addSubnet(net, prefix, 'ipv6');
  return list;
}

/**
 * True when `ip` (a canonical IPv4 or IPv6 literal, as from `dns.lookup` or the URL parser) must
 * not be contacted or linked to. Anything that is not an IP literal is forbidden (fail closed).
 */
export function isForbiddenAddress(ip: string): boolean {
  const address = stripZone(ip);
  const family = isIP(address);
  if (family === 4) return blockList.check(address, 'ipv4');
  if (family !== 6) return true;
  const bytes = parseIPv6(address);
  const embedded = extractEmbeddedIPv4(bytes);
  // A tunnelled or translated address is as reachable as the IPv4 address inside it.
  if (embedded !== null) return blockList.check(embedded, 'ipv4');
  return blockList.check(address, 'ipv6');
}

/** True when `ip` is an IP literal in a globally reachable range. */
export function isPublicAddress(ip: string): boolean {
  return !isForbiddenAddress(ip);
}

function stripZone(ip: string): string {
  const unbracketed = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  const zone = unbracketed.indexOf('%');
  return zone === -1 ? unbracketed : unbracketed.slice(0, zone);
}

/** The IPv4 address carried by mapped, compatible, SIIT, NAT64, 6to4 and Teredo forms. */
function extractEmbeddedIPv4(b: Uint8Array): string | null {
  const zeroUntil = (end: number) => b.subarray(0, end).every((x) => x === 0);
  const word = (i: number) => (b[i]! << 8) | b[i + 1]!;
  const tail = () => formatIPv4(b[12]!, b[13]!, b[14]!, b[15]!);
  if (zeroUntil(10) && word(10) === 0xffff) return tail(); // ::ffff:a.b.c.d mapped
  if (zeroUntil(12)) return tail(); // ::a.b.c.d compatible (also :: and ::1)
  if (zeroUntil(8) && word(8) === 0xffff && word(10) === 0) return tail(); // SIIT translated
  if (word(0) === 0x64 && word(2) === 0xff9b && b.subarray(4, 12).every((x) => x === 0)) {
    return tail(); // 64:ff9b::/96 well-known NAT64
  }
  if (word(0) === 0x2002) return formatIPv4(b[2]!, b[3]!, b[4]!, b[5]!); // 6to4
  if (word(0) === 0x2001 && word(2) === 0) {
    // Teredo stores the client address bit-inverted.
    return formatIPv4(b[12]! ^ 0xff, b[13]! ^ 0xff, b[14]! ^ 0xff, b[15]! ^ 0xff);
  }
  return null;
}

function formatIPv4(a: number, b: number, c: number, d: number): string {
  return `${a}.${b}.${c}.${d}`;
}

/** Parses an IPv6 literal already validated by `isIP` into its 16 bytes. */
function parseIPv6(text: string): Uint8Array {
  const bytes = new Uint8Array(16);
  const lastColon = text.lastIndexOf(':');
  const hasQuad = text.includes('.', lastColon);
  const groupsText = hasQuad ? `${text.slice(0, lastColon + 1)}0:0` : text;
  const [head = '', rest] = groupsText.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = rest === undefined || rest === '' ? [] : rest.split(':');
  const zeros = new Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  [...headGroups, ...zeros, ...tailGroups].forEach((group, i) => {
    const value = Number.parseInt(group, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  });
  if (hasQuad) bytes.set(text.slice(lastColon + 1).split('.').map(Number), 12);
  return bytes;
}
