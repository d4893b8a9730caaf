import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { idParams, v1ErrorResponses as v1Errors } from '../../platform/http/api-schemas.js';
import { accountOf } from '../accounts/index.js';
import { verifyDomainNow } from './domain-checks.js';
import { DomainCreateBody, domainEnvelopeSchema, domainListSchema, DomainUpdateBody } from './domains.schemas.js';
import { addDomain, deleteDomain, type DomainsContext, getDomain, issueDomainToken, listDomains, updateDomain } from './domains.service.js';
import { sendCreated } from '../../platform/http/created.js';

type IdRequest = FastifyRequest<{ Params: { id: number } }>;

const doc = (operationId: string, summary: string, scope: string) => ({ tags: ['Domains'], operationId, summary, security: [{ bearerAuth: [scope] }] });
const params = idParams('domain');

/** /api/v1/domains: branded domains, thin routes over the domain services. */
export async function domainsRoutes(untyped: FastifyInstance, ctx: DomainsContext): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const notFoundMessage = 'Domain not found';
  const read = { scope: 'links:read' as const, notFoundMessage };
  // Branded domains are the admins' (ADR 1001): the scope still says links:write.
  const write = { scope: 'links:write' as const, permission: 'manage' as const, notFoundMessage };
  const userOf = (request: FastifyRequest) => accountOf(request).workspaceId;
  const idOf = (request: FastifyRequest) => (request as IdRequest).params.id;

  app.get('/domains', { config: read, schema: { ...doc('listDomains', 'List your branded domains', 'links:read'), response: { 200: domainListSchema, ...v1Errors } } }, async (request) => ({
    data: await listDomains(ctx, userOf(request)),
  }));

  app.post(
    '/domains',
    { config: write, schema: { ...doc('addDomain', 'Add a branded domain (Pro and above); the verification token is shown once', 'links:write'), body: DomainCreateBody, response: { 201: domainEnvelopeSchema, ...v1Errors } } },
    async (request, reply) => {
      const account = accountOf(request);
      const domain = await addDomain(ctx, account, request.body);
      return sendCreated(request, reply, domain.id, { data: domain });
    },
  );

  app.get('/domains/:id', { config: read, schema: { ...doc('getDomain', 'Get a branded domain, its DNS records looked up now', 'links:read'), params, response: { 200: domainEnvelopeSchema, ...v1Errors } } }, async (request) => ({
    data: await getDomain(ctx, userOf(request), idOf(request)),
  }));

  app.patch(
    '/domains/:id',
    { config: write, schema: { ...doc('updateDomain', 'Change fallbacks, or switch the domain off and on', 'links:write'), params, body: DomainUpdateBody, response: { 200: domainEnvelopeSchema, ...v1Errors } } },
    async (request) => ({ data: await updateDomain(ctx, accountOf(request), idOf(request), request.body) }),
  );

  const DeleteQuery = Type.Object({ move_links: Type.Optional(Type.Boolean({ description: 'true moves the links that live on the domain to the service\'s own host (refused if a code is taken there); otherwise a domain with links is not removed (409)' })) });
  app.delete('/domains/:id', { config: write, schema: { ...doc('deleteDomain', 'Remove a branded domain', 'links:write'), params, querystring: DeleteQuery, response: { 204: { type: 'null' }, 409: { $ref: 'ApiError#' }, ...v1Errors } } }, async (request, reply) => {
    await deleteDomain(ctx, accountOf(request), idOf(request), request.query.move_links === true);
    return reply.code(204).send(null);
  });

  app.post(
    '/domains/:id/verify',
    { config: write, schema: { ...doc('verifyDomain', 'Check the TXT record or the well-known file now; `status` says the outcome', 'links:write'), params, response: { 200: domainEnvelopeSchema, ...v1Errors } } },
    async (request) => ({ data: await verifyDomainNow(ctx, userOf(request), idOf(request)) }),
  );

  app.post(
    '/domains/:id/token',
    { config: write, schema: { ...doc('issueDomainToken', 'Issue a new verification token (shown once; the old one stops counting)', 'links:write'), params, response: { 200: domainEnvelopeSchema, ...v1Errors } } },
    async (request) => ({ data: await issueDomainToken(ctx, accountOf(request), idOf(request)) }),
  );
}
