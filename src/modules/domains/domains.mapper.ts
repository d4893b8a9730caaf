import type { DnsRecord } from './dns-records.js';
import type { DomainRow } from './domains.repository.js';
import { TXT_PREFIX, WELL_KNOWN_PATH } from './verification.js';

/** The Domain resource; `token` while the domain is pending, `dns_records` as the caller looked them up. */
export function toDomainResource(row: DomainRow, token: string | null, dnsRecords: DnsRecord[]) {
  return {
    id: Number(row.id),
    hostname: row.hostname,
    status: row.status,
    enabled: row.enabled === 1,
    default: row.is_default === 1,
    verified_at: row.verified_at,
    last_checked_at: row.last_checked_at,
    next_check_at: row.status === 'pending' ? row.next_check_at : null,
    last_check_error: row.last_check_error,
    verification: { txt_name: `${TXT_PREFIX}${row.hostname}`, http_url: `http://${row.hostname}${WELL_KNOWN_PATH}`, token },
    dns_records: dnsRecords,
    root_url: row.root_url,
    not_found_url: row.not_found_url,
    expired_url: row.expired_url,
    apple_app_site_association: row.apple_app_site_association ? (JSON.parse(row.apple_app_site_association) as Record<string, unknown>) : null,
    assetlinks: row.assetlinks ? (JSON.parse(row.assetlinks) as unknown[]) : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export type DomainResource = ReturnType<typeof toDomainResource>;
