import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../../platform/http/errors.js';
import { SESSION_COOKIE, switchSessionWorkspace } from '../../accounts/index.js';
import { changeMemberRole, createInvite, createTeamWorkspace, deleteTeamWorkspace, removeMember, renameWorkspace, resendInvite, revokeInvite } from '../../teams/index.js';
import { actorOf, sessionUser } from '../session.js';
import type { WebContext } from '../web.context.js';
import { positiveInt } from './query.js';

type Body = Record<string, unknown> | undefined;
type ParamRequest = FastifyRequest<{ Params: { id: string }; Body: Body }>;

const idOf = (what: string) => (request: ParamRequest): number => {
  const id = positiveInt(request.params.id);
  if (id === undefined) throw new NotFoundError(`${what} not found`);
  return id;
};
const memberId = idOf('Member');
const inviteId = idOf('Invite');
const actor = (request: FastifyRequest) => actorOf(sessionUser(request));
const manage = { permission: 'manage' as const };

/** /app/api/workspace...: the Workspace page's calls; the role is checked by the hook and again by the services. */
export async function workspaceApi(app: FastifyInstance, ctx: WebContext): Promise<void> {
  const teams = ctx.teams;

  // Any member may create a workspace of their own; the session then shows it.
  app.post('/workspaces', { config: { permission: 'read' } }, async (request: FastifyRequest<{ Body: Body }>, reply) => {
    const user = sessionUser(request);
    const workspace = await createTeamWorkspace(teams, user.id, request.body?.name);
    await switchSessionWorkspace(ctx.links.store.db, request.cookies[SESSION_COOKIE] ?? '', user.id, workspace.id);
    return reply.code(201).send({ data: workspace });
  });

  app.patch('/workspace', { config: manage }, async (request: FastifyRequest<{ Body: Body }>) => ({ data: await renameWorkspace(teams, actor(request), request.body?.name) }));

  app.delete('/workspace', { config: { permission: 'own' } }, async (request, reply) => {
    await deleteTeamWorkspace(teams, actor(request));
    return reply.code(204).send();
  });

  app.patch('/workspace/members/:id', { config: manage }, async (request: ParamRequest) => ({
    data: await changeMemberRole(teams, actor(request), memberId(request), request.body?.role),
  }));

  // Leaving needs no role; removing someone else is checked by the service (admin, owners by an owner).
  app.delete('/workspace/members/:id', { config: { permission: 'read' } }, async (request: ParamRequest, reply) => {
    await removeMember(teams, actor(request), memberId(request));
    return reply.code(204).send();
  });

  app.post('/workspace/invites', { config: manage }, async (request: FastifyRequest<{ Body: Body }>, reply) =>
    reply.code(201).send({ data: await createInvite(teams, actor(request), { email: request.body?.email, role: request.body?.role }) }),
  );

  app.delete('/workspace/invites/:id', { config: manage }, async (request: ParamRequest, reply) => {
    await revokeInvite(teams, actor(request), inviteId(request));
    return reply.code(204).send();
  });

  app.post('/workspace/invites/:id/resend', { config: manage }, async (request: ParamRequest) => ({ data: await resendInvite(teams, actor(request), inviteId(request)) }));
}
