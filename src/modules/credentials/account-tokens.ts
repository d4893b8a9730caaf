import { randomToken, sha256 } from '../../platform/crypto/tokens.js';
import type { Db } from '../../platform/db/db.js';
import { EmailLinkInvalidError } from '../../platform/http/errors.js';
import { findLiveToken, insertAccountToken, type Purpose, spendLiveToken, spendTokensOf } from './account-tokens.repository.js';

export type { Purpose };

const HOUR_MS = 3_600_000;

/** How long each emailed link lives (ADR 0701). */
export const TOKEN_TTL_MS: Record<Purpose, number> = { reset: HOUR_MS, verify: 48 * HOUR_MS, email_change: 24 * HOUR_MS };

/** What a live token is for: the account and the address the link was sent to. */
export interface TokenHolder {
  userId: number;
  email: string;
}

/**
 * A new single-use link secret for `purpose` (256 random bits); only its SHA-256 is stored.
 * Earlier links of the same purpose are spent: only the latest email works.
 */
export async function issueToken(db: Db, userId: number, purpose: Purpose, email: string): Promise<string> {
  const secret = randomToken(32);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await spendTokensOf(trx, userId, [purpose], now.toISOString());
    await insertAccountToken(trx, {
      id: sha256(secret),
      user_id: userId,
      purpose,
      email,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TOKEN_TTL_MS[purpose]).toISOString(),
      used_at: null,
    });
  });
  return secret;
}

// Anything but a base64url secret of our length is refused before it reaches the store.
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** Who a live link belongs to, without spending it; EmailLinkInvalidError when wrong, expired or used. */
export async function peekToken(db: Db, secret: unknown, purpose: Purpose): Promise<TokenHolder> {
  const row = typeof secret === 'string' && SECRET.test(secret) ? await findLiveToken(db, sha256(secret), purpose, new Date().toISOString()) : undefined;
  if (!row) throw new EmailLinkInvalidError();
  return { userId: Number(row.user_id), email: row.email };
}

/** Spends a live link (in the caller's transaction); EmailLinkInvalidError when wrong, expired or used. */
export async function spendToken(db: Db, secret: unknown, purpose: Purpose): Promise<TokenHolder> {
  const row = typeof secret === 'string' && SECRET.test(secret) ? await spendLiveToken(db, sha256(secret), purpose, new Date().toISOString()) : undefined;
  if (!row) throw new EmailLinkInvalidError();
  return { userId: Number(row.user_id), email: row.email };
}
