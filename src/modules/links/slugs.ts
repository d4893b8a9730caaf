import type { Insertable } from 'kysely';
import type { LinkTable } from '../../platform/db/tables.js';
import { SlugTakenError } from '../../platform/http/errors.js';
import { generateSlug, isReservedSlug } from './link.js';
import type { Db } from '../../platform/db/db.js';
import { insertLinkUnlessTaken, type LinkRow } from './links.repository.js';

const RANDOM_ATTEMPTS = 8;

/**
 * Inserts a link under the requested slug, or under a fresh random one retried on collision.
 * ON CONFLICT DO NOTHING lets the UNIQUE index decide races without aborting a surrounding
 * PostgreSQL transaction, so two callers can never get the same slug.
 */
export async function insertLinkWithSlug(
  db: Db,
  values: Omit<Insertable<LinkTable>, 'slug'>,
  requested: string | null,
): Promise<LinkRow> {
  if (requested !== null) {
    const row = await insertLinkUnlessTaken(db, { ...values, slug: requested });
    if (!row) throw new SlugTakenError();
    return row;
  }
  for (let attempt = 1; attempt <= RANDOM_ATTEMPTS; attempt++) {
    const slug = generateSlug();
    if (isReservedSlug(slug)) continue;
    const row = await insertLinkUnlessTaken(db, { ...values, slug });
    if (row) return row;
  }
  throw new Error(`no free random slug after ${RANDOM_ATTEMPTS} attempts`);
}
