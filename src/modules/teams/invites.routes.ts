import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendCreated } from '../../platform/http/created.js';
import { accountOf } from '../accounts/index.js';
import { acceptInvite, createInvite, listInvites, resendInvite, revokeInvite } from './invites.service.js';
import type { TeamsContext } from './teams.context.js';
import { teamDoc } from './teams.routes.js';
import * as s from './teams.schemas.js';

type IdRequest = FastifyRequest<{ Params: { id: number } }>;
type TokenRequest = FastifyRequest<{ Params: { invite_token: string } }>;

const apiError = { $ref: 'ApiError#' } as const;
const config = { scope: 'workspace:write' as const, notFoundMessage: 'Invite not found' };
const ACCEPT_DOC =
  'Called with any token of the invited user (the workspace it acts in does not matter): the email of the token\'s maker must be the one invited. ' +
  'Joins the invite\'s workspace with its role and answers it. Single use, valid 7 days. Unknown: 404 `invite_invalid`; ' +
  'expired: 409 `invite_expired`; used: 409 `invite_used`; another email: 403 `invite_wrong_email`. A failure changes nothing.';

/** /api/v1/workspace/invites and /api/v1/invites/{invite_token}/accept. */
export async function inviteRoutes(untyped: FastifyInstance, ctx: TeamsContext): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/workspace/invites', { config, schema: { ...teamDoc('createInvite', 'Invite someone by email (admin; role owner only by an owner); the email goes out at once', 'workspace:write', { 201: s.inviteEnvelope, 409: apiError }), body: s.InviteBody } }, async (request, reply) => {
    const invite = await createInvite(ctx, accountOf(request), request.body);
    return sendCreated(request, reply, invite.id, { data: invite });
  });

  app.get('/workspace/invites', { config: { scope: 'workspace:read' }, schema: teamDoc('listInvites', 'Invites not accepted yet (expired ones included)', 'workspace:read', { 200: s.inviteList }) }, async (request) => ({
    data: await listInvites(ctx, accountOf(request)),
  }));

  app.delete('/workspace/invites/:id', { config, schema: teamDoc('revokeInvite', 'Revoke a pending invite: its link stops working', 'workspace:write', { 204: { type: 'null' } }, { params: s.inviteIdParams }) }, async (request: IdRequest, reply) => {
    await revokeInvite(ctx, accountOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.post('/workspace/invites/:id/resend', { config, schema: teamDoc('resendInvite', 'Send the invite again: a new link, valid 7 more days; the old link stops working', 'workspace:write', { 200: s.inviteEnvelope }, { params: s.inviteIdParams }) }, async (request: IdRequest) => ({
    data: await resendInvite(ctx, accountOf(request), request.params.id),
  }));

  app.post('/invites/:invite_token/accept', { config: { scope: null, notFoundMessage: 'Invite not found' }, schema: teamDoc('acceptInvite', 'Accept an invite: join its workspace', null, { 200: s.workspaceEnvelope, 409: apiError }, { params: s.inviteTokenParams, description: ACCEPT_DOC }) }, async (request: TokenRequest) => ({
    data: await acceptInvite(ctx, accountOf(request).userId, request.params.invite_token),
  }));
}
