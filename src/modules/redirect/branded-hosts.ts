import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestHostname } from '../../platform/text/hostnames.js';
import type { HostDirectory } from '../domains/index.js';
import { statePage } from './redirect.pages.js';

/**
 * An `onRequest` hook for the root instance, so it runs before any plugin's own (a session
 * check would send a visitor of `go.acme.com/app` to log in): a branded domain serves its
 * links (routes that say `config.brandedHosts`) and its root fallback, and nothing of the app
 * itself. A Host that names no host (`go.acme.com..`) is refused, as nginx does: it could not
 * be told apart from the domain it imitates. A callback, not an async function: the redirect
 * hot path passes through it.
 */
export function brandedHostGuard(hosts: Pick<HostDirectory, 'get' | 'size'>) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const name = requestHostname(request.host);
    if (name === null) {
      void reply.code(400).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Bad Request: the Host header names no host\n');
      return;
    }
    // No domain added at all (most self-hosted servers), or a link route: nothing to do here.
    if (hosts.size === 0 || request.routeOptions.config?.brandedHosts) return done();
    const domain = hosts.get(name);
    if (domain === undefined) return done();
    reply.header('cache-control', 'private, no-store, max-age=0');
    if (request.url.split('?')[0] === '/' && domain.serving && domain.rootUrl) {
      void reply.code(302).header('location', domain.rootUrl).send();
      return;
    }
    const { status, body } = statePage('not_found');
    void reply.code(status).type('text/html; charset=utf-8').header('x-robots-tag', 'noindex').send(body);
  };
}
