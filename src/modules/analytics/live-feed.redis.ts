import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { eventsOf, LIVE_KEEP_MS, type LiveClick, type LiveEvent, type LiveFeed, type LiveFilter, orderedListener, parseEventId } from './live-feed.js';

/** A watch lasts this long unrenewed: an instance that died stops costing the writer a query. */
const WATCH_TTL_MS = 60_000;
const WATCH_REFRESH_MS = 20_000;
type Entries = Array<[id: string, fields: string[]]>;

/**
 * The live feed across instances. Each batch is one entry of a Redis stream trimmed to the last
 * few minutes, so any instance can replay what a reconnecting stream missed (a closed stream's
 * watch lingers as long); an instance with
 * listeners reads the stream (XREAD BLOCK) on its own connection. Who watches is a sorted set
 * of `<instance>|l:<link>` and `<instance>|u:<user>` members scored by expiry, read once per batch.
 */
export function createRedisLiveFeed(redis: Redis, namespace: string, logger: FastifyBaseLogger): LiveFeed {
  const key = `${namespace}:live`;
  const watchKey = `${namespace}:live:watch`;
  const instance = randomUUID().slice(0, 12);
  const listeners = new Set<{ filter: LiveFilter; live: (event: LiveEvent) => void }>();
  const watches = new Map<string, number>();
  let reader: Redis | null = null;
  let reading = false;
  let closed = false;

  const memberOf = (filter: LiveFilter) => `${instance}|${filter.linkId === undefined ? `u:${filter.workspaceId}` : `l:${filter.linkId}`}`;
  const renew = async (members: string[]) => {
    if (members.length === 0) return;
    const until = Date.now() + WATCH_TTL_MS;
    await redis.zadd(watchKey, ...members.flatMap((member) => [until, member]));
  };
  /** A closed stream's watch lasts LIVE_KEEP_MS more, unrenewed, for its reconnection. */
  const linger = (members: string[]) =>
    members.length === 0 ? Promise.resolve() : redis.zadd(watchKey, ...members.flatMap((member) => [Date.now() + LIVE_KEEP_MS, member])).then(() => undefined, () => undefined);
  const refresher = setInterval(() => {
    void renew([...watches.keys()])
      .then(() => redis.zremrangebyscore(watchKey, '-inf', Date.now()))
      .catch((error: unknown) => logger.warn({ err: error }, 'live feed watch renewal failed'));
  }, WATCH_REFRESH_MS);
  refresher.unref();

  const lastId = async (): Promise<string> => {
    const last = (await redis.xrevrange(key, '+', '-', 'COUNT', 1)) as Entries;
    return last[0]?.[0] ?? '0-0';
  };
  const eventsOfEntries = (entries: Entries): LiveEvent[] =>
    entries.flatMap(([id, fields]) => {
      try {
        return eventsOf(id, JSON.parse(fields[1] ?? '[]') as LiveClick[]);
      } catch {
        return [];
      }
    });

  const read = async (from: string): Promise<void> => {
    reader ??= redis.duplicate();
    let cursor = from;
    // The check and `reading = false` share a tick, so a new listener either sees the loop running or starts one.
    while (!closed && listeners.size > 0) {
      try {
        const reply = (await reader.xread('BLOCK', 1_000, 'STREAMS', key, cursor)) as Array<[string, Entries]> | null;
        const entries = reply?.[0]?.[1] ?? [];
        if (entries.length === 0) continue;
        cursor = entries[entries.length - 1]![0];
        const events = eventsOfEntries(entries);
        for (const listener of [...listeners]) for (const event of events) listener.live(event);
      } catch (error) {
        if (closed) break;
        logger.warn({ err: error }, 'live feed read failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
    reading = false;
  };

  return {
    async watching() {
      const members = await redis.zrangebyscore(watchKey, Date.now(), '+inf');
      if (members.length === 0) return null;
      const links = new Set<number>();
      const users = new Set<number>();
      for (const member of members) {
        const [, kind, id] = /\|([lu]):(\d+)$/.exec(member) ?? [];
        if (kind === 'l') links.add(Number(id));
        else if (kind === 'u') users.add(Number(id));
      }
      return { links, users };
    },
    async publish(clicks) {
      if (clicks.length === 0) return;
      const oldest = Date.now() - LIVE_KEEP_MS;
      await redis.multi().xadd(key, 'MINID', '~', String(oldest), '*', 'm', JSON.stringify(clicks)).pexpire(key, LIVE_KEEP_MS).exec();
    },
    async subscribe(filter, lastEventId, listener) {
      const ordered = orderedListener(filter, lastEventId, listener);
      const entry = { filter, live: ordered.live };
      // Where reading starts is taken before the watch is registered: no batch falls between.
      const from = reading ? null : await lastId();
      listeners.add(entry);
      if (!reading && from !== null) {
        reading = true;
        void read(from);
      }
      const member = memberOf(filter);
      watches.set(member, (watches.get(member) ?? 0) + 1);
      await renew([member]);
      const after = parseEventId(lastEventId);
      const missed = after ? eventsOfEntries((await redis.xrange(key, `${after[0]}-${after[1]}`, '+')) as Entries) : [];
      ordered.replayed(missed);
      return {
        async close() {
          if (!listeners.delete(entry)) return;
          const left = (watches.get(member) ?? 1) - 1;
          if (left > 0) watches.set(member, left);
          else {
            watches.delete(member);
            await linger([member]);
          }
        },
      };
    },
    async close() {
      closed = true;
      clearInterval(refresher);
      listeners.clear();
      // The streams reconnect to another instance: what they miss meanwhile is still published.
      await linger([...watches.keys()]);
      watches.clear();
      reader?.disconnect();
    },
  };
}
