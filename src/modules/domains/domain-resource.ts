import type { DomainRow } from './domains.repository.js';
import { type DomainResource, toDomainResource } from './domains.mapper.js';
import { type DnsTarget, expectedRecords, type RecordChecker } from './dns-records.js';

/** What building a Domain resource needs: where domains point, and a way to look records up. */
export interface DomainRecordsContext {
  dnsTarget: DnsTarget;
  checkRecords: RecordChecker;
}

/**
 * A domain as the API shows it: its token and TXT record while pending (ADR 0621), the record
 * that points it here, each record's status looked up now when `live` (else `unchecked`).
 */
export async function domainResourceOf(ctx: DomainRecordsContext, row: DomainRow, live = false): Promise<DomainResource> {
  const pending = row.status === 'pending';
  const token = pending ? row.verify_token : null;
  const expected = await expectedRecords(row.hostname, pending, token, ctx.dnsTarget);
  return toDomainResource(row, token, live ? await ctx.checkRecords(expected) : expected);
}
