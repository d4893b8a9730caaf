import { hmac, safeEqual } from '../../platform/crypto/tokens.js';
import type { LinkTarget, SmartTarget } from '../links/index.js';

/** A visitor keeps the variant drawn this long (a test rarely runs longer). */
export const AB_COOKIE_MAX_AGE = 90 * 86_400;

/** One cookie per link, on the link's path. */
export function abCookieName(target: LinkTarget): string {
  return `ab_${target.id}`;
}

// Signed over the variants themselves: an edit of the test makes every earlier cookie void.
function signature(secret: string, target: LinkTarget, variants: NonNullable<SmartTarget['variants']>, index: number): string {
  return hmac(secret, `ab|${target.id}|${index}|${variants.map((v) => `${v.weight} ${v.url}`).join('|')}`).slice(0, 22);
}

/** The cookie's value for a variant index. */
export function abCookieValue(secret: string, target: LinkTarget, variants: NonNullable<SmartTarget['variants']>, index: number): string {
  return `${index}.${signature(secret, target, variants, index)}`;
}

/** The variant index a cookie holds, or null when absent, forged or from another version of the test. */
export function readAbCookie(secret: string, target: LinkTarget, variants: NonNullable<SmartTarget['variants']>, value: string | undefined): number | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  const index = Number(value.slice(0, dot));
  if (dot < 1 || !Number.isInteger(index) || index < 0 || index >= variants.length) return null;
  return safeEqual(value.slice(dot + 1), signature(secret, target, variants, index)) ? index : null;
}
