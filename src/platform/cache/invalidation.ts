import type { Redis } from 'ioredis';

/** Tells every instance (this one included) that a cached key is stale. */
export interface InvalidationBus {
  publish(key: string): void;
  subscribe(listener: (key: string) => void): void;
  close(): Promise<void>;
}

/** One process: publishing is calling the listeners. */
export function createLocalBus(): InvalidationBus {
  const listeners: Array<(key: string) => void> = [];
  return {
    publish: (key) => {
      for (const listener of listeners) listener(key);
    },
    subscribe: (listener) => {
      listeners.push(listener);
    },
    close: async () => {},
  };
}

/**
 * Redis pub/sub: local listeners run at once, other instances within milliseconds.
 * `subscriber` must be a dedicated connection (a subscribed client can't run commands).
 */
export function createRedisBus(publisher: Redis, subscriber: Redis, channel: string): InvalidationBus {
  const local = createLocalBus();
  const ready = subscriber.subscribe(channel).catch(() => undefined);
  subscriber.on('message', (from: string, key: string) => {
    if (from === channel) local.publish(key);
  });
  return {
    publish: (key) => {
      local.publish(key);
      publisher.publish(channel, key).catch(() => undefined);
    },
    subscribe: local.subscribe,
    close: async () => {
      await ready;
      await subscriber.unsubscribe(channel).catch(() => undefined);
    },
  };
}
