import { RoleForbiddenError } from '../../platform/http/errors.js';
import { may, type Permission, type Role, roleFor } from '../workspaces/index.js';

/**
 * The services check the role again: the doors already did for the route, but whether an
 * owner is involved is known only once the member or invite is read.
 */
export function requireRole(role: Role, permission: Permission): void {
  if (!may(role, permission)) throw new RoleForbiddenError(role, roleFor(permission));
}

/** Making, unmaking or inviting an owner takes an owner. */
export function requireOwnerFor(actorRole: Role, ...roles: Role[]): void {
  if (roles.includes('owner')) requireRole(actorRole, 'own');
}
