import { findLinksWithListeners } from './click-links.repository.js';
import type { LinkClickTotals } from './click-rollup.js';
import type { Db, Dialect } from '../../platform/db/db.js';
import { emitEvents } from '../../platform/events/outbox.js';

/**
 * `link.clicked`: one event per link per written click batch, with the batch's counts, for
 * endpoints that opted in. Runs in the click writer's transaction (its `afterInsert` hook);
 * batches with only bot clicks send nothing.
 */
export async function emitClickEvents(trx: Db, dialect: Dialect, totals: LinkClickTotals[]): Promise<void> {
  const human = totals.filter((t) => t.clicks > 0);
  if (human.length === 0) return;
  const links = await findLinksWithListeners(trx, dialect, human.map((t) => t.linkId));
  if (links.length === 0) return;
  const byId = new Map(human.map((t) => [t.linkId, t]));
  await emitEvents(
    trx,
    links.flatMap((link) => {
      const batch = byId.get(Number(link.id));
      if (link.workspace_id === null || !batch) return [];
      const data = {
        link: { id: link.id, slug: link.slug },
        clicks: batch.clicks,
        unique_clicks: batch.uniques,
        bot_clicks: batch.bots,
        last_clicked_at: batch.lastAt,
      };
      return [{ workspaceId: link.workspace_id, type: 'link.clicked' as const, data }];
    }),
  );
}
