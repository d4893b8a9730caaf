import type { Insertable, Transaction } from 'kysely';
import type { Database, LinkTable } from '../../platform/db/tables.js';
import { linkKey } from './link.js';
import type { LinkRow } from './links.repository.js';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { InvalidBodyError, QuotaReachedError, ValidationError } from '../../platform/http/errors.js';
import { bodyChecker } from '../../platform/http/validation.js';
import { ensureEmailVerified, takeLinkQuota } from '../accounts/index.js';
import { defaultDomainOf } from '../domains/index.js';
import { folderBelongsTo, setLinkTags } from '../organize/index.js';
import { emitLinkEvent } from './link-events.js';
import { type Actor, type LinksContext, ownHostOf, resourceOf } from './links.context.js';
import { applyUtm, checkLinkInput, withoutNulls } from './links.input.js';
import { LinkCreateBody } from './links.input.schema.js';
import type { LinkResource } from './links.mapper.js';
import { checkLinkQrDecodes } from './links.qr-check.js';
import { checkEntitlements, hostFor, scanField } from './links.rules.js';
import { insertLinkWithSlug, type OnSlugTaken } from './slugs.js';
import { scanSmartInput } from './smart.store.js';

const checkCreateBody = bodyChecker(LinkCreateBody);

/** What an import adds to a single create (ADR 0403); a plain create passes none. */
export interface CreateLinkOptions {
  /** The source's own id of the link: a second import of it is refused (`SourceKeyTakenError`). */
  sourceKey?: string;
  importId?: number;
  /** The source's creation time, kept instead of now. */
  createdAt?: string;
  onSlugTaken?: OnSlugTaken;
}

/** A link checked, scanned and ready to write: everything of a create but the transaction. */
export interface PreparedLink {
  values: Omit<Insertable<LinkTable>, 'slug'>;
  slug: string | null;
  tags: string[];
  onSlugTaken?: OnSlugTaken;
}

/** Validation, plan gates, folder ownership and the safety scan of a create; writes nothing. */
export async function prepareLink(ctx: LinksContext, actor: Actor, body: LinkCreateBody, options: CreateLinkOptions = {}): Promise<PreparedLink> {
  if (ctx.requireEmailVerification) await ensureEmailVerified(ctx.store.db, actor.userId);
  const input = checkLinkInput(withoutNulls(body));
  checkEntitlements(input, actor.entitlements);
  if (input.folder_id && !(await folderBelongsTo(ctx.store.db, input.folder_id, actor.workspaceId))) {
    throw ValidationError.field('folder_id', 'folder_id must be the id of one of your folders');
  }
  const destination = await scanField(ctx.scanner, applyUtm(input.destination_url!, input.utm), 'destination_url');
  const fallback = input.fallback_url ? await scanField(ctx.scanner, input.fallback_url, 'fallback_url') : null;
  const smart = await scanSmartInput(ctx.scanner, input);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  // Without a domain named, the account's default domain (if it has one) takes the link.
  const host = input.domain === undefined ? await defaultDomainOf(ctx.store.db, actor.workspaceId) : ((await hostFor(ctx.store.db, actor.workspaceId, input.domain, ownHostOf(ctx))) ?? null);
  const now = new Date().toISOString();
  const values = {
    workspace_id: actor.workspaceId,
    host,
    indexable: input.indexable ? 1 : 0,
    destination_url: destination.url,
    title: input.title ?? null,
    description: input.description ?? null,
    notes: input.notes ?? null,
    status: destination.needsReview || fallback?.needsReview || smart.needsReview ? 'pending_review' : 'active',
    redirect_type: input.redirect_type ?? 302,
    folder_id: input.folder_id ?? null,
    expires_at: input.expires_at ?? null,
    fallback_url: fallback?.url ?? null,
    click_limit: input.click_limit ?? null,
    password_hash: passwordHash,
    qr_design: input.qr ? JSON.stringify(input.qr) : null,
    utm: input.utm && Object.keys(input.utm).length > 0 ? JSON.stringify(input.utm) : null,
    created_at: options.createdAt ?? now,
    updated_at: now,
    source_key: options.sourceKey ?? null,
    import_id: options.importId ?? null,
    ...smart.columns,
    // On by default for new links, as Shlink does.
    forward_query: input.forward_query === false ? 0 : 1,
  };
  return { values, slug: input.slug ?? null, tags: input.tags ?? [], ...(options.onSlugTaken ? { onSlugTaken: options.onSlugTaken } : {}) };
}

/** Writes a prepared link inside the caller's transaction: the monthly quota, the row, its tags, `link.created`. */
export async function writeLink(ctx: LinksContext, trx: Transaction<Database>, actor: Actor, link: PreparedLink): Promise<LinkRow> {
  if (!(await takeLinkQuota(trx, actor.workspaceId, actor.entitlements.links_per_month))) {
    throw new QuotaReachedError(`Monthly link quota reached (${actor.entitlements.links_per_month} links); upgrade your plan or wait for next month`);
  }
  const row = await insertLinkWithSlug(trx, link.values, link.slug, link.onSlugTaken);
  if (link.tags.length > 0) await setLinkTags(trx, actor.workspaceId, row.id, link.tags);
  await checkLinkQrDecodes(trx, row, ctx.baseUrl);
  await emitLinkEvent(trx, actor, 'link.created', () => resourceOf(ctx, row, trx));
  return row;
}

/** Creates one link from link input: validation, plan gates, ownership, safety scan, quota. */
export async function createLink(ctx: LinksContext, actor: Actor, body: LinkCreateBody, options: CreateLinkOptions = {}): Promise<LinkResource> {
  const prepared = await prepareLink(ctx, actor, body, options);
  const row = await ctx.store.db.transaction().execute((trx) => writeLink(ctx, trx, actor, prepared));
  await ctx.cache.evict(linkKey(row.host, row.slug));
  return resourceOf(ctx, row);
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
