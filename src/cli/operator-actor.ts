import { findUserByEmail, getEntitlements } from '../modules/accounts/index.js';
import type { Actor } from '../modules/links/index.js';
import { findMembership, findWorkspaceByRef, personalWorkspaceOf } from '../modules/workspaces/index.js';
import type { Db } from '../platform/db/db.js';
import { UsageError } from './context.js';

/**
 * The user with this email acting in a workspace of theirs: the one named (id or slug), else
 * their personal workspace. Refused when they are not a member of the one named.
 */
export async function operatorActor(db: Db, email: string, workspaceRef?: string): Promise<Actor> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new UsageError(`no user with email ${email}`);
  const workspace = workspaceRef === undefined ? await personalWorkspaceOf(db, user.id) : await findWorkspaceByRef(db, workspaceRef);
  if (!workspace) throw new UsageError(`no workspace ${workspaceRef}`);
  const membership = await findMembership(db, workspace.id, user.id);
  if (!membership) throw new UsageError(`${email} is not a member of workspace ${workspace.slug}`);
  return { userId: user.id, workspaceId: workspace.id, role: membership.role, entitlements: await getEntitlements(db, workspace.plan) };
}
