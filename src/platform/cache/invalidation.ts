import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Tells every instance (this one included) that a cached key is stale. */
/**
 * What a change to a link needs from the redirect cache: the link's key (its slug, or
 * `host/slug` on a branded domain) dropped on every instance before the change is answered.
 * The redirect module's LinkCache is the implementation.
 */
export interface LinkEvictor {
  evict(key: string): Promise<void>;
}

export interface InvalidationBus {
  /**
   * Drops `key` everywhere. Resolves once every instance that received the message has dropped
   * it, or after `ackTimeoutMs` for one that does not answer (or at once when Redis is down).
   */
  publish(key: string): Promise<void>;
  subscribe(listener: (key: string) => void): void;
  /** Called when this instance may have missed messages (its subscription was lost and regained). */
  onGap(listener: () => void): void;
  close(): Promise<void>;
}

/** One process: publishing is calling the listeners. */
export function createLocalBus(): InvalidationBus {
  const listeners: Array<(key: string) => void> = [];
  return {
    publish: (key) => {
      for (const listener of listeners) listener(key);
      return Promise.resolve();
    },
    subscribe: (listener) => {
      listeners.push(listener);
    },
    onGap: () => {},
    close: async () => {},
  };
}

export interface RedisBusOptions {
  /** How long a publish waits for an instance that received the message but has not answered. */
  ackTimeoutMs?: number;
}

interface PendingAck {
  acks: number;
  expected: number | null;
  done: () => void;
}

/**
 * Redis pub/sub with acknowledgements: each instance drops the key, then answers on
 * `<channel>:ack`; the publisher waits for as many answers as PUBLISH reported receivers, so a
 * change is in force on every live instance before the API answers. An instance whose
 * subscription dropped may have missed messages and is told through `onGap`.
 * `subscriber` must be a dedicated connection (a subscribed client can't run commands).
 */
export function createRedisBus(publisher: Redis, subscriber: Redis, channel: string, options: RedisBusOptions = {}): InvalidationBus {
  const local = createLocalBus();
  const ackChannel = `${channel}:ack`;
  const instance = randomBytes(6).toString('hex');
  const pending = new Map<string, PendingAck>();
  const gapListeners: Array<() => void> = [];
  let sequence = 0;
  let connections = subscriber.status === 'ready' ? 1 : 0;

  const settle = (nonce: string, entry: PendingAck) => {
    if (entry.expected !== null && entry.acks >= entry.expected) entry.done();
    else pending.set(nonce, entry);
  };
  subscriber.on('ready', () => {
    // ioredis resubscribes by itself; what was published while we were away is lost.
    if (++connections > 1) for (const listener of gapListeners) listener();
  });
  const ready = subscriber.subscribe(channel, ackChannel).catch(() => undefined);
  subscriber.on('message', (from: string, message: string) => {
    if (from === ackChannel) {
      const entry = pending.get(message);
      if (entry) {
        entry.acks++;
        settle(message, entry);
      }
      return;
    }
    if (from !== channel) return;
    // "<nonce> <key>"; a bare key comes from an instance of an older version and wants no answer.
    const space = message.indexOf(' ');
    local.publish(space === -1 ? message : message.slice(space + 1));
    if (space !== -1) publisher.publish(ackChannel, message.slice(0, space)).catch(() => undefined);
  });

  return {
    publish: async (key) => {
      await local.publish(key);
      // Redis unreachable: every instance is cut off too, and flushes its cache on reconnect;
      // waiting out the client's reconnect attempts would only stall the API.
      if (publisher.status !== 'ready') return;
      const nonce = `${instance}.${++sequence}`;
      let finish!: () => void;
      const answered = new Promise<void>((resolve) => (finish = resolve));
      const entry: PendingAck = { acks: 0, expected: null, done: finish };
      pending.set(nonce, entry);
      const timer = setTimeout(finish, options.ackTimeoutMs ?? 1_000);
      try {
        entry.expected = await publisher.publish(channel, `${nonce} ${key}`);
        settle(nonce, entry);
        await answered;
      } catch {
        // Lost mid-publish: as above, the others flush on reconnect.
      } finally {
        clearTimeout(timer);
        pending.delete(nonce);
      }
    },
    subscribe: local.subscribe,
    onGap: (listener) => {
      gapListeners.push(listener);
    },
    close: async () => {
      await ready;
      await subscriber.unsubscribe(channel, ackChannel).catch(() => undefined);
    },
  };
}
