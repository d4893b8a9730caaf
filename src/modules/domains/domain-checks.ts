import { isUniqueViolation } from '../../platform/db/errors.js';
import { DomainTakenError } from '../../platform/http/errors.js';
import { type DomainRow, findDueDomains, updateDomainRow } from './domains.repository.js';
import type { DomainResource } from './domains.mapper.js';
import { domainResourceOf } from './domain-resource.js';
import { type DomainsContext, getDomainRowOrThrow } from './domains.service.js';

/** Back-off of the background check: 1, 2, 4 ... minutes, at most 6 hours apart. */
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;
const BATCH = 50;

/** Checks a domain now, at its owner's request; the answer says where it and each of its records stand. */
export async function verifyDomainNow(ctx: DomainsContext, workspaceId: number, id: number): Promise<DomainResource> {
  const row = await getDomainRowOrThrow(ctx, workspaceId, id);
  return domainResourceOf(ctx, row.status === 'verified' ? row : await checkDomain(ctx, row), true);
}

/** The background job's round: every pending domain whose next check is due. */
export async function recheckDueDomains(ctx: DomainsContext): Promise<number> {
  const due = await findDueDomains(ctx.store.db, new Date().toISOString(), BATCH);
  for (const row of due) {
    await checkDomain(ctx, row).catch((error: unknown) => {
      // Another account won the name meanwhile: this one stays pending, told why.
      if (!(error instanceof DomainTakenError)) throw error;
    });
  }
  return due.length;
}

async function checkDomain(ctx: DomainsContext, row: DomainRow): Promise<DomainRow> {
  const outcome = await ctx.checker(row.hostname, row.verify_token_hash);
  const now = new Date();
  if (outcome.verified) {
    const verified = await updateDomainRow(ctx.store.db, Number(row.id), {
      status: 'verified',
      verify_token: null,
      verified_at: now.toISOString(),
      last_checked_at: now.toISOString(),
      next_check_at: null,
      last_check_error: null,
      updated_at: now.toISOString(),
    }).catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      await updateDomainRow(ctx.store.db, Number(row.id), { last_checked_at: now.toISOString(), last_check_error: 'another account has verified this domain', next_check_at: null });
      throw new DomainTakenError();
    });
    await ctx.hosts.changed(row.hostname);
    return verified;
  }
  const failures = row.check_failures + 1;
  return updateDomainRow(ctx.store.db, Number(row.id), {
    last_checked_at: now.toISOString(),
    last_check_error: outcome.error,
    check_failures: failures,
    next_check_at: new Date(now.getTime() + Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(failures - 1, 20))).toISOString(),
  });
}
