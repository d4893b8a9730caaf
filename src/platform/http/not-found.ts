import type { FastifyInstance } from 'fastify';
import { NotFoundError } from './errors.js';

/** API paths (the web app's /app/api too) answer JSON in the v1 envelope; everything else gets the site's HTML 404 page. */
export function registerNotFound(app: FastifyInstance, renderPage: () => string): void {
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/app/api/')) throw new NotFoundError(`No route ${request.method} ${request.url.split('?')[0]}`);
    return reply.code(404).type('text/html; charset=utf-8').send(renderPage());
  });
}
