import { randomToken, sha256 } from '../../platform/crypto/tokens.js';
import type { LinkEvictor } from '../../platform/cache/invalidation.js';
import type { Db, Store } from '../../platform/db/db.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { type AuditActor, recordAudit } from '../../platform/events/audit.js';
import { storedHostname } from '../../platform/text/hostnames.js';
import { nestsDeeperThan } from '../../platform/text/json-depth.js';
import { DestinationRejectedError, DomainTakenError, NameTakenError, NotFoundError, PlanFeatureError, PlanLimitError, StateError, ValidationError } from '../../platform/http/errors.js';
import { countDomainsForAdd, countDomainsOf, type Entitlements } from '../accounts/index.js';
import { isMalformed, type SafetyScanner } from '../safety/index.js';
import { clearDefaultDomain, deleteDomainRow, type DomainRow, findDefaultDomain, findLiveSlugsOn, findOwnedDomain, findOwnVerifiedDomain, findVerifiedDomain, insertDomainRow, listDomainRows, moveLinksToOwnHost, updateDomainRow } from './domains.repository.js';
import type { DomainResource } from './domains.mapper.js';
import { type DomainRecordsContext, domainResourceOf } from './domain-resource.js';
import { hostnameFromInput } from './typed-hostname.js';
import { type DomainCreateBody, type DomainUpdateBody, MAX_WELL_KNOWN_BYTES, MAX_WELL_KNOWN_DEPTH } from './domains.schemas.js';
import { checkHostname } from './hostname.js';
import type { HostDirectory } from './host-directory.js';
import type { DomainChecker } from './verification.js';

/** What domain services need from the app. */
export interface DomainsContext extends DomainRecordsContext {
  store: Store;
  scanner: SafetyScanner;
  checker: DomainChecker;
  /** The BASE_URL host: the default domain, never added as a branded one. */
  ownHost: string;
  /** Routing's view of the domains, told of every change. */
  hosts: Pick<HostDirectory, 'changed'>;
  /** The redirect cache, for links moved off a removed domain. */
  cache: LinkEvictor;
}

/** Who adds a domain: the workspace (its plan's entitlements) and, for the audit log, the person. */
export interface DomainOwner extends AuditActor {
  entitlements: Entitlements;
}

/** A domain's fields as the audit log records them (the verification token never). */
function auditedDomain(row: DomainRow): Record<string, unknown> {
  return {
    hostname: row.hostname, status: row.status, enabled: row.enabled === 1, default: row.is_default === 1,
    root_url: row.root_url, not_found_url: row.not_found_url, expired_url: row.expired_url,
    apple_app_site_association: row.apple_app_site_association, assetlinks: row.assetlinks,
  };
}

/** The first background check of a new domain: soon, as its owner is adding the record now. */
const FIRST_CHECK_MS = 60_000;

export async function listDomains(ctx: DomainsContext, workspaceId: number): Promise<DomainResource[]> {
  return Promise.all((await listDomainRows(ctx.store.db, workspaceId)).map((row) => domainResourceOf(ctx, row)));
}

export async function getDomainRowOrThrow(ctx: DomainsContext, workspaceId: number, id: number): Promise<DomainRow> {
  const row = await findOwnedDomain(ctx.store.db, workspaceId, id);
  if (!row) throw new NotFoundError('Domain not found');
  return row;
}

/** One domain, each of its DNS records looked up now. */
export async function getDomain(ctx: DomainsContext, workspaceId: number, id: number): Promise<DomainResource> {
  return domainResourceOf(ctx, await getDomainRowOrThrow(ctx, workspaceId, id), true);
}

const ALREADY_ADDED = 'You have already added this domain';

