import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HostDirectory } from '../domains/index.js';
import { isReservedSlug } from '../links/index.js';
import { statePage } from './redirect.pages.js';

// What a branded domain serves besides its links: `/` (its root fallback), and nothing of the
// app itself: no web app, API or docs on a customer's domain (their paths are reserved names).
const LINK_PATH = /^\/(?:preview\/)?([A-Za-z0-9_-]{1,64})$/;

/**
 * An `onRequest` hook for the root instance. Requests to a host nobody added pass untouched
 * (one map lookup); on a branded domain only link paths reach the routes.
 */
export function brandedHostGuard(hosts: Pick<HostDirectory, 'get'>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const domain = hosts.get(request.hostname);
    if (domain === undefined) return;
    const end = request.url.indexOf('?');
    const path = end === -1 ? request.url : request.url.slice(0, end);
    const slug = LINK_PATH.exec(path)?.[1];
    if ((slug !== undefined && !isReservedSlug(slug)) || path === '/robots.txt') return;
    if (path === '/' && domain.serving && domain.rootUrl) {
      await reply.code(302).header('location', domain.rootUrl).header('cache-control', 'private, no-store, max-age=0').send();
      return;
    }
    const { status, body } = statePage('not_found');
    await reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'private, no-store, max-age=0').send(body);
  };
}
