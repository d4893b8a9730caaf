import type { Insertable } from 'kysely';
import type { LinkTable } from '../../platform/db/tables.js';
import { SlugTakenError } from '../../platform/http/errors.js';
import { generateSlug, isReservedSlug } from './link.js';
import type { Db } from '../../platform/db/db.js';
import { findLinkBySourceKey, insertLinkUnlessTaken, type LinkRow } from './links.repository.js';

const RANDOM_ATTEMPTS = 8;
/** How many suffixes (`-2` ... `-50`) a taken slug tries when the caller asks for one. */
const SUFFIX_ATTEMPTS = 49;
const MAX_SLUG = 64;

/** What a taken slug does: fail (the API's rule) or take the first free `-2`, `-3`... (imports). */
export type OnSlugTaken = 'fail' | 'suffix';

/** A link with this source key is already live in the account (ADR 0403). */
export class SourceKeyTakenError extends Error {
  constructor(readonly existing: Pick<LinkRow, 'id' | 'import_id'>) {
    super('a live link already has this source key');
  }
}

/** `slug`, then `slug-2`, `slug-3`..., each cut to fit the 64-character limit. */
function* slugCandidates(slug: string, onTaken: OnSlugTaken): Generator<string> {
  yield slug;
  if (onTaken === 'fail') return;
  for (let n = 2; n <= SUFFIX_ATTEMPTS + 1; n++) {
    const suffix = `-${n}`;
    yield slug.slice(0, MAX_SLUG - suffix.length) + suffix;
  }
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
  onTaken: OnSlugTaken = 'fail',
): Promise<LinkRow> {
  if (requested !== null) {
    for (const slug of slugCandidates(requested, onTaken)) {
      const row = await insertLinkUnlessTaken(db, { ...values, slug });
      if (row) return row;
      await refuseKnownSource(db, values);
    }
    throw new SlugTakenError();
  }
  for (let attempt = 1; attempt <= RANDOM_ATTEMPTS; attempt++) {
    const slug = generateSlug();
    if (isReservedSlug(slug)) continue;
    const row = await insertLinkUnlessTaken(db, { ...values, slug });
    if (row) return row;
    await refuseKnownSource(db, values);
  }
  throw new Error(`no free random slug after ${RANDOM_ATTEMPTS} attempts`);
}

/** An insert refused by the source-key index is no slug collision: say so. */
async function refuseKnownSource(db: Db, values: Omit<Insertable<LinkTable>, 'slug'>): Promise<void> {
  if (!values.source_key || values.workspace_id == null) return;
  const existing = await findLinkBySourceKey(db, values.workspace_id, values.source_key);
  if (existing) throw new SourceKeyTakenError(existing);
}
