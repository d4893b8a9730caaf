import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../../platform/db/db.js';
import { exportRowOf, variantNamer } from './export-clicks.js';
import type { LiveClick, LiveFeed, Watched } from './live-feed.js';
import { findLiveLinks, findStoredClicks } from './live-clicks.repository.js';
import { type ClickEvent, checkedClicks } from './parse/click-event.js';
import type { WriteBatch } from './click-queue.js';

/**
 * Wraps the click writer: after a batch is written, and only when someone watches (one check
 * per batch), the stored rows of the watched links' clicks are published as one message. It runs
 * where batches are handed to the writer (its thread or this one), on whichever instance writes.
 * A failed publish is logged, never retried: the batch is written.
 */
export function publishWrittenClicks(store: Store, feed: LiveFeed, logger: FastifyBaseLogger): (write: WriteBatch) => WriteBatch {
  return (write) => async (batch, options) => {
    await write(batch, options);
    try {
      const watched = await feed.watching();
      if (!watched) return;
      // Texts from the Redis stream are parsed here only when someone watches.
      const events = Array.isArray(batch) ? batch : checkedClicks(batch);
      const clicks = await liveClicksOf(store, events, watched);
      if (clicks.length > 0) await feed.publish(clicks);
    } catch (error) {
      logger.warn({ err: error }, 'live click publish failed');
    }
  };
}

/** The batch's clicks on watched links (or links of watched accounts), in the batch's order. */
async function liveClicksOf(store: Store, events: ClickEvent[], watched: Watched): Promise<LiveClick[]> {
  const batchLinks = [...new Set(events.map((event) => event.linkId))];
  const candidates = watched.users.size > 0 ? batchLinks : batchLinks.filter((id) => watched.links.has(id));
  const links = (await findLiveLinks(store.db, candidates)).filter((link) => watched.links.has(link.id) || (link.workspace_id !== null && watched.users.has(link.workspace_id)));
  if (links.length === 0) return [];
  const byId = new Map(links.map((link) => [link.id, { ...link, variant: variantNamer(link) }]));
  const eventIds = events.filter((event) => byId.has(event.linkId)).map((event) => event.id);
  const rows = new Map((await findStoredClicks(store.db, [...byId.keys()], eventIds)).map((row) => [`${row.link_id}/${row.event_id}`, row]));
  const clicks: LiveClick[] = [];
  for (const event of events) {
    const row = rows.get(`${event.linkId}/${event.id}`);
    const link = byId.get(event.linkId);
    if (!row || !link || link.workspace_id === null) continue;
    rows.delete(`${event.linkId}/${event.id}`);
    clicks.push({ workspaceId: link.workspace_id, data: { link_id: link.id, slug: link.slug, ...exportRowOf(row, link.variant) } });
  }
  return clicks;
}
