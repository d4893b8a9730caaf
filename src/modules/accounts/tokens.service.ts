import { randomBytes } from 'node:crypto';
import { randomToken, sha256 } from '../../platform/crypto/tokens.js';
import { ValidationError } from '../../platform/http/errors.js';
import type { Db } from '../../platform/db/db.js';
import { inTransaction } from '../../platform/db/savepoint.js';
import { recordAudit } from '../../platform/events/audit.js';
import { personalWorkspaceOf } from '../workspaces/index.js';
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

/** A token made by `userId` acting in `workspaceId` (their personal workspace when not given); the maker is its audit actor. */
export async function createApiToken(db: Db, userId: number, name: unknown, scopesText: string | string[], workspaceId?: number): Promise<CreatedToken> {
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
  const workspace = workspaceId ?? (await personalWorkspaceOf(db, userId)).id;
  const row = await inTransaction(db, async (trx) => {
    const inserted = await insertToken(trx, { user_id: userId, workspace_id: workspace, name: name.trim(), prefix, token_hash: sha256(token), scopes: scopes.join(' '), created_at: new Date().toISOString() });
    await recordAudit(trx, { userId, workspaceId: workspace }, { action: 'token.created', targetType: 'token', targetId: inserted.id, after: auditedToken(inserted) });
    return inserted;
  });
  return { token, row };
}

/** An active token and its owner, or undefined for unknown or revoked tokens. */
export async function findActiveToken(db: Db, token: string) {
  return findTokenByHash(db, sha256(token));
}

/**
 * Revokes by prefix; with `workspaceId` (and `userId`), only a token of that workspace (and maker).
 * `by`, the person revoking, is recorded in the audit log; the operator's command line has none.
 */
export async function revokeToken(db: Db, prefix: string, workspaceId?: number, userId?: number, by?: number): Promise<TokenRow> {
  return inTransaction(db, async (trx) => {
    const row = await revokeTokenRow(trx, prefix, new Date().toISOString(), workspaceId, userId);
    if (!row) throw new TokenNotFoundError();
    const before = { ...auditedToken(row), revoked: false };
    if (by !== undefined) await recordAudit(trx, { userId: by, workspaceId: row.workspace_id }, { action: 'token.revoked', targetType: 'token', targetId: row.id, before, after: { ...before, revoked: true } });
    return row;
  });
}

/** A token as the audit log shows it: never its hash or secret. */
function auditedToken(row: TokenRow): Record<string, unknown> {
  return { name: row.name, prefix: row.prefix, scopes: row.scopes.split(' '), maker_user_id: row.user_id };
}