/** Adds a domain, pending until its owner proves control; a pasted URL counts for its host name. */
export async function addDomain(ctx: DomainsContext, owner: DomainOwner, body: DomainCreateBody): Promise<DomainResource> {
  const allowed = owner.entitlements.domains;
  if (allowed === 0) throw new PlanFeatureError('Branded domains require the Pro plan or above');
  const overLimit = () => new PlanLimitError(`Your plan allows ${allowed} domains; remove one or upgrade`);
  // A quick answer before the checks below; the count that decides is taken again under lock.
  if (allowed !== null && (await countDomainsOf(ctx.store.db, owner.workspaceId)) >= allowed) throw overLimit();
  const hostname = await checkHostname(hostnameFromInput(body.hostname), ctx.ownHost);
  const scan = await ctx.scanner.scanUrl(`https://${hostname}/`);
  if (scan.verdict === 'unsafe') throw new DestinationRejectedError('hostname', scan.message.replace(/^URL/, 'The domain'), false);
  const verified = await findVerifiedDomain(ctx.store.db, hostname);
  if (verified && verified.workspace_id === owner.workspaceId) throw new NameTakenError(ALREADY_ADDED, 'hostname');
  if (verified) throw new DomainTakenError();
  const fallbacks = await scanFallbacks(ctx, body);
  const token = randomToken(24);
  const now = new Date();
  const row = await ctx.store.db
    .transaction()
    .execute(async (trx) => {
      // Counted and inserted as one step, so concurrent adds can't overshoot the plan.
      if (allowed !== null && (await countDomainsForAdd(trx, ctx.store.dialect, owner.workspaceId)) >= allowed) throw overLimit();
      const added = await insertDomainRow(trx, {
        workspace_id: owner.workspaceId,
        hostname,
        status: 'pending',
        verify_token_hash: sha256(token),
        verify_token: token,
        next_check_at: new Date(now.getTime() + FIRST_CHECK_MS).toISOString(),
        root_url: fallbacks.root_url ?? null,
        not_found_url: fallbacks.not_found_url ?? null,
        expired_url: fallbacks.expired_url ?? null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      await recordAudit(trx, owner, { action: 'domain.added', targetType: 'domain', targetId: added.id, after: auditedDomain(added) });
      return added;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new NameTakenError(ALREADY_ADDED, 'hostname') : error;
    });
  // From now on the host serves only this domain's links (none until it is verified).
  await ctx.hosts.changed(hostname);
  return domainResourceOf(ctx, row);
}

/**
 * The stored form of a host name the account may put links on (one of its verified domains),
 * or null. Names are compared as stored: lower case, punycode, no trailing dot.
 */
export async function usableDomain(db: Db, workspaceId: number, given: string): Promise<string | null> {
  const hostname = storedHostname(given);
  if (hostname === '') return null;
  return (await findOwnVerifiedDomain(db, workspaceId, hostname))?.hostname ?? null;
}

/** The account's default domain, where its new links go unless they name one; null: the own host. */
export async function defaultDomainOf(db: Db, workspaceId: number): Promise<string | null> {
  return (await findDefaultDomain(db, workspaceId))?.hostname ?? null;
}

/**
 * Changes the fallbacks, switches the domain off and on, or makes it the account's default;
 * absent fields keep their value.
 */
export async function updateDomain(ctx: DomainsContext, actor: AuditActor, id: number, body: DomainUpdateBody): Promise<DomainResource> {
  const { workspaceId } = actor;
  const current = await getDomainRowOrThrow(ctx, workspaceId, id);
  if (body.default === true && current.status !== 'verified') throw ValidationError.field('default', 'only a verified domain can be the default');
  const fallbacks = await scanFallbacks(ctx, body);
  const files = readWellKnownFiles(body);
  const row = await ctx.store.db.transaction().execute(async (trx) => {
    // One default per account: this one replaces the last.
    if (body.default === true) await clearDefaultDomain(trx, workspaceId);
    const updated = await updateDomainRow(trx, id, {
      ...fallbacks,
      ...files,
      ...(body.enabled !== undefined ? { enabled: body.enabled ? 1 : 0 } : {}),
      ...(body.default !== undefined ? { is_default: body.default ? 1 : 0 } : {}),
      updated_at: new Date().toISOString(),
    });
    await recordAudit(trx, actor, { action: 'domain.updated', targetType: 'domain', targetId: id, before: auditedDomain(current), after: auditedDomain(updated) });
    return updated;
  });
  await ctx.hosts.changed(row.hostname);
  return domainResourceOf(ctx, row);
}

/**
 * Removes a domain; its host then serves the service's own links. Refused while links live on
 * it, unless `moveLinks` moves them to the service's own host (all or none: a code taken there
 * refuses the whole move).
 */
export async function deleteDomain(ctx: DomainsContext, actor: AuditActor, id: number, moveLinks = false): Promise<void> {
  const { workspaceId } = actor;
  const row = await getDomainRowOrThrow(ctx, workspaceId, id);
  const slugs = row.status === 'verified' ? await findLiveSlugsOn(ctx.store.db, row.hostname) : [];
  if (slugs.length > 0 && !moveLinks) {
    throw new StateError(`${slugs.length} link${slugs.length === 1 ? ' lives' : 's live'} on ${row.hostname}; move or delete them first, or ask to move them (move_links=true)`);
  }
  await ctx.store.db
    .transaction()
    .execute(async (trx) => {
      if (slugs.length > 0) await moveLinksToOwnHost(trx, row.hostname);
      if (!(await deleteDomainRow(trx, workspaceId, id))) throw new NotFoundError('Domain not found');
      await recordAudit(trx, actor, { action: 'domain.deleted', targetType: 'domain', targetId: id, before: { ...auditedDomain(row), links_moved: slugs.length } });
    })
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      throw new StateError(`Some of the codes on ${row.hostname} are taken on ${ctx.ownHost}; rename or delete those links first`);
    });
  await ctx.hosts.changed(row.hostname);
  await Promise.all(slugs.map((slug) => ctx.cache.evict(`${row.hostname}/${slug}`)));
}

