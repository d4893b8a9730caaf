import type { Store } from '../../platform/db/db.js';
import type { Mailer } from '../../platform/mail/index.js';
import { LIMITS } from '../../platform/rate-limit/limits.js';
import type { RateLimiter, RateLimiterFactory } from '../../platform/rate-limit/rate-limit.js';

/** What the password and email flows need from the app. */
export interface CredentialsContext {
  store: Store;
  mailer: Mailer;
  baseUrl: string;
  /** REQUIRE_EMAIL_VERIFICATION. */
  requireEmailVerification: boolean;
  /** SIGNUP_EMAIL_DOMAINS: an email change stays inside them, as sign-up does (none: any domain). */
  emailDomains?: readonly string[];
  limits: {
    resetPerAddress: RateLimiter;
    resetPerEmail: RateLimiter;
    verifyResend: RateLimiter;
    emailChange: RateLimiter;
  };
}

export function createCredentialsContext(deps: Omit<CredentialsContext, 'limits'> & { limiterFor: RateLimiterFactory }): CredentialsContext {
  const { limiterFor, ...rest } = deps;
  return {
    ...rest,
    limits: {
      resetPerAddress: limiterFor(LIMITS.passwordResetPerAddress),
      resetPerEmail: limiterFor(LIMITS.passwordResetPerEmail),
      verifyResend: limiterFor(LIMITS.verifyEmailResend),
      emailChange: limiterFor(LIMITS.emailChange),
    },
  };
}
