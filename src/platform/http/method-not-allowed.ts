import type { FastifyInstance } from 'fastify';
import { MethodNotAllowedError, NotFoundError } from './errors.js';

// The order methods are listed in `Allow`.
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface KnownRoute {
  pattern: RegExp;
  methods: readonly string[];
}

/**
 * Not-found handling for a scope that tells a wrong method on a known path (405 with `Allow`;
 * OPTIONS: 204 with `Allow`) from an unknown path (404). Call it before the scope's routes are
 * registered: it learns them as they are added.
 */
export function answerWrongMethods(scope: FastifyInstance): void {
  const routes: KnownRoute[] = [];
  scope.addHook('onRoute', (route) => {
    routes.push({ pattern: patternOf(route.url), methods: [route.method].flat() });
  });
  scope.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods));
    // Every GET route answers HEAD too (Fastify adds it).
    if (allowed.has('GET')) allowed.add('HEAD');
    if (allowed.size === 0) throw new NotFoundError(`No route ${request.method} ${path}`);
    const allow = ORDER.filter((method) => allowed.has(method)).join(', ');
    if (request.method === 'OPTIONS') return reply.code(204).header('allow', allow).send();
    throw new MethodNotAllowedError(request.method, path, allow);
  });
}

/** `/api/v1/links/:id` -> a RegExp matching the paths the router sends to it. */
function patternOf(url: string): RegExp {
  const segments = url.split('/').map((segment) => {
    if (segment.startsWith(':')) return '[^/]+';
    if (segment === '*') return '.*';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${segments.join('/')}$`);
}
