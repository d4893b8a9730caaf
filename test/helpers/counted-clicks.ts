import type { Db } from '../../src/platform/db/db.js';

/**
 * A link's human clicks as its API figures count them: what the fold has added to
 * `total_clicks`, and the clicks still in the click log (ADR 1005). For tests that poll the
 * store while a server writes, without a flush (which folds).
 */
export async function countedClicks(db: Db, slug: string): Promise<number> {
  const link = await db.selectFrom('links').select(['id', 'total_clicks']).where('slug', '=', slug).executeTakeFirstOrThrow();
  const log = await db.selectFrom('click_log').select(({ fn }) => fn.countAll().as('n')).where('link_id', '=', link.id).where('is_bot', '=', 0).executeTakeFirstOrThrow();
  return Number(link.total_clicks) + Number(log.n);
}
