import type { FastifyInstance } from 'fastify';

export interface HealthOptions {
  /** Each throws when its dependency is unreachable. */
  checks: Array<() => Promise<void>>;
}

const TIMEOUT_MS = 2_000;

/** `/healthz`: the process is up. `/readyz`: the store (and Redis, when used) answer. */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  app.get('/healthz', { config: { quietLog: true }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { quietLog: true }, schema: { hide: true } }, async (_request, reply) => {
    try {
      await Promise.all(options.checks.map((check) => withTimeout(check())));
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}

function withTimeout(promise: Promise<void>): Promise<void> {
  return Promise.race([
    promise,
    new Promise<void>((_, reject) => setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS).unref()),
  ]);
}
