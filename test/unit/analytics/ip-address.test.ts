import { describe, expect, it } from 'vitest';
import {
  canonicalizeIp,
  isPublicIPv4,
  isPublicIPv6,
  parseIPv4,
  parseIPv6,
  unmapIPv4,
} from '../../../src/modules/analytics/parse/ip-address.js';

function words(ip: string): number[] | null {
  const out = new Uint32Array(4);
  return parseIPv6(ip, out) ? Array.from(out) : null;
}

describe('parseIPv4', () => {
  it.each([
    ['0.0.0.0', 0],
    ['8.8.8.8', 0x08080808],
    ['255.255.255.255', 0xffffffff],
    ['192.168.1.10', 0xc0a8010a],
  ])('reads %s', (ip, value) => {
    expect(parseIPv4(ip)).toBe(value);
  });

  it.each(['', '1.2.3', '1.2.3.4.5', '256.1.1.1', '01.2.3.4', '1..2.3', '1.2.3.4 ', 'a.b.c.d', '1.2.3.'])(
    'rejects %j',
    (ip) => {
      expect(parseIPv4(ip)).toBe(-1);
    },
  );
});

describe('parseIPv6', () => {
  it.each([
    ['::', [0, 0, 0, 0]],
    ['::1', [0, 0, 0, 1]],
    ['2001:db8::1', [0x20010db8, 0, 0, 1]],
    ['2001:4860:4860::8888', [0x20014860, 0x48600000, 0, 0x8888]],
    ['2001:DB8:0:0:0:0:0:1', [0x20010db8, 0, 0, 1]],
    ['fe80::1%eth0', [0xfe800000, 0, 0, 1]],
    ['::ffff:8.8.8.8', [0, 0, 0xffff, 0x08080808]],
    ['::ffff:808:808', [0, 0, 0xffff, 0x08080808]],
    ['1:2:3:4:5:6:7:8', [0x00010002, 0x00030004, 0x00050006, 0x00070008]],
    ['1::', [0x00010000, 0, 0, 0]],
  ])('reads %s', (ip, expected) => {
    expect(words(ip)).toEqual(expected);
  });

  it.each([
    '',
    ':',
    ':::',
    '1:::2',
    '1::2::3',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7::8',
    '12345::',
    'g::1',
    '1.2.3.4::',
    '::ffff:1.2.3',
    '[::1]',
  ])('rejects %j', (ip) => {
    expect(words(ip)).toBeNull();
  });
});

/**
 * The reading parseIPv6 replaced (fields split on ':', groups gathered in arrays), kept as the
 * reference the allocation-free parser must agree with on every input.
 */
function referenceWords(text: string): number[] | null {
  const address = text.includes('%') ? text.slice(0, text.indexOf('%')) : text;
  const gap = address.indexOf('::');
  if (gap !== -1 && address.indexOf('::', gap + 1) !== -1) return null;
  const read = (part: string, dotted: boolean): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const fields = part.split(':');
    for (const [i, field] of fields.entries()) {
      if (dotted && i === fields.length - 1 && field.includes('.')) {
        const v4 = parseIPv4(field);
        if (v4 < 0) return null;
        groups.push(v4 >>> 16, v4 & 0xffff);
      } else if (/^[0-9a-f]{1,4}$/i.test(field)) groups.push(Number.parseInt(field, 16));
      else return null;
    }
    return groups;
  };
  const head = read(gap === -1 ? address : address.slice(0, gap), gap === -1);
  const tail = gap === -1 ? [] : read(address.slice(gap + 2), true);
  if (!head || !tail) return null;
  if (gap === -1 ? head.length !== 8 : head.length + tail.length > 7) return null;
  const groups = [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
  return [0, 1, 2, 3].map((word) => ((groups[word * 2]! << 16) | groups[word * 2 + 1]!) >>> 0);
}

describe('parseIPv6 against the split-based reading', () => {
  // A fixed generator: the same strings on every run.
  let state = 12_345;
  const random = (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((state / 2 ** 31) * below);
  };
  const pieces = ['0', '1', 'a', 'F', 'ffff', 'db8', '12345', 'g', ':', ':', '::', '.', '1.2.3.4', '8.8.8.8', '01.2.3.4', '%eth0', ''];
  const candidates = Array.from({ length: 20_000 }, () => Array.from({ length: 1 + random(12) }, () => pieces[random(pieces.length)]).join(''));

  it('agrees on 20,000 random strings of address pieces', () => {
    const disagreements = candidates.filter((text) => JSON.stringify(words(text)) !== JSON.stringify(referenceWords(text)));
    expect(disagreements).toEqual([]);
    // The strings are not all rejected: the comparison covers addresses that parse.
    expect(candidates.filter((text) => referenceWords(text) !== null).length).toBeGreaterThan(100);
  });
});

describe('address classes', () => {
  it('unmaps IPv4-mapped IPv6 addresses only', () => {
    const out = new Uint32Array(4);
    parseIPv6('::ffff:1.2.3.4', out);
    expect(unmapIPv4(out)).toBe(0x01020304);
    parseIPv6('::1.2.3.4', out);
    expect(unmapIPv4(out)).toBe(-1);
  });

  it.each(['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.0.1', '127.0.0.1', '100.64.0.1', '169.254.1.1', '0.1.2.3', '192.0.2.1', '198.51.100.7', '203.0.113.9', '224.0.0.1', '255.255.255.255'])(
    'calls %s special-use',
    (ip) => {
      expect(isPublicIPv4(parseIPv4(ip))).toBe(false);
    },
  );

  it.each(['8.8.8.8', '1.1.1.1', '172.15.255.255', '172.32.0.0', '100.128.0.0', '223.255.255.255'])(
    'calls %s public',
    (ip) => {
      expect(isPublicIPv4(parseIPv4(ip))).toBe(true);
    },
  );

  it('treats only global unicast outside the documentation prefix as public IPv6', () => {
    const check = (ip: string): boolean => {
      const out = new Uint32Array(4);
      parseIPv6(ip, out);
      return isPublicIPv6(out);
    };
    expect(check('2001:4860:4860::8888')).toBe(true);
    expect(check('2a00:1450::1')).toBe(true);
    for (const ip of ['::1', '::', 'fe80::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1', '64:ff9b::808:808']) {
      expect(check(ip)).toBe(false);
    }
  });
});

describe('canonicalizeIp', () => {
  it('spells one client one way', () => {
    expect(canonicalizeIp('::ffff:8.8.8.8')).toBe('8.8.8.8');
    expect(canonicalizeIp('::FFFF:8.8.8.8')).toBe('8.8.8.8');
    expect(canonicalizeIp('2001:DB8::1')).toBe('2001:db8::1');
    expect(canonicalizeIp(' 8.8.8.8 ')).toBe('8.8.8.8');
    expect(canonicalizeIp('::ffff:garbage')).toBe('::ffff:garbage');
  });
});
