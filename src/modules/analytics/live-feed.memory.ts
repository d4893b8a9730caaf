import { eventsOf, LIVE_KEEP_MS, type LiveEvent, type LiveFeed, type LiveFilter, orderedListener, parseEventId, comparePositions } from './live-feed.js';

/** Batches kept at most, whatever their age: a bounded ring. */
const KEEP_BATCHES = 2_000;

/** The in-process live feed (one instance): a registry of listeners and a ring of recent batches. */
export function createMemoryLiveFeed(): LiveFeed {
  const listeners = new Set<{ filter: LiveFilter; live: (event: LiveEvent) => void }>();
  const ring: Array<{ at: number; events: LiveEvent[] }> = [];
  // Closed streams' filters, watched until then (LIVE_KEEP_MS) for their reconnection.
  const lingering = new Map<string, { filter: LiveFilter; until: number }>();
  let lastMs = 0;
  let seq = 0;
  const nextBatchId = () => {
    const now = Date.now();
    if (now > lastMs) [lastMs, seq] = [now, 0];
    else seq++;
    return `${lastMs}-${seq}`;
  };
  return {
    async watching() {
      const now = Date.now();
      for (const [key, watch] of lingering) if (watch.until <= now) lingering.delete(key);
      if (listeners.size === 0 && lingering.size === 0) return null;
      const links = new Set<number>();
      const users = new Set<number>();
      for (const { filter } of [...listeners, ...lingering.values()]) {
        if (filter.linkId === undefined) users.add(filter.workspaceId);
        else links.add(filter.linkId);
      }
      return { links, users };
    },
    async publish(clicks) {
      if (clicks.length === 0) return;
      const events = eventsOf(nextBatchId(), clicks);
      const now = Date.now();
      ring.push({ at: now, events });
      while (ring.length > KEEP_BATCHES || (ring.length > 0 && ring[0]!.at < now - LIVE_KEEP_MS)) ring.shift();
      for (const listener of [...listeners]) for (const event of events) listener.live(event);
    },
    async subscribe(filter, lastEventId, listener) {
      const ordered = orderedListener(filter, lastEventId, listener);
      const entry = { filter, live: ordered.live };
      listeners.add(entry);
      const after = parseEventId(lastEventId);
      const missed = after ? ring.flatMap((batch) => batch.events).filter((event) => comparePositions(parseEventId(event.id)!, after) > 0) : [];
      ordered.replayed(missed);
      return {
        async close() {
          if (listeners.delete(entry)) lingering.set(`${filter.workspaceId}/${filter.linkId ?? ''}`, { filter, until: Date.now() + LIVE_KEEP_MS });
        },
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
