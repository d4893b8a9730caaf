import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Metrics } from '../metrics/metrics.js';

const SLOW_MS = 500;

/**
 * One JSON line per request, naming the route pattern rather than the raw URL (paths can
 * carry claim tokens, query strings can carry Wi-Fi passwords). Quiet routes (redirects)
 * log only failures and slow requests.
 */
export function registerRequestLog(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const quiet = request.routeOptions.config?.quietLog === true;
    recordRequest(metrics, request.log, { route, method: request.method, status: reply.statusCode, ms: reply.elapsedTime, quiet });
    done();
  });
}

/**
 * The same record for a quiet GET route answered at the front door (front-door.ts), where no
 * hook runs: the latency histogram, and a line when it failed or was slow.
 */
export function quietRouteLog(metrics: Metrics, log: FastifyBaseLogger, route: string): (status: number, seconds: number) => void {
  return (status, seconds) => recordRequest(metrics, log, { route, method: 'GET', status, ms: seconds * 1000, quiet: true });
}

interface Answered {
  route: string;
  method: string;
  status: number;
  ms: number;
  quiet: boolean;
}

function recordRequest(metrics: Metrics, log: FastifyBaseLogger, { route, method, status, ms, quiet }: Answered): void {
  metrics.requestDuration.observe({ route, method, status }, ms / 1000);
  if (!quiet || status >= 500 || ms > SLOW_MS) log.info({ method, route, status, ms: Math.round(ms * 10) / 10 }, 'request');
}
