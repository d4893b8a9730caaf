import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError, PlanFeatureError } from '../../../platform/http/errors.js';
import { createApiToken, revokeToken } from '../../accounts/index.js';
import { addDomain, deleteDomain, DomainCreateBody, DomainUpdateBody, getDomain, issueDomainToken, updateDomain, verifyDomainNow } from '../../domains/index.js';
import { createWebhook, deleteWebhook, sendTestEvent, updateWebhook, WebhookCreateBody, WebhookUpdateBody } from '../../webhooks/index.js';
import { may } from '../../workspaces/index.js';
import { actorOf, sessionUser } from '../session.js';
import type { WebContext } from '../web.context.js';
import { positiveInt } from './query.js';

type Body = Record<string, unknown> | undefined;
type ParamRequest = FastifyRequest<{ Params: { id: string } }>;

const idOf = (what: string) => (request: FastifyRequest): number => {
  const id = positiveInt((request as ParamRequest).params.id);
  if (id === undefined) throw new NotFoundError(`${what} not found`);
  return id;
};
const webhookId = idOf('Webhook');
const domainId = idOf('Domain');

/** /app/api/tokens, /app/api/domains and /app/api/webhooks: account settings. */
export async function accountApi(untyped: FastifyInstance, ctx: WebContext): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const db = ctx.links.store.db;

  // Every role keeps its own tokens (a token acts with its maker's current role, ADR 1004);
  // other members' tokens are an admin's.
  const ownTokens = { permission: 'read' as const };
  app.post('/tokens', { config: ownTokens }, async (request, reply) => {
    const user = sessionUser(request);
    // Tokens would be refused on use anyway; saying so at creation is kinder.
    if (!user.entitlements.api_access) throw new PlanFeatureError('API access is a Pro and Business feature');
    const body = request.body as Body;
    const scopes = typeof body?.scopes === 'string' || Array.isArray(body?.scopes) ? (body.scopes as string | string[]) : '';
    const { token, row } = await createApiToken(db, user.id, body?.name, scopes, user.workspace.id);
    return reply.code(201).send({ data: { token, name: row.name, prefix: row.prefix, scopes: row.scopes.split(' ') } });
  });

  app.delete('/tokens/:id', { config: ownTokens }, async (request: ParamRequest, reply) => {
    const user = sessionUser(request);
    // Admins revoke any token of the workspace; everyone else only their own.
    await revokeToken(db, request.params.id, user.workspace.id, may(user.role, 'manage') ? undefined : user.id, user.id);
    return reply.code(204).send();
  });

  const manage = { permission: 'manage' as const };
  app.post('/webhooks', { config: manage, schema: { body: WebhookCreateBody } }, async (request, reply) => reply.code(201).send({ data: await createWebhook(ctx.webhooks, actorOf(sessionUser(request)), request.body) }));

  app.patch('/webhooks/:id', { config: manage, schema: { body: WebhookUpdateBody } }, async (request) => ({
    data: await updateWebhook(ctx.webhooks, actorOf(sessionUser(request)), webhookId(request as ParamRequest), request.body),
  }));

  app.delete('/webhooks/:id', { config: manage }, async (request: ParamRequest, reply) => {
    await deleteWebhook(ctx.webhooks, actorOf(sessionUser(request)), webhookId(request));
    return reply.code(204).send();
  });

  app.post('/webhooks/:id/test', { config: manage }, async (request: ParamRequest, reply) =>
    reply.code(202).send({ data: await sendTestEvent(ctx.webhooks, sessionUser(request).workspace.id, webhookId(request)) }),
  );

  app.post('/domains', { config: manage, schema: { body: DomainCreateBody } }, async (request, reply) => {
    const user = sessionUser(request);
    return reply.code(201).send({ data: await addDomain(ctx.domains, actorOf(user), request.body) });
  });

  app.patch('/domains/:id', { config: manage, schema: { body: DomainUpdateBody } }, async (request) => ({
    data: await updateDomain(ctx.domains, actorOf(sessionUser(request)), domainId(request), request.body),
  }));

  app.post('/domains/:id/verify', { config: manage }, async (request) => ({ data: await verifyDomainNow(ctx.domains, sessionUser(request).workspace.id, domainId(request)) }));
  app.get('/domains/:id', async (request) => ({ data: await getDomain(ctx.domains, sessionUser(request).workspace.id, domainId(request)) }));
  app.post('/domains/:id/token', { config: manage }, async (request) => ({ data: await issueDomainToken(ctx.domains, actorOf(sessionUser(request)), domainId(request)) }));

  app.delete('/domains/:id', { config: manage }, async (request, reply) => {
    await deleteDomain(ctx.domains, actorOf(sessionUser(request)), domainId(request));
    return reply.code(204).send();
  });
}
