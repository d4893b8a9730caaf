// The face of the teams module: workspaces as teams, their members and email invites (ADR 1002).
export { acceptInvite, createInvite, INVITE_TTL_MS, type InvitePreview, listInvites, previewInvite, resendInvite, revokeInvite } from './invites.service.js';
export { inviteRoutes } from './invites.routes.js';
export { changeMemberRole, listMembers, removeMember } from './members.service.js';
export type { TeamActor, TeamsContext } from './teams.context.js';
export { InviteError } from './teams.errors.js';
export type { InviteResource, MemberResource, WorkspaceResource } from './teams.mapper.js';
export { workspaceRoutes } from './teams.routes.js';
export { createTeamWorkspace, deleteTeamWorkspace, getWorkspace, listMyWorkspaces, renameWorkspace } from './workspace.service.js';
