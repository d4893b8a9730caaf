import { sql } from 'kysely';
import type { Db } from '../links/links.repository.js';
import { emitEvents } from './outbox.js';

const CHUNK = 500;
const human = sql<number>`case when clicks.is_bot = 0 then 1 else 0 end`;

/**
 * `link.clicked`: one event per link per written click batch, with the batch's counts, for
 * endpoints that opted in. Runs in the click writer's transaction (its `afterInsert` hook);
 * batches with only bot clicks send nothing.
 */
export async function emitClickEvents(trx: Db, clickIds: number[]): Promise<void> {
  for (let i = 0; i < clickIds.length; i += CHUNK) {
    const batch = await trx
      .selectFrom('clicks')
      .innerJoin('links', 'links.id', 'clicks.link_id')
      .select((s) => [
        'links.id',
        'links.slug',
        'links.user_id',
        s.fn.sum<number>(human).as('clicks'),
        s.fn.sum<number>('clicks.is_unique').as('uniques'),
        s.fn.sum<number>('clicks.is_bot').as('bots'),
        s.fn.max(sql<string | null>`case when clicks.is_bot = 0 then clicks.clicked_at end`).as('last_at'),
      ])
      .where('clicks.id', 'in', clickIds.slice(i, i + CHUNK))
      // One cheap query when nobody listens: only owners with an enabled endpoint count.
      .where((eb) =>
        eb.exists(
          eb.selectFrom('webhook_endpoints as e').select('e.id').whereRef('e.user_id', '=', 'links.user_id').where('e.enabled', '=', 1),
        ),
      )
      .groupBy(['links.id', 'links.slug', 'links.user_id'])
      .execute();
    await emitEvents(
      trx,
      batch.flatMap((link) => {
        if (link.user_id === null || Number(link.clicks) === 0) return [];
        const data = {
          link: { id: link.id, slug: link.slug },
          clicks: Number(link.clicks),
          unique_clicks: Number(link.uniques),
          bot_clicks: Number(link.bots),
          last_clicked_at: link.last_at,
        };
        return [{ userId: link.user_id, type: 'link.clicked' as const, data }];
      }),
    );
  }
}
