import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../../platform/db/db.js';
import { type ClaimedDelivery, claimDue, type DeliveryStatus, findClaimed, recordAttempt, releaseClaims } from './deliveries.repository.js';
import { countFailure, resetFailures } from './endpoints.repository.js';
import { type SendResult, sendWebhook } from './sender.js';
import { signedHeaders } from './signing.js';
import type { Resolver } from './target.js';

export interface WebhookWorkerOptions {
  store: Store;
  logger: FastifyBaseLogger;
  /** Seconds to wait before each retry; its length is the number of retries (5). */
  retrySchedule: readonly number[];
  allowPrivateTargets: boolean;
  timeoutMs?: number;
  pollMs?: number;
  batchSize?: number;
  /** Failed deliveries in a row that disable an endpoint. */
  disableAfter?: number;
  /** How long a claim holds before another worker may take the delivery over. */
  leaseMs?: number;
  resolver?: Resolver;
}

export interface WebhookWorker {
  /** Claims one batch of due deliveries, sends them, records the attempts; resolves with the batch size. */
  runOnce(): Promise<number>;
  /** Polls every `pollMs` (at once again while batches come back full). */
  start(): void;
  /** Stops polling, aborts sends in flight (their claims are released, not counted) and waits. */
  stop(): Promise<void>;
}

export const DELIVERY_TIMEOUT_MS = 10_000;
export const DISABLE_AFTER_FAILURES = 20;

/** The delivery worker: any number may run against one PostgreSQL database; one per SQLite file. */
export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const owner = randomUUID();
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 10;
  const disableAfter = options.disableAfter ?? DISABLE_AFTER_FAILURES;
  // Longer than any send can take, so a live worker never loses its claim.
  const leaseMs = options.leaseMs ?? timeoutMs + 30_000;
  const abort = new AbortController();
  const running = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const deliver = async (delivery: ClaimedDelivery): Promise<void> => {
    const startedAt = new Date().toISOString();
    const result = await sendWebhook({
      url: delivery.url,
      headers: signedHeaders(delivery.secret, delivery.event_id, delivery.payload),
      body: delivery.payload,
      timeoutMs,
      allowPrivateTargets: options.allowPrivateTargets,
      resolver: options.resolver,
      signal: abort.signal,
    });
    if (result.aborted) return releaseClaims(options.store.db, [delivery.id], owner);
    await settle(delivery, result, startedAt);
  };

  const settle = async (delivery: ClaimedDelivery, result: SendResult, startedAt: string): Promise<void> => {
    const attempt = delivery.attempts + 1;
    const retryInSeconds = result.ok ? undefined : options.retrySchedule[attempt - 1];
    const status: DeliveryStatus = result.ok ? 'succeeded' : retryInSeconds === undefined ? 'failed' : 'pending';
    const now = new Date();
    const nextAttemptAt = status === 'pending' ? new Date(now.getTime() + retryInSeconds! * 1000).toISOString() : null;
    const disabled = await options.store.db.transaction().execute(async (trx) => {
      const record = {
        deliveryId: delivery.id,
        attempt,
        startedAt,
        durationMs: result.durationMs,
        responseCode: result.status,
        error: result.error,
        status,
        nextAttemptAt,
      };
      if (!(await recordAttempt(trx, owner, record, now.toISOString()))) return false;
      if (status === 'succeeded') await resetFailures(trx, delivery.endpoint_id);
      if (status !== 'failed') return false;
      return countFailure(trx, delivery.endpoint_id, disableAfter, now.toISOString());
    });
    if (disabled) {
      options.logger.warn(
        { webhookId: delivery.endpoint_id, workspaceId: delivery.workspace_id, failures: disableAfter },
        'webhook endpoint disabled after consecutive failed deliveries',
      );
    }
  };

  const runOnce = async (): Promise<number> => {
    if (stopped) return 0;
    const now = Date.now();
    const ids = await claimDue(options.store.db, options.store.dialect, owner, new Date(now).toISOString(), new Date(now + leaseMs).toISOString(), batchSize);
    const claimed = await findClaimed(options.store.db, ids, owner);
    await Promise.all(
      claimed.map((delivery) =>
        deliver(delivery).catch((error: unknown) => {
          // The claim runs out and another pass retries the delivery.
          options.logger.error({ err: error, deliveryId: delivery.id }, 'webhook delivery bookkeeping failed');
        }),
      ),
    );
    return claimed.length;
  };

  const track = <T>(promise: Promise<T>): Promise<T> => {
    running.add(promise);
    return promise.finally(() => running.delete(promise));
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(async () => {
      let count = 0;
      try {
        count = await track(runOnce());
      } catch (error) {
        options.logger.error({ err: error }, 'webhook worker pass failed');
      }
      schedule(count >= batchSize ? 0 : pollMs);
    }, delayMs);
    timer.unref();
  };

  return {
    runOnce: () => track(runOnce()),
    start() {
      if (!timer && !stopped) schedule(pollMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      abort.abort();
      await Promise.allSettled([...running]);
    },
  };
}
