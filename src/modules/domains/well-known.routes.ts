import type { FastifyInstance, FastifyReply } from 'fastify';
import { brandedHostOf, type HostDirectory } from './host-directory.js';

export interface WellKnownDeps {
  hosts: Pick<HostDirectory, 'get' | 'size'>;
  /** The default host's files (APPLE_APP_SITE_ASSOCIATION_PATH, ASSETLINKS_PATH), JSON text or null. */
  appleAppSiteAssociation: string | null;
  assetlinks: string | null;
}

const FILES: Array<{ path: string; own: 'appleAppSiteAssociation' | 'assetlinks' }> = [
  { path: '/.well-known/apple-app-site-association', own: 'appleAppSiteAssociation' },
  { path: '/.well-known/assetlinks.json', own: 'assetlinks' },
];

/**
 * The app-association files iOS and Android fetch to open a domain's links in an app: a
 * branded domain serves the ones set on it (PATCH of the domain), the default host the
 * operator's; otherwise 404. No redirect: both platforms refuse one here.
 */
export async function wellKnownRoutes(app: FastifyInstance, deps: WellKnownDeps): Promise<void> {
  for (const { path, own } of FILES) {
    app.get(path, { config: { brandedHosts: true }, schema: { hide: true } }, async (request, reply) => {
      const domain = brandedHostOf(deps.hosts, request.host)?.entry;
      const body = domain === undefined ? deps[own] : domain.serving ? domain[own] : null;
      return body === null ? notFound(reply) : reply.type('application/json').header('cache-control', 'public, max-age=300').send(body);
    });
  }
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('application/json').header('cache-control', 'no-store').send('{"message":"Not found"}');
}
