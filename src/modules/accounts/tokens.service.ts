import type { Selectable } from 'kysely';
import { randomBytes } from 'node:crypto';
import { randomToken, sha256 } from '../../platform/crypto/tokens.js';
import type { ApiTokenTable } from '../../platform/db/tables.js';
import { ValidationError } from '../../platform/http/errors.js';
import type { Db } from '../../platform/db/db.js';
import { TokenNotFoundError } from './accounts.errors.js';
import { parseScopes, type Scope } from './scopes.js';

export type TokenRow = Selectable<ApiTokenTable>;

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
  const row = await db
    .insertInto('api_tokens')
    .values({
      user_id: userId,
      name: name.trim(),
      prefix,
      token_hash: sha256(token),
      scopes: scopes.join(' '),
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, row };
}

/** An active token and its owner, or undefined for unknown or revoked tokens. */
export async function findActiveToken(db: Db, token: string) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select([
      'api_tokens.id as token_id',
      'api_tokens.scopes',
      'api_tokens.last_used_at',
      'users.id as user_id',
      'users.plan',
      'users.email',
    ])
    .where('api_tokens.token_hash', '=', sha256(token))
    .where('api_tokens.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function touchToken(db: Db, tokenId: number, at: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', tokenId).execute();
}

export async function listTokens(db: Db, userId: number): Promise<TokenRow[]> {
  return db
    .selectFrom('api_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Revokes by prefix; with `userId`, only that user's token (the web app's check). */
export async function revokeToken(db: Db, prefix: string, userId?: number): Promise<TokenRow> {
  let query = db
    .updateTable('api_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('prefix', '=', prefix)
    .where('revoked_at', 'is', null);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.returningAll().executeTakeFirst();
  if (!row) throw new TokenNotFoundError();
  return row;
}
