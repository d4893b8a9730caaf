import type { FastifyInstance } from 'fastify';
import { NotFoundError } from './errors.js';

/** API paths answer JSON in the v1 envelope; everything else gets the site's HTML 404 page. */
export function registerNotFound(app: FastifyInstance, renderPage: () => string): void {
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) throw new NotFoundError(`No route ${request.method} ${request.url.split('?')[0]}`);
    return reply.code(404).type('text/html; charset=utf-8').send(renderPage());
  });
}
