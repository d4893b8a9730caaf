import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

/** GET /metrics in the Prometheus text format (restrict it at your proxy if it must stay private). */
export async function metricsRoutes(app: FastifyInstance, deps: { metrics: Metrics }): Promise<void> {
  app.get('/metrics', { config: { quietLog: true }, schema: { hide: true } }, async (_request, reply) => {
    reply.type(deps.metrics.registry.contentType);
    return deps.metrics.registry.metrics();
  });
}
