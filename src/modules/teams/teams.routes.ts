import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { v1ErrorResponses as v1Errors } from '../../platform/http/api-schemas.js';
import { sendCreated } from '../../platform/http/created.js';
import { accountOf } from '../accounts/index.js';
import { changeMemberRole, listMembers, removeMember } from './members.service.js';
import type { TeamsContext } from './teams.context.js';
import * as s from './teams.schemas.js';
import { createTeamWorkspace, deleteTeamWorkspace, getWorkspace, listMyWorkspaces, renameWorkspace } from './workspace.service.js';

type MemberRequest = FastifyRequest<{ Params: { user_id: number } }>;

const conflict = { 409: { $ref: 'ApiError#' } } as const;
/** The OpenAPI part of a route: Workspaces tag, the scope it needs, the shared failures. */
export const teamDoc = (operationId: string, summary: string, scope: string | null, response: object, extra: object = {}) => ({
  tags: ['Workspaces'],
  operationId,
  summary,
  security: [{ bearerAuth: scope ? [scope] : [] }],
  response: { ...response, ...v1Errors },
  ...extra,
});
const read = { scope: 'workspace:read' as const };
// Any member may create a workspace or leave one; what else they may do is checked by role.
const write = (permission: 'read' | 'manage' | 'own' = 'manage') => ({ scope: 'workspace:write' as const, permission });

/** /api/v1/workspaces, /workspace and /workspace/members: thin routes over the teams services. */
export async function workspaceRoutes(untyped: FastifyInstance, ctx: TeamsContext): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/workspaces', { config: read, schema: teamDoc('listWorkspaces', "The caller's workspaces, the personal one first", 'workspace:read', { 200: s.workspaceList }) }, async (request) => ({
    data: await listMyWorkspaces(ctx, accountOf(request).userId),
  }));

  app.post('/workspaces', { config: write('read'), schema: { ...teamDoc('createWorkspace', 'Create a team workspace (Free plan); the caller is its owner', 'workspace:write', { 201: s.workspaceEnvelope }), body: s.WorkspaceNameBody } }, async (request, reply) => {
    const workspace = await createTeamWorkspace(ctx, accountOf(request).userId, request.body.name);
    return sendCreated(request, reply, workspace.id, { data: workspace });
  });

  app.get('/workspace', { config: read, schema: teamDoc('getWorkspace', "The token's workspace and the caller's role there", 'workspace:read', { 200: s.workspaceEnvelope }) }, async (request) => ({
    data: await getWorkspace(ctx, accountOf(request)),
  }));

  app.patch('/workspace', { config: write(), schema: { ...teamDoc('renameWorkspace', 'Rename the workspace (admin or owner)', 'workspace:write', { 200: s.workspaceEnvelope }), body: s.WorkspaceNameBody } }, async (request) => ({
    data: await renameWorkspace(ctx, accountOf(request), request.body.name),
  }));

  const deleteDoc = 'Deletes its links (they stop redirecting at once), clicks, folders, tags, domains, tokens, webhooks and invites. A personal workspace is refused with 409.';
  app.delete('/workspace', { config: write('own'), schema: teamDoc('deleteWorkspace', 'Delete the workspace and everything in it (owner)', 'workspace:write', { 204: { type: 'null' }, ...conflict }, { description: deleteDoc }) }, async (request, reply) => {
    await deleteTeamWorkspace(ctx, accountOf(request));
    return reply.code(204).send();
  });

  app.get('/workspace/members', { config: read, schema: teamDoc('listMembers', "The workspace's members and their roles", 'workspace:read', { 200: s.memberList }) }, async (request) => ({
    data: await listMembers(ctx, accountOf(request)),
  }));

  const memberConfig = { ...write(), notFoundMessage: 'Member not found' };
  app.patch('/workspace/members/:user_id', { config: memberConfig, schema: { ...teamDoc('changeMemberRole', "Change a member's role (admin; owners only by an owner)", 'workspace:write', { 200: s.memberEnvelope, ...conflict }), params: s.memberParams, body: s.MemberRoleBody } }, async (request) => ({
    data: await changeMemberRole(ctx, accountOf(request), request.params.user_id, request.body.role),
  }));

  app.delete('/workspace/members/:user_id', { config: { ...write('read'), notFoundMessage: 'Member not found' }, schema: teamDoc('removeMember', 'Remove a member (admin), or leave (your own user id)', 'workspace:write', { 204: { type: 'null' }, ...conflict }, { params: s.memberParams }) }, async (request: MemberRequest, reply) => {
    await removeMember(ctx, accountOf(request), request.params.user_id);
    return reply.code(204).send();
  });
}
