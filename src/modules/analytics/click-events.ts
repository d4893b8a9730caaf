import type { FoldedLinkTotals } from './click-fold.repository.js';
import type { Db } from '../../platform/db/db.js';
import { emitEvents } from '../../platform/events/outbox.js';

/**
 * `link.clicked`: one event per link per fold of the click log, with the fold's counts, for
 * endpoints that opted in. Runs in the fold's transaction; `totals` holds only links with human
 * clicks whose workspace has an enabled endpoint.
 */
export async function emitClickEvents(trx: Db, totals: readonly FoldedLinkTotals[]): Promise<void> {
  if (totals.length === 0) return;
  await emitEvents(
    trx,
    totals.map((t) => ({
      workspaceId: Number(t.workspace_id),
      type: 'link.clicked' as const,
      data: {
        link: { id: Number(t.link_id), slug: t.slug },
        clicks: Number(t.clicks),
        unique_clicks: Number(t.uniques),
        bot_clicks: Number(t.bots),
        last_clicked_at: t.last_at,
      },
    })),
  );
}
