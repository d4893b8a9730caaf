// The face of the workspaces module: who owns what, and the roles of its members (ADR 1001).
export { isRole, may, type Permission, type Role, roleAtLeast, roleFor, ROLES } from './roles.js';
export { deleteWorkspaceRow, findMembership, findPersonalWorkspace, findSoleOwnedShared, findWorkspaceIdsOf, findWorkspacesLeftAlone, findWorkspaceById, findWorkspaceByRef, listAllWorkspaces, listMemberships, type MembershipRow, setWorkspacePlan, type WorkspaceRow } from './workspaces.repository.js';
export { changeWorkspacePlan, createPersonalWorkspace, createWorkspace, MAX_NAME_LENGTH, personalWorkspaceOf, readWorkspaceName, uniqueSlug } from './workspaces.service.js';
