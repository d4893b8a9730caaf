import { randomBytes } from 'node:crypto';
import { randomToken, sha256 } from '../../platform/crypto/tokens.js';
import { ValidationError } from '../../platform/http/errors.js';
import type { Db } from '../../platform/db/db.js';
import { TokenNotFoundError } from './accounts.errors.js';
import { parseScopes, type Scope } from './scopes.js';
import { findTokenByHash, insertToken, revokeTokenRow, type TokenRow } from './tokens.repository.js';

const PREFIX_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function randomPrefix(): string {
  return [...randomBytes(8)].map((byte) => PREFIX_ALPHABET[byte % PREFIX_ALPHABET.length]).join('');
}

/** `shk_<prefix>_<secret>`: the prefix identifies the token in lists; the secret is 256 bits. */
export interface CreatedToken {
  token: string;
  row: TokenRow;
}

export async function createApiToken(db: Db, userId: number, name: unknown, scopesText: string | string[]): Promise<CreatedToken> {
  if (typeof name !== 'string' || name.trim() === '' || name.length > 100) {
    throw ValidationError.field('name', 'name must be 1 to 100 characters');
  }
  let scopes: Scope[];
  try {
    scopes = parseScopes(Array.isArray(scopesText) ? scopesText.join(',') : scopesText);
  } catch (error) {
    throw ValidationError.field('scopes', (error as Error).message);
  }
  const prefix = randomPrefix();
  const token = `shk_${prefix}_${randomToken(32)}`;
  const row = await insertToken(db, { user_id: userId, name: name.trim(), prefix, token_hash: sha256(token), scopes: scopes.join(' '), created_at: new Date().toISOString() });
  return { token, row };
}

/** An active token and its owner, or undefined for unknown or revoked tokens. */
export async function findActiveToken(db: Db, token: string) {
  return findTokenByHash(db, sha256(token));
}

/** Revokes by prefix; with `userId`, only that user's token (the web app's check). */
export async function revokeToken(db: Db, prefix: string, userId?: number): Promise<TokenRow> {
  const row = await revokeTokenRow(db, prefix, new Date().toISOString(), userId);
  if (!row) throw new TokenNotFoundError();
  return row;
}
