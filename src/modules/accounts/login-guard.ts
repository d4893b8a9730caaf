import type { Db } from '../../platform/db/db.js';
import { RateLimitError } from '../../platform/http/errors.js';
import { LIMITS } from '../../platform/rate-limit/limits.js';
import type { RateLimiterFactory } from '../../platform/rate-limit/rate-limit.js';
import { waitTime } from '../../platform/text/wait-time.js';
import { checkSecondFactor } from './two-factor.service.js';
import { normalizeEmail } from './email-address.js';
import { authenticateUser, type UserRow } from './users.service.js';

/** Every form that takes a password or makes an account shares these budgets. */
export const LOGIN_LIMITS = { perAddress: LIMITS.authPerAddress, perAccount: LIMITS.authPerAccount } as const;

/** Throttles password guessing per address and per account across /login, /signup and claim pages. */
export interface LoginGuard {
  /** Counts an attempt from this address; throws RateLimitError past the budget. */
  countAttempt(ip: string): Promise<void>;
  /**
   * Gives back the point of an attempt that proved the same person again (a right code after a
   * right password, the password confirming a signed-in user's action): a log-in costs the
   * address one attempt with two-factor sign-in as without, and wrong ones still count.
   */
  refundAttempt(ip: string): Promise<void>;
  /** The user with these credentials, or null; a wrong password spends the account's budget. */
  authenticate(db: Db, email: string, password: string): Promise<UserRow | null>;
  /** Whether `code` is a good second factor of the user; a wrong one spends the same account budget. */
  checkCode(db: Db, user: Pick<UserRow, 'id' | 'email'>, code: string): Promise<boolean>;
}

export function createLoginGuard(limiterFor: RateLimiterFactory): LoginGuard {
  const perAddress = limiterFor(LOGIN_LIMITS.perAddress);
  const perAccount = limiterFor(LOGIN_LIMITS.perAccount);
  /** Runs a check against the account's budget; only failures count, so its owner is never locked out by logging in. */
  const spend = async <T>(email: string, check: () => Promise<T>): Promise<T> => {
    const key = normalizeEmail(email);
    const state = await perAccount.consume(key);
    if (!state.allowed) {
      throw new RateLimitError(state.resetSeconds, `Too many failed log-ins for this account; try again in ${waitTime(state.resetSeconds)}.`);
    }
    const result = await check();
    if (result) await perAccount.refund(key);
    return result;
  };
  return {
    async countAttempt(ip) {
      const state = await perAddress.consume(ip);
      if (!state.allowed) throw new RateLimitError(state.resetSeconds, `Too many attempts from your address; try again in ${waitTime(state.resetSeconds)}.`);
    },
    async refundAttempt(ip) {
      await perAddress.refund(ip);
    },
    async authenticate(db, email, password) {
      return spend(email, () => authenticateUser(db, email, password));
    },
    async checkCode(db, user, code) {
      // Keyed like the password: guessing codes and guessing passwords share one budget.
      return spend(user.email, () => checkSecondFactor(db, user.id, code));
    },
  };
}
