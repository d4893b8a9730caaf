import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { storedHostname } from '../../platform/text/hostnames.js';
import { findVerifiedDomain } from './domains.repository.js';
import type { DomainsContext } from './domains.service.js';

const Query = Type.Object({ domain: Type.String({ maxLength: 253 }) });

/**
 * GET /internal/tls/allowed?domain=: the `ask` endpoint of Caddy's on-demand TLS. 200 only for
 * the exact name of a verified, enabled domain (and the service's own host), in any letter
 * case, so certificates are issued for exactly those and a stranger's DNS record cannot make
 * the proxy request one. A name the router would read differently (a trailing dot, a port, a
 * path) is no name a TLS client sends (SNI has none of them): 404.
 */
export async function tlsAskRoutes(app: FastifyInstance, ctx: DomainsContext): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/internal/tls/allowed', { schema: { hide: true, querystring: Query } }, async (request, reply) => {
    const domain = storedHostname(request.query.domain);
    const exact = domain !== '' && domain === request.query.domain.toLowerCase();
    const allowed = exact && (domain === ctx.ownHost || (await findVerifiedDomain(ctx.store.db, domain))?.enabled === 1);
    return allowed ? reply.send('ok') : reply.code(404).send('not a domain this service serves');
  });
}
