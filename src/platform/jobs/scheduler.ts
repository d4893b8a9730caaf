import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { acquireLease, releaseLease } from './leases.repository.js';
import type { Store } from '../db/db.js';

export interface Job {
  name: string;
  intervalMs: number;
  /** How long a run may hold the lease before another instance may take it; default the interval (at least 60 s). */
  leaseMs?: number;
  /** `stopping()` turns true once the scheduler stops: a long run ends early so shutdown need not wait for it. */
  run(signal: { stopping(): boolean }): Promise<void>;
}

export interface Scheduler {
  add(job: Job): void;
  /** Runs one job now, under its lease, and resolves when it is done (tests and CLI). */
  runNow(name: string): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * Runs named jobs on an interval. Each run first takes a lease row in the store, so with
 * several instances on one database a job runs on one of them at a time.
 */
export function createScheduler(store: Store, logger: FastifyBaseLogger): Scheduler {
  const owner = randomUUID();
  const jobs = new Map<string, Job>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  const runLeased = async (job: Job): Promise<boolean> => {
    if (!(await acquireLease(store, job.name, owner, job.leaseMs ?? job.intervalMs))) return false;
    const startedAt = Date.now();
    try {
      await job.run({ stopping: () => stopped });
      return true;
    } catch (error) {
      logger.error({ err: error, job: job.name }, 'job failed');
      return false;
    } finally {
      await releaseLease(store, job.name, owner).catch(() => undefined);
      const ms = Date.now() - startedAt;
      if (ms > 1_000) logger.info({ job: job.name, ms }, 'slow job');
    }
  };

  const track = <T>(promise: Promise<T>): Promise<T> => {
    running.add(promise);
    return promise.finally(() => running.delete(promise));
  };

  return {
    add(job) {
      jobs.set(job.name, job);
      const timer = setInterval(() => {
        if (!stopped) void track(runLeased(job).catch(() => false));
      }, job.intervalMs);
      timer.unref();
      timers.push(timer);
    },
    runNow: (name) => {
      const job = jobs.get(name);
      if (!job) return Promise.reject(new Error(`unknown job ${name}`));
      return track(runLeased(job));
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
