import { hash } from 'node:crypto';
import { canonicalizeIp } from './ip-address.js';

/**
 * Daily visitor id: SHA-256 over the length-prefixed (salt, link id, IP, User-Agent), its
 * first 8 bytes as a signed 64-bit integer. The salt is a secret: once it is deleted the id
 * can no longer be linked back to an IP, not even by hashing all 2^32 IPv4 addresses.
 */
export function visitorHash(salt: string, linkId: number, ip: string, userAgent: string): bigint {
  const message = lengthPrefixed([salt, String(linkId), canonicalizeIp(ip), userAgent]);
  // One-shot hash rather than createHmac: a sixth of the cost, and nothing ever verifies a MAC.
  // As a 'binary' (latin1) text, a character per byte, not a Buffer: allocating the Buffer
  // cost 1.5 µs of the 2.4 a click took (a new ArrayBuffer per call, external memory for the
  // collector).
  return firstInt64(hash('sha256', message, 'binary'));
}

/** The first 8 bytes of a latin1 text as a signed big-endian integer (as Buffer's readBigInt64BE(0) reads them). */
function firstInt64(bytes: string): bigint {
  const high = (bytes.charCodeAt(0) << 24) | (bytes.charCodeAt(1) << 16) | (bytes.charCodeAt(2) << 8) | bytes.charCodeAt(3);
  const low = ((bytes.charCodeAt(4) << 24) | (bytes.charCodeAt(5) << 16) | (bytes.charCodeAt(6) << 8) | bytes.charCodeAt(7)) >>> 0;
  // `high` is signed 32-bit, so the shift carries the sign into the 64-bit result.
  return (BigInt(high) << 32n) | BigInt(low);
}

// "<length>:<field>" per field, so ("1", "23") and ("12", "3") never encode alike.
function lengthPrefixed(fields: string[]): string {
  let message = '';
  for (const field of fields) message += `${field.length}:${field}`;
  return message;
}

const DAY_MS = 86_400_000;
// One-entry cache: a batch of clicks nearly always falls on one day, and toISOString is not free.
let cachedDayNumber = Number.NaN;
let cachedDay = '';

/** The UTC day (YYYY-MM-DD) of an epoch-millisecond instant: the salt's and the rollups' key. */
export function saltDay(at: number): string {
  const dayNumber = Math.floor(at / DAY_MS);
  if (dayNumber !== cachedDayNumber) {
    cachedDay = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
    cachedDayNumber = dayNumber;
  }
  return cachedDay;
}
