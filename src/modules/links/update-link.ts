import { hashPassword } from '../../platform/crypto/passwords.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import type { LinkTable } from '../../platform/db/tables.js';
import { SlugTakenError, StateError, ValidationError } from '../../platform/http/errors.js';
import { folderBelongsTo, setLinkTags } from '../organize/index.js';
import { getLinkRowOrThrow } from './get-link.js';
import { emitLinkUpdated } from './link-events.js';
import { type LinkStatus, linkKey } from './link.js';
import { type Actor, type LinksContext, ownHostOf, resourceOf } from './links.context.js';
import { applyUtm, checkLinkInput, type Utm, withoutUtm } from './links.input.js';
import type { LinkUpdateBody } from './links.input.schema.js';
import type { LinkResource } from './links.mapper.js';
import { type LinkRow, lockLinkRow, updateLinkRow } from './links.repository.js';
import { checkLinkQrDecodes } from './links.qr-check.js';
import { checkEntitlements, hostFor, scanField } from './links.rules.js';
import { scanSmartInput } from './smart.store.js';
import type { Updateable } from 'kysely';

/** Applies any subset of link input (plus slug); a new destination is rescanned. */
export async function updateLink(ctx: LinksContext, actor: Actor, id: number, body: LinkUpdateBody): Promise<LinkResource> {
  const input = checkLinkInput(body);
  const current = await getLinkRowOrThrow(ctx.store.db, actor, id);
  const utm = input.utm === undefined ? (current.utm ? (JSON.parse(current.utm) as Utm) : null) : input.utm;
  // utm lives in the destination's query, so a utm edit is a destination edit (plan-gated too).
  const given = input.destination_url ?? current.destination_url;
  const nextDestination =
    input.destination_url === undefined && input.utm === undefined ? current.destination_url : applyUtm(input.utm === undefined ? given : withoutUtm(given), utm);
  const destinationChanged = nextDestination !== current.destination_url;
  checkEntitlements(input, actor.entitlements, destinationChanged ? ['edit_destination'] : []);
  if (input.folder_id && !(await folderBelongsTo(ctx.store.db, input.folder_id, actor.workspaceId))) {
    throw ValidationError.field('folder_id', 'folder_id must be the id of one of your folders');
  }

  const changes: Updateable<LinkTable> = { updated_at: new Date().toISOString() };
  let status = current.status as LinkStatus;
  if (destinationChanged) {
    // A block (a scan's or an operator's) is final: the same link must not come back with a
    // tweaked URL. Titles, tags and the like can still change.
    if (status === 'blocked') throw new StateError('This link was blocked as unsafe; its destination cannot change. Create a new link instead.');
    const scanned = await scanField(ctx.scanner, nextDestination, 'destination_url', true);
    changes.destination_url = scanned.url;
    if (scanned.blocked) status = 'blocked';
    else if (scanned.needsReview) status = 'pending_review';
    else if (status === 'pending_review') status = 'active';
  }
  if (input.fallback_url) {
    const scanned = await scanField(ctx.scanner, input.fallback_url, 'fallback_url');
    changes.fallback_url = scanned.url;
    if (scanned.needsReview) status = 'pending_review';
  } else if (input.fallback_url === null) changes.fallback_url = null;

  const smart = await scanSmartInput(ctx.scanner, input);
  if (smart.routingChanged && status === 'blocked') throw new StateError('This link was blocked as unsafe; its destinations cannot change. Create a new link instead.');
  Object.assign(changes, smart.columns);
  // Ending an A/B test keeps its variants for analytics to name.
  if (input.variants === null && current.variants !== null) changes.ended_variants = current.variants;
  if (smart.needsReview) status = 'pending_review';
  // A new destination is checked in the health job's next round (ADR 0811).
  if (destinationChanged || input.fallback_url !== undefined || smart.routingChanged) changes.health_due_at = null;

  for (const field of ['slug', 'title', 'description', 'notes', 'redirect_type', 'folder_id', 'expires_at', 'click_limit'] as const) {
    if (input[field] !== undefined) Object.assign(changes, { [field]: input[field] });
  }
  if (input.utm !== undefined) changes.utm = utm && Object.keys(utm).length > 0 ? JSON.stringify(utm) : null;
  if (input.qr !== undefined) changes.qr_design = input.qr ? JSON.stringify(input.qr) : null;
  if (input.password !== undefined) changes.password_hash = input.password ? await hashPassword(input.password) : null;
  // A move to another domain: the slug must be free there (the unique index says so below).
  const host = await hostFor(ctx.store.db, actor.workspaceId, input.domain, ownHostOf(ctx));
  if (host !== undefined) changes.host = host;
  if (input.indexable !== undefined) changes.indexable = input.indexable ? 1 : 0;
  status = reviveIfRenewed(status, current, input.expires_at, input.click_limit);
  // Written only when this edit moves it, so a concurrent disable or sweep is not undone.
  if (status !== current.status) changes.status = status;

  const row = await ctx.store.db
    .transaction()
    .execute(async (trx) => {
      // The row as this transaction sees it, so the event's from/to values are exact.
      const before = await resourceOf(ctx, await lockLinkRow(trx, ctx.store.dialect, id), trx);
      const updated = await updateLinkRow(trx, id, changes);
      // A new design, or a new short URL under a saved one, must still decode.
      if (input.qr !== undefined || changes.slug !== undefined || changes.host !== undefined) await checkLinkQrDecodes(trx, updated, ctx.baseUrl);
      if (input.tags !== undefined) await setLinkTags(trx, actor.workspaceId, id, input.tags);
      await emitLinkUpdated(trx, actor, before, updated, () => resourceOf(ctx, updated, trx));
      return updated;
    })
    .catch((error: unknown) => {
      // The UNIQUE index on slug settles races between two renames.
      throw isUniqueViolation(error) ? new SlugTakenError() : error;
    });
  await ctx.cache.evict(linkKey(current.host, current.slug));
  if (row.slug !== current.slug || row.host !== current.host) await ctx.cache.evict(linkKey(row.host, row.slug));
  return resourceOf(ctx, row);
}

/** An expired or exhausted link whose expiry or limit was lifted redirects again. */
function reviveIfRenewed(status: LinkStatus, current: LinkRow, expiresAt: string | null | undefined, clickLimit: number | null | undefined): LinkStatus {
  if (status === 'expired' && expiresAt !== undefined) return 'active';
  if (status === 'exhausted' && clickLimit !== undefined && (clickLimit === null || clickLimit > current.served_clicks)) return 'active';
  return status;
}
