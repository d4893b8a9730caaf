import { hashPassword } from '../../platform/crypto/passwords.js';
import type { Db, Store } from '../../platform/db/db.js';
import type { ErrorCode } from '../../platform/http/error-codes.js';
import { AppError, InvalidBodyError, PlanFeatureError, QuotaReachedError, ValidationError } from '../../platform/http/errors.js';
import { bodyChecker } from '../../platform/http/validation.js';
import { type Entitlements, takeLinkQuota } from '../accounts/index.js';
import { folderBelongsTo, setLinkTags, tagsOfLinks } from '../organize/index.js';
import type { LinkEvictor } from '../../platform/cache/invalidation.js';
import type { SafetyScanner } from '../safety/index.js';
import { emitLinkEvent } from './link-events.js';
import { applyUtm, checkLinkInput, type LinkInput, withoutNulls } from './links.input.js';
import { BULK_MAX, type BulkEnvelope, LinkCreateBody } from './links.input.schema.js';
import { type LinkResource, toLinkResource } from './links.mapper.js';
import type { LinkRow } from './links.repository.js';
import { checkEntitlements, scanField } from './links.rules.js';
import { insertLinkWithSlug } from './slugs.js';

/** What link services need from the app. */
export interface LinksContext {
  store: Store;
  /** Where analytics reads: the `DATABASE_READ_URL` replica, SQLite's read connection, else `store`. */
  readStore?: Store;
  scanner: SafetyScanner;
  cache: LinkEvictor;
  baseUrl: string;
}

/** The account acting on its links. */
export interface Actor {
  userId: number;
  entitlements: Entitlements;
}

const checkCreateBody = bodyChecker(LinkCreateBody);

/** Creates one link from link input: validation, plan gates, ownership, safety scan, quota. */
export async function createLink(ctx: LinksContext, actor: Actor, body: LinkCreateBody): Promise<LinkResource> {
  const input = checkLinkInput(withoutNulls(body));
  checkEntitlements(input, actor.entitlements);
  if (input.folder_id && !(await folderBelongsTo(ctx.store.db, input.folder_id, actor.userId))) {
    throw ValidationError.field('folder_id', 'folder_id must be the id of one of your folders');
  }
  const destination = await scanField(ctx.scanner, applyUtm(input.destination_url!, input.utm), 'destination_url');
  const fallback = input.fallback_url ? await scanField(ctx.scanner, input.fallback_url, 'fallback_url') : null;
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const now = new Date().toISOString();

  const row = await ctx.store.db.transaction().execute(async (trx) => {
    if (!(await takeLinkQuota(trx, actor.userId, actor.entitlements.links_per_month))) {
      throw new QuotaReachedError(
        `Monthly link quota reached (${actor.entitlements.links_per_month} links); upgrade your plan or wait for next month`,
      );
    }
    const link = await insertLinkWithSlug(
      trx,
      {
        user_id: actor.userId,
        destination_url: destination.url,
        title: input.title ?? null,
        description: input.description ?? null,
        notes: input.notes ?? null,
        status: destination.needsReview || fallback?.needsReview ? 'pending_review' : 'active',
        redirect_type: input.redirect_type ?? 302,
        folder_id: input.folder_id ?? null,
        expires_at: input.expires_at ?? null,
        fallback_url: fallback?.url ?? null,
        click_limit: input.click_limit ?? null,
        password_hash: passwordHash,
        qr_design: input.qr ? JSON.stringify(input.qr) : null,
        utm: input.utm && Object.keys(input.utm).length > 0 ? JSON.stringify(input.utm) : null,
        created_at: now,
        updated_at: now,
      },
      input.slug ?? null,
    );
    if (input.tags?.length) await setLinkTags(trx, actor.userId, link.id, input.tags);
    await emitLinkEvent(trx, actor.userId, 'link.created', () => resourceOf(ctx, link, trx));
    return link;
  });
  await ctx.cache.evict(row.slug);
  return resourceOf(ctx, row);
}

/** Creates up to 100 links; each row succeeds or fails on its own. */
export async function bulkCreateLinks(ctx: LinksContext, actor: Actor, body: BulkEnvelope) {
  if (!actor.entitlements.bulk_create) {
    throw new PlanFeatureError('Bulk creation requires the Business plan');
  }
  const items = body.links;
  const max = Math.min(BULK_MAX, actor.entitlements.bulk_create_max || BULK_MAX);
  if (items.length > max) throw ValidationError.field('links', `must list at most ${max} items`);

  const created: LinkResource[] = [];
  const failed: Array<{ index: number; error: string; code: ErrorCode }> = [];
  for (const [index, item] of items.entries()) {
    try {
      created.push(await createLink(ctx, actor, readLinkCreateBody(item)));
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 422) throw error;
      failed.push({ index, error: error.message, code: error.code });
    }
  }
  return { created, failed };
}

/**
 * Link input from a caller whose route did not validate it (a bulk row, the home page's form),
 * checked against the same schema as a single create.
 */
export function readLinkCreateBody(item: unknown): LinkCreateBody {
  const errors = checkCreateBody(item);
  if (errors === null) return item as LinkCreateBody;
  // A row that is not even an object is named as the row, not as a field of it.
  if (errors.body) throw new InvalidBodyError('The row must be a JSON object', errors);
  throw ValidationError.fromFields(errors);
}

export async function resourceOf(ctx: LinksContext, row: LinkRow, db: Db = ctx.store.db): Promise<LinkResource> {
  const tags = await tagsOfLinks(db, [row.id]);
  return toLinkResource(row, tags.get(row.id) ?? [], ctx.baseUrl);
}

export type { LinkInput };
