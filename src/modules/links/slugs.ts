import type { Insertable } from 'kysely';
import type { LinkTable } from '../../platform/db/tables.js';
import { SlugTakenError, ValidationError } from '../../platform/http/errors.js';
import { generateSlug, isReservedSlug, SLUG_PATTERN } from './link.js';
import type { Db } from '../../platform/db/db.js';
import { insertLinkUnlessTaken, type LinkRow } from './links.repository.js';

const RANDOM_ATTEMPTS = 8;

/** Checks a requested slug's shape and that it names no route; availability is the insert's job. */
export function validateCustomSlug(slug: unknown): string {
  if (typeof slug !== 'string') throw ValidationError.field('slug', 'slug must be a string');
  // Before the shape check: short route names (`api`, `qr`) are "taken", as decisions.md says.
  if (isReservedSlug(slug)) throw new SlugTakenError();
  if (!SLUG_PATTERN.test(slug)) {
    throw ValidationError.field('slug', 'slug must be 4 to 64 characters of letters, digits, "-" or "_"');
  }
  return slug;
}

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
