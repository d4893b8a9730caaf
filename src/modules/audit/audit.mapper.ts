import type { AuditRow } from './audit.repository.js';

/** One entry of the audit log as the API shows it. */
export interface AuditEntry {
  id: number;
  at: string;
  action: string;
  actor: { type: 'user' | 'token' | 'operator'; user_id: number | null; email: string | null; token_id: number | null; token_prefix: string | null };
  target: { type: string; id: string };
  changes: Record<string, { before: unknown; after: unknown }>;
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    at: row.at,
    action: row.action,
    actor: {
      type: row.actor_type ?? (row.actor_token_id === null ? 'user' : 'token'),
      user_id: row.actor_user_id === null ? null : Number(row.actor_user_id),
      email: row.actor_email,
      token_id: row.actor_token_id === null ? null : Number(row.actor_token_id),
      token_prefix: row.actor_token_prefix,
    },
    target: { type: row.target_type, id: row.target_id },
    changes: JSON.parse(row.changes) as AuditEntry['changes'],
  };
}
