/**
 * What each role may do (ADR 1001). Roles are ordered: each may do what the ones below it may.
 * The scope of a token says what it may ask; the role of its maker says what they may do now.
 */
export const ROLES = ['viewer', 'member', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** True when `role` is `needed` or above it. */
export function roleAtLeast(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/** The kinds of work a role is checked for; each route names one. */
export type Permission =
  | 'read'            // links, folders, tags, analytics, imports, domains, webhooks: look
  | 'write_links'     // links, folders, tags, imports, QR designs, clicks cleared
  | 'manage'          // members, invites, tokens, webhooks, domains, workspace name
  | 'own';            // the plan, deleting the workspace, making owners

const NEEDED: Record<Permission, Role> = {
  read: 'viewer',
  write_links: 'member',
  manage: 'admin',
  own: 'owner',
};

export function roleFor(permission: Permission): Role {
  return NEEDED[permission];
}

export function may(role: Role, permission: Permission): boolean {
  return roleAtLeast(role, NEEDED[permission]);
}
