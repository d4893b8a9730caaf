/**
 * Every action the audit log records (docs/audit-log.md), by target type. A module recording a
 * change uses these names; `member.*` and `invite.*` are written by the teams routes.
 */
export const AUDIT_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  link: ['link.created', 'link.updated', 'link.status_changed', 'link.deleted', 'link.claimed', 'link.clicks_cleared'],
  folder: ['folder.created', 'folder.updated', 'folder.deleted'],
  workspace: ['folder.reordered', 'plan.changed', 'workspace.created', 'workspace.updated', 'workspace.deleted'],
  tag: ['tag.created', 'tag.updated', 'tag.deleted'],
  domain: ['domain.added', 'domain.updated', 'domain.token_renewed', 'domain.deleted'],
  webhook: ['webhook.created', 'webhook.updated', 'webhook.secret_rotated', 'webhook.deleted'],
  token: ['token.created', 'token.revoked'],
  import: ['import.started', 'import.cancelled'],
  member: ['member.joined', 'member.role_changed', 'member.removed'],
  invite: ['invite.created', 'invite.resent', 'invite.revoked', 'invite.accepted'],
};

export const AUDIT_TARGET_TYPES = Object.keys(AUDIT_ACTIONS);
