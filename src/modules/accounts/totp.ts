import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as OtpAuth from 'otpauth';

// otpauth is loaded by the first code or secret, not at boot: this module is imported wherever
// accounts are (the click writer's thread too), and only a person setting up or passing two-step
// sign-in uses it (ADR 1021).
let otpAuth: typeof OtpAuth | null = null;
const library = (): typeof OtpAuth => (otpAuth ??= createRequire(import.meta.url)('otpauth') as typeof OtpAuth);

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30 s steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after now are accepted too: clocks drift and people type slowly. */
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

const totpOf = (secret: string, label = 'account', issuer = '') => {
  const { Secret, TOTP } = library();
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS });
};

/** A new 160-bit secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new (library().Secret)({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URI a QR code carries to an authenticator app. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return totpOf(secret, account, issuer).toString();
}

/** The time step of `code` within the window around `now`, or null when it matches none. */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW_STEPS });
  return delta === null ? null : library().TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}

/** What a person typed as a code: spaces and dashes dropped, letters lower-cased. */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of ten characters (about 49 bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
