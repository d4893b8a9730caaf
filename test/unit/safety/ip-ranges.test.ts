import { describe, expect, it } from 'vitest';
import { isForbiddenAddress, isPublicAddress } from '../../../src/modules/safety/ip-ranges.js';

describe('isForbiddenAddress', () => {
  it.each([
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '127.0.0.1',
    '169.254.169.254',
    '172.16.5.4',
    '192.0.0.8',
    '192.0.2.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.51.100.1',
    '203.0.113.1',
    '224.0.0.251',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd12::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:0:a00:1',
    '::10.0.0.1',
    '64:ff9b::192.168.0.1',
    '64:ff9b:1::1',
    '2002:c0a8:101::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '[::1]',
  ])('forbids %s', (ip) => {
    expect(isForbiddenAddress(ip)).toBe(true);
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '100.128.0.1',
    '172.32.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('allows the public address %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each(['', 'localhost', '127.1', '2130706433', 'example.com'])(
    'fails closed on %j, which is not a canonical IP literal',
    (text) => {
      expect(isForbiddenAddress(text)).toBe(true);
    },
  );
});
