import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../metrics/metrics.js';

const SLOW_MS = 500;

/**
 * One JSON line per request, naming the route pattern rather than the raw URL (paths can
 * carry claim tokens, query strings can carry Wi-Fi passwords). Quiet routes (redirects)
 * log only failures and slow requests.
 */
export function registerRequestLog(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestDuration.observe({ route, method: request.method, status: reply.statusCode }, ms / 1000);
    const quiet = request.routeOptions.config?.quietLog === true;
    if (!quiet || reply.statusCode >= 500 || ms > SLOW_MS) {
      request.log.info(
        {
          method: request.method,
          route,
          status: reply.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    }
    done();
  });
}
