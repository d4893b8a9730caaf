import type { Db } from '../db/db.js';
import { insertAuditRow } from './audit.repository.js';

/**
 * Who made a change: the person, and the API token when the change came through /api/v1;
 * `userId` null for the operator's command line, which acts as no account.
 */
export interface AuditActor {
  userId: number | null;
  tokenId?: number;
  workspaceId: number;
}

/** The fields of a target as a reader sees them (wire names); a missing side is a creation or a deletion. */
export type AuditFields = Record<string, unknown>;

export interface AuditChange {
  /** `<target>.<verb>`: `link.updated`, `member.role_changed`, ... (docs/audit-log.md lists them). */
  action: string;
  targetType: string;
  targetId: string | number;
  before?: AuditFields | null;
  after?: AuditFields | null;
}

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** What stands in for a secret's value: the log says it changed, never what it is. */
export const REDACTED = '[redacted]';

// Secrets, tokens, password hashes and webhook secrets never reach the log; `has_password` is a flag.
const SECRET_KEY = /(secret|password|token|hash|api_key)$/i;
const isSecretKey = (key: string) => SECRET_KEY.test(key) && !key.startsWith('has_');

/**
 * Writes one audit entry inside the change's transaction, so a rolled-back change leaves no entry.
 * An update that changed no field writes nothing. Returns whether an entry was written.
 */
export async function recordAudit(trx: Db, actor: AuditActor, change: AuditChange): Promise<boolean> {
  // Outside a transaction the entry could outlive a rolled-back change, or be lost with it.
  if (!trx.isTransaction) throw new Error('audit entries must be written inside the transaction of the change');
  const changes = diffFields(change.before ?? undefined, change.after ?? undefined);
  const isUpdate = change.before != null && change.after != null;
  if (isUpdate && Object.keys(changes).length === 0) return false;
  await insertAuditRow(trx, {
    workspace_id: actor.workspaceId,
    at: new Date().toISOString(),
    action: change.action,
    actor_user_id: actor.userId,
    actor_type: actor.userId === null ? 'operator' : null,
    actor_token_id: actor.tokenId ?? null,
    target_type: change.targetType,
    target_id: String(change.targetId),
    changes: JSON.stringify(changes),
  });
  return true;
}

/** Fields whose values differ, each `{ before, after }`, secrets replaced by `REDACTED`. */
export function diffFields(before: AuditFields | undefined, after: AuditFields | undefined): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const [from, to] = [before?.[key] ?? null, after?.[key] ?? null];
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[key] = isSecretKey(key) ? { before: from === null ? null : REDACTED, after: to === null ? null : REDACTED } : { before: redact(from), after: redact(to) };
  }
  return changes;
}

/** A value with every secret key inside it (at any depth) redacted. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, isSecretKey(key) && inner !== null ? REDACTED : redact(inner)]));
}
