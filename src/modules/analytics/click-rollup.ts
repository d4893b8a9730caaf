import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../platform/db/tables.js';
import type { Db } from '../links/links.repository.js';

export const DIMENSIONS = ['country', 'device', 'browser', 'referrer'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

const DIMENSION_COLUMNS = { country: 'country', device: 'device', browser: 'browser', referrer: 'referrer_host' } as const;

const human = sql<number>`case when is_bot = 0 then 1 else 0 end`;

/**
 * Folds freshly inserted click rows into daily rollups, per-dimension counts, link counters
 * and monthly usage, all in SQL. Bots count only as bot clicks.
 */
export async function applyClickRollups(trx: Db, clickIds: number[]): Promise<void> {
  const fresh = (eb: ExpressionBuilder<Database, 'clicks'>) => eb('clicks.id', 'in', clickIds);

  await trx
    .insertInto('click_daily')
    .columns(['link_id', 'day', 'clicks', 'uniques', 'bot_clicks'])
    .expression((eb) =>
      eb
        .selectFrom('clicks')
        .select((s) => ['link_id', 'day', s.fn.sum<number>(human).as('clicks'), s.fn.sum<number>('is_unique').as('uniques'), s.fn.sum<number>('is_bot').as('bot_clicks')])
        .where(fresh)
        .groupBy(['link_id', 'day']),
    )
    .onConflict((oc) =>
      oc.columns(['link_id', 'day']).doUpdateSet((eb) => ({
        clicks: eb('click_daily.clicks', '+', eb.ref('excluded.clicks')),
        uniques: eb('click_daily.uniques', '+', eb.ref('excluded.uniques')),
        bot_clicks: eb('click_daily.bot_clicks', '+', eb.ref('excluded.bot_clicks')),
      })),
    )
    .execute();

  for (const dimension of DIMENSIONS) {
    const column = DIMENSION_COLUMNS[dimension];
    await trx
      .insertInto('click_daily_dimensions')
      .columns(['link_id', 'dimension', 'day', 'value', 'clicks'])
      .expression((eb) =>
        eb
          .selectFrom('clicks')
          .select((s) => ['link_id', sql.lit(dimension).as('dimension'), 'day', s.ref(column).as('value'), s.fn.countAll<number>().as('clicks')])
          .where(fresh)
          .where('is_bot', '=', 0)
          .groupBy(['link_id', 'day', column]),
      )
      .onConflict((oc) =>
        oc.columns(['link_id', 'dimension', 'day', 'value']).doUpdateSet((eb) => ({
          clicks: eb('click_daily_dimensions.clicks', '+', eb.ref('excluded.clicks')),
        })),
      )
      .execute();
  }

  const perLink = trx
    .selectFrom('clicks')
    .select((s) => [
      'link_id',
      s.fn.sum<number>(human).as('clicks'),
      s.fn.sum<number>('is_unique').as('uniques'),
      s.fn.sum<number>('is_bot').as('bots'),
      s.fn.max(sql<string | null>`case when is_bot = 0 then clicked_at end`).as('last_at'),
    ])
    .where(fresh)
    .groupBy('link_id')
    .as('batch');
  await trx
    .updateTable('links')
    .from(perLink)
    .set((eb) => ({
      total_clicks: eb('links.total_clicks', '+', eb.ref('batch.clicks')),
      unique_clicks: eb('links.unique_clicks', '+', eb.ref('batch.uniques')),
      bot_clicks: eb('links.bot_clicks', '+', eb.ref('batch.bots')),
      last_clicked_at: sql<string | null>`case when batch.last_at is not null and (links.last_clicked_at is null or links.last_clicked_at < batch.last_at) then batch.last_at else links.last_clicked_at end`,
    }))
    .whereRef('links.id', '=', 'batch.link_id')
    .execute();

  await trx
    .insertInto('usage_counters')
    .columns(['user_id', 'period', 'clicks', 'links_created', 'api_requests'])
    .expression((eb) =>
      eb
        .selectFrom('clicks')
        .innerJoin('links', 'links.id', 'clicks.link_id')
        .select((s) => [
          'links.user_id',
          sql<string>`substr(clicks.day, 1, 7)`.as('period'),
          s.fn.countAll<number>().as('clicks'),
          sql.lit(0).as('links_created'),
          sql.lit(0).as('api_requests'),
        ])
        .where('clicks.id', 'in', clickIds)
        .where('clicks.is_bot', '=', 0)
        .where('links.user_id', 'is not', null)
        .groupBy(['links.user_id', sql`substr(clicks.day, 1, 7)`]),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'period']).doUpdateSet((eb) => ({
        clicks: eb('usage_counters.clicks', '+', eb.ref('excluded.clicks')),
      })),
    )
    .execute();
}
