import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { saltDay, visitorHash } from '../../../src/modules/analytics/parse/visitor.js';

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SALT = 'c2FsdC1mb3ItMjAyNC0wMy0wMQ';

describe('visitorHash', () => {
  const base = visitorHash(SALT, 42, '203.0.113.9', UA);

  it('is a signed 64-bit integer, stable for the same inputs', () => {
    expect(typeof base).toBe('bigint');
    expect(BigInt.asIntN(64, base)).toBe(base);
    expect(visitorHash(SALT, 42, '203.0.113.9', UA)).toBe(base);
  });

  it('pins the encoding, so a refactor cannot silently split a day of uniques', () => {
    // Computed outside Node: the first 8 bytes of SHA-256("4:salt1:17:1.2.3.42:ua"),
    // a07a0fc9bd80753b, read as a signed big-endian integer.
    expect(visitorHash('salt', 1, '1.2.3.4', 'ua')).toBe(-6883171721340226245n);
  });

  it('gives the ids the previous release gave (Buffer.readBigInt64BE over the digest), either sign', () => {
    const ids: bigint[] = [];
    for (let i = 0; i < 2_000; i++) ids.push(visitorHash(`salt${i % 7}`, i, `198.51.100.${i % 250}`, `UA ${i}`));
    expect(ids.filter((id) => id < 0n)).toHaveLength(1_042);
    // SHA-256 of the 2,000 ids joined by commas, as the release before this encoding wrote them.
    expect(createHash('sha256').update(ids.join(',')).digest('hex')).toBe('e85315fc50cc09e3d4ca48200e0bc3589c3cb8a6c018fa1393cbb68ec83c3d46');
  });

  it.each([
    ['salt', () => visitorHash(`${SALT}x`, 42, '203.0.113.9', UA)],
    ['link', () => visitorHash(SALT, 43, '203.0.113.9', UA)],
    ['ip', () => visitorHash(SALT, 42, '203.0.113.10', UA)],
    ['user agent', () => visitorHash(SALT, 42, '203.0.113.9', `${UA} `)],
  ])('changes with the %s', (_, hash) => {
    expect(hash()).not.toBe(base);
  });

  it('keeps field boundaries: shifting a character between fields changes the id', () => {
    expect(visitorHash(SALT, 1, '2.3.4.5', 'ab')).not.toBe(visitorHash(SALT, 1, '2.3.4.5a', 'b'));
    expect(visitorHash(SALT, 12, '3', 'x')).not.toBe(visitorHash(SALT, 1, '23', 'x'));
  });

  it('counts an IPv4 client the same when the server saw it IPv4-mapped', () => {
    expect(visitorHash(SALT, 42, '::ffff:203.0.113.9', UA)).toBe(base);
  });
});

describe('saltDay', () => {
  it.each([
    [Date.UTC(2024, 2, 1, 0, 0, 0), '2024-03-01'],
    [Date.UTC(2024, 1, 29, 23, 59, 59, 999), '2024-02-29'],
    [Date.UTC(2024, 11, 31, 23, 59, 59, 999), '2024-12-31'],
    [0, '1970-01-01'],
  ])('gives the UTC day of %i', (at, day) => {
    expect(saltDay(at)).toBe(day);
  });

  it('switches day exactly at UTC midnight, back and forth', () => {
    const midnight = Date.UTC(2024, 2, 1);
    expect(saltDay(midnight - 1)).toBe('2024-02-29');
    expect(saltDay(midnight)).toBe('2024-03-01');
    expect(saltDay(midnight - 1)).toBe('2024-02-29');
  });
});
