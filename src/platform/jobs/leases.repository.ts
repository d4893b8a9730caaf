import type { Store } from '../db/db.js';

/** Takes the job's lease if it is free or expired; the lease outlives a crashed holder by one interval. */
export async function acquireLease(store: Store, name: string, owner: string, ttlMs: number): Promise<boolean> {
  const now = new Date();
  const until = new Date(now.getTime() + Math.max(ttlMs, 60_000)).toISOString();
  const inserted = await store.db
    .insertInto('job_leases')
    .values({ name, locked_until: until, locked_by: owner })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const updated = await store.db
    .updateTable('job_leases')
    .set({ locked_until: until, locked_by: owner })
    .where('name', '=', name)
    .where('locked_until', '<', now.toISOString())
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export async function releaseLease(store: Store, name: string, owner: string): Promise<void> {
  await store.db
    .updateTable('job_leases')
    .set({ locked_until: new Date(0).toISOString() })
    .where('name', '=', name)
    .where('locked_by', '=', owner)
    .execute();
}
