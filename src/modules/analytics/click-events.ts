import { findLinksWithListeners } from './click-links.repository.js';
import type { LinkClickTotals } from './click-rollup.js';
import type { Db } from '../../platform/db/db.js';
import { emitEvents } from '../../platform/events/outbox.js';

const CHUNK = 500;

/**
 * `link.clicked`: one event per link per written click batch, with the batch's counts, for
 * endpoints that opted in. Runs in the click writer's transaction (its `afterInsert` hook);
 * batches with only bot clicks send nothing.
 */
export async function emitClickEvents(trx: Db, totals: LinkClickTotals[]): Promise<void> {
  const human = totals.filter((t) => t.clicks > 0);
  for (let i = 0; i < human.length; i += CHUNK) {
    const chunk = human.slice(i, i + CHUNK);
    const links = await findLinksWithListeners(trx, chunk.map((t) => t.linkId));
    const byId = new Map(chunk.map((t) => [t.linkId, t]));
    await emitEvents(
      trx,
      links.flatMap((link) => {
        const batch = byId.get(Number(link.id));
        if (link.user_id === null || !batch) return [];
        const data = {
          link: { id: link.id, slug: link.slug },
          clicks: batch.clicks,
          unique_clicks: batch.uniques,
          bot_clicks: batch.bots,
          last_clicked_at: batch.lastAt,
        };
        return [{ userId: link.user_id, type: 'link.clicked' as const, data }];
      }),
    );
  }
}
