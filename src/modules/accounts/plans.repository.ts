import type { Db } from '../../platform/db/db.js';

/** Every plan row: few, read once a minute into the entitlements cache. */
export async function listPlanRows(db: Db) {
  return db.selectFrom('plans').selectAll().execute();
}
