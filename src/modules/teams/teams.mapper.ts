import type { MembershipRow, Role, WorkspaceRow } from '../workspaces/index.js';
import type { InviteRow } from './invites.repository.js';
import type { MemberRow } from './members.repository.js';

/** A workspace as the API shows it, with the caller's role there. */
export interface WorkspaceResource {
  id: number;
  name: string;
  slug: string;
  plan: string;
  role: Role;
  personal: boolean;
}

export interface MemberResource {
  user_id: number;
  email: string;
  role: Role;
  joined_at: string;
}

export interface InviteResource {
  id: number;
  email: string;
  role: Role;
  created_at: string;
  expires_at: string;
  /** Past its 7 days: it can be sent again. */
  expired: boolean;
}

export function toWorkspace(row: WorkspaceRow | MembershipRow, role: Role): WorkspaceResource {
  return { id: Number(row.id), name: row.name, slug: row.slug, plan: row.plan, role, personal: row.personal_user_id !== null };
}

export const toMember = (row: MemberRow): MemberResource => ({ user_id: row.user_id, email: row.email, role: row.role, joined_at: row.joined_at });

export function toInvite(row: InviteRow, now = Date.now()): InviteResource {
  return { id: Number(row.id), email: row.email, role: row.role, created_at: row.created_at, expires_at: row.expires_at, expired: Date.parse(row.expires_at) <= now };
}
