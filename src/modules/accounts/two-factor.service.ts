import { sha256 } from '../../platform/crypto/tokens.js';
import type { Db } from '../../platform/db/db.js';
import { StateError, ValidationError } from '../../platform/http/errors.js';
import { matchTotpStep, newRecoveryCodes, newTotpSecret, normalizeCode } from './totp.js';
import { countRecoveryCodes, deleteTwoFactor, findTwoFactor, replaceRecoveryCodes, savePendingSecret, useRecoveryCode, useStep } from './two-factor.repository.js';

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** The one message for a wrong, stale or reused code, on the `code` field. */
export class InvalidCodeError extends ValidationError {
  constructor() {
    const message = 'is not correct or was already used; enter the current code from your app, or a recovery code';
    super(`Code ${message}`, { code: [message] });
  }
}

const recoveryHash = (code: string) => sha256(`recovery:${normalizeCode(code)}`);

export async function twoFactorStatus(db: Db, userId: number): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(db, userId);
  const enabled = Boolean(row?.confirmed_at);
  return { enabled, recoveryCodesLeft: enabled ? await countRecoveryCodes(db, userId) : 0 };
}

export async function isTwoFactorOn(db: Db, userId: number): Promise<boolean> {
  return Boolean((await findTwoFactor(db, userId))?.confirmed_at);
}

/** The secret being set up: the pending one when there is one, so a reload shows the same code. */
export async function startTwoFactorSetup(db: Db, userId: number): Promise<string> {
  const row = await findTwoFactor(db, userId);
  if (row?.confirmed_at) throw new StateError('Two-factor sign-in is already on');
  if (row) return row.secret;
  const secret = newTotpSecret();
  await savePendingSecret(db, userId, secret, new Date().toISOString());
  return (await findTwoFactor(db, userId))?.secret ?? secret;
}

/** Turns two-factor sign-in on once a code proves the app has the secret; returns the recovery codes, shown once. */
export async function confirmTwoFactorSetup(db: Db, userId: number, code: string, now = Date.now()): Promise<string[]> {
  const row = await findTwoFactor(db, userId);
  if (row?.confirmed_at) throw new StateError('Two-factor sign-in is already on');
  const step = row ? matchTotpStep(row.secret, normalizeCode(code), now) : null;
  if (step === null || !(await useStep(db, userId, step, new Date(now).toISOString()))) throw new InvalidCodeError();
  return issueRecoveryCodes(db, userId);
}

/**
 * Checks a second factor: a code from the app (each time step accepted once, ADR 0721) or an
 * unused recovery code, which is spent.
 */
export async function checkSecondFactor(db: Db, userId: number, code: string, now = Date.now()): Promise<boolean> {
  const row = await findTwoFactor(db, userId);
  if (!row?.confirmed_at) return false;
  const typed = normalizeCode(code);
  if (/^\d{6}$/.test(typed)) {
    const step = matchTotpStep(row.secret, typed, now);
    return step !== null && useStep(db, userId, step);
  }
  return typed.length === 10 && useRecoveryCode(db, userId, recoveryHash(typed));
}

/** Throws InvalidCodeError unless `code` is a good second factor. */
export async function requireSecondFactor(db: Db, userId: number, code: string): Promise<void> {
  if (!(await checkSecondFactor(db, userId, code))) throw new InvalidCodeError();
}

/** Turns two-factor sign-in off; the caller has checked the password and `code`. */
export async function turnOffTwoFactor(db: Db, userId: number): Promise<void> {
  await db.transaction().execute((trx) => deleteTwoFactor(trx, userId));
}

/** Replaces every recovery code with ten new ones, returned once. */
export async function issueRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction().execute((trx) => replaceRecoveryCodes(trx, userId, codes.map(recoveryHash), new Date().toISOString()));
  return codes;
}
