import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The app's Prometheus metrics; one registry per app so tests can build several. */
export interface Metrics {
  registry: Registry;
  requestDuration: Histogram<'route' | 'method' | 'status'>;
  rateLimitRejections: Counter<'limiter'>;
  clickFlushDuration: Histogram;
  clicksWritten: Counter;
  /** Registers a gauge whose value is read at scrape time. */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
  /** Registers a gauge with labels whose values `read` sets at scrape time. */
  labelledGauge(name: string, help: string, labelNames: string[], read: (set: (labels: Record<string, string>, value: number) => void) => Promise<void>): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status, with their latency',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    rateLimitRejections: new Counter({
      name: 'rate_limit_rejections_total',
      help: 'Requests refused by a rate limit',
      labelNames: ['limiter'],
      registers: [registry],
    }),
    clickFlushDuration: new Histogram({
      name: 'click_flush_duration_seconds',
      help: 'Time to write one batch of clicks',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    clicksWritten: new Counter({ name: 'clicks_written_total', help: 'Click events written to the store', registers: [registry] }),
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    },
    labelledGauge(name, help, labelNames, read) {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          await read((labels, value) => this.set(labels, value));
        },
      });
    },
  };
}