/** A new verification token; the old one stops counting. */
export async function issueDomainToken(ctx: DomainsContext, actor: AuditActor, id: number): Promise<DomainResource> {
  const current = await getDomainRowOrThrow(ctx, actor.workspaceId, id);
  const token = randomToken(24);
  const row = await ctx.store.db.transaction().execute(async (trx) => {
    const updated = await updateDomainRow(trx, id, { verify_token_hash: sha256(token), verify_token: token, updated_at: new Date().toISOString() });
    // Redacted in the log: the entry says a new token was issued, not what it is.
    await recordAudit(trx, actor, { action: 'domain.token_renewed', targetType: 'domain', targetId: id, before: { verify_token: current.verify_token }, after: { verify_token: token } });
    return updated;
  });
  return domainResourceOf(ctx, row);
}

/** The app-association files given, as compact JSON text (null removes one), each size-limited. */
function readWellKnownFiles(body: DomainUpdateBody): { apple_app_site_association?: string | null; assetlinks?: string | null } {
  const out: { apple_app_site_association?: string | null; assetlinks?: string | null } = {};
  for (const field of ['apple_app_site_association', 'assetlinks'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (value !== null && nestsDeeperThan(value, MAX_WELL_KNOWN_DEPTH)) throw ValidationError.field(field, `${field} must nest at most ${MAX_WELL_KNOWN_DEPTH} levels deep`);
    const text = value === null ? null : JSON.stringify(value);
    if (text !== null && Buffer.byteLength(text) > MAX_WELL_KNOWN_BYTES) throw ValidationError.field(field, `${field} must be at most ${MAX_WELL_KNOWN_BYTES} bytes as JSON`);
    out[field] = text;
  }
  return out;
}

type Fallbacks = Pick<DomainCreateBody, 'root_url' | 'not_found_url' | 'expired_url'>;

/** Each fallback named is scanned like any destination; null clears it. */
async function scanFallbacks(ctx: DomainsContext, body: Fallbacks): Promise<Fallbacks> {
  const out: Fallbacks = {};
  for (const field of ['root_url', 'not_found_url', 'expired_url'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (value === null) {
      out[field] = null;
      continue;
    }
    const scan = await ctx.scanner.scanUrl(value.trim());
    if (scan.verdict === 'unsafe') throw new DestinationRejectedError(field, scan.message, isMalformed(scan));
    out[field] = scan.url;
  }
  return out;
}
