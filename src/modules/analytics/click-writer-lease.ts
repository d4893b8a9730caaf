import type { Redis } from 'ioredis';

/**
 * Which consumer of the click stream writes: one at a time holds a lease in Redis, renewed at
 * every read, and the others take it over when it lapses (a stopped or crashed holder).
 *
 * Why one: a second consumer halved every batch (each read a flush interval of half the
 * clicks), doubling the statements per click, and kept a second writer thread and its
 * connections alive in every process. It added no folding capacity either: folds take one
 * advisory lock (click-fold.repository.ts). Appends take none, so the others help when the
 * holder falls behind (click-stream.ts).
 *
 * Not the scheduler's lease (platform/jobs, a database row held at least a minute): this one
 * is renewed four times a second, so it lives beside the stream it guards, in Redis, and a
 * crashed holder is replaced in seconds.
 */
export interface WriterLease {
  /** Takes the lease if it is free, renews it if it is ours; true while this consumer holds it. */
  hold(): Promise<boolean>;
  /** Gives the lease up at shutdown, so that another consumer takes over without waiting. */
  release(): Promise<void>;
}

// Renew if ours, else take it if nobody holds it: one round trip, no race between the two.
const HOLD = `if redis.call('get', KEYS[1]) == ARGV[1] then
  redis.call('pexpire', KEYS[1], ARGV[2])
  return 1
end
if redis.call('set', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0`;

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`;

export function createWriterLease(redis: Redis, key: string, holder: string, ttlMs: number): WriterLease {
  return {
    hold: async () => Number(await redis.eval(HOLD, 1, key, holder, ttlMs)) === 1,
    release: async () => {
      await redis.eval(RELEASE, 1, key, holder);
    },
  };
}
