import { Resolver } from 'node:dns/promises';
import { TXT_PREFIX, TXT_VALUE_PREFIX } from './verification.js';

/** Where branded domains point: PUBLIC_IPV4, PUBLIC_IPV6, CNAME_TARGET (each may be unset). */
export interface DnsTarget {
  ipv4: string | null;
  ipv6: string | null;
  cname: string | null;
}

/** `ok`: DNS holds the value; `missing`: no such record; `wrong`: records with other values; `unknown`: DNS did not answer; `unchecked`: not looked up in this answer. */
export const RECORD_STATUSES = ['ok', 'missing', 'wrong', 'unknown', 'unchecked'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** One record a domain's owner publishes, and what DNS says of it. */
export interface DnsRecord {
  type: 'TXT' | 'A' | 'AAAA' | 'CNAME';
  /** `verify`: proves control (until verified); `route`: sends visitors to this service. */
  purpose: 'verify' | 'route';
  name: string;
  /** The name inside its DNS zone, as most providers' forms ask for it (`@` for the zone itself). */
  relative_name: string;
  /** Null for a TXT record whose token was issued before tokens were kept: issue a new one. */
  value: string | null;
  status: RecordStatus;
  /** What DNS holds at that name and type now (empty when unchecked or missing). */
  found: string[];
}

/** The records a domain needs: its TXT proof while pending, and the record that points it here. */
export async function expectedRecords(hostname: string, pending: boolean, token: string | null, target: DnsTarget): Promise<DnsRecord[]> {
  // Loaded on first use, like the host name checks: the list costs memory.
  const { parse } = await import('tldts');
  const zone = parse(hostname, { allowPrivateDomains: true }).domain ?? hostname;
  const relative = (name: string) => (name === zone ? '@' : name.slice(0, -(zone.length + 1)));
  const record = (type: DnsRecord['type'], purpose: DnsRecord['purpose'], name: string, value: string | null): DnsRecord => ({ type, purpose, name, relative_name: relative(name), value, status: 'unchecked', found: [] });
  const records: DnsRecord[] = [];
  if (pending) records.push(record('TXT', 'verify', `${TXT_PREFIX}${hostname}`, token === null ? null : `${TXT_VALUE_PREFIX}${token}`));
  // A zone's own name cannot hold a CNAME beside its other records: addresses there when there are any.
  const addresses = target.ipv4 !== null || target.ipv6 !== null;
  if (target.cname !== null && !(zone === hostname && addresses)) records.push(record('CNAME', 'route', hostname, target.cname));
  else {
    if (target.ipv4 !== null) records.push(record('A', 'route', hostname, target.ipv4));
    if (target.ipv6 !== null) records.push(record('AAAA', 'route', hostname, target.ipv6));
  }
  return records;
}

/** Looks each record up as it stands now and says whether it holds the value. */
export type RecordChecker = (records: DnsRecord[]) => Promise<DnsRecord[]>;

export function createRecordChecker(options: { dnsServers: readonly string[]; timeoutMs?: number }): RecordChecker {
  // One try, short: the answer is a hint on a page, and the page waits for it.
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 2_000, tries: 1 });
  if (options.dnsServers.length > 0) resolver.setServers([...options.dnsServers]);
  const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

  const lookup = async (type: DnsRecord['type'], name: string): Promise<string[] | null> => {
    try {
      if (type === 'TXT') return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
      if (type === 'A') return await resolver.resolve4(name);
      if (type === 'AAAA') return await resolver.resolve6(name);
      return (await resolver.resolveCname(name)).map(bare);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return code === 'ENOTFOUND' || code === 'ENODATA' ? [] : null;
    }
  };

  return (records) =>
    Promise.all(
      records.map(async (record): Promise<DnsRecord> => {
        const found = await lookup(record.type, record.name);
        if (found === null || (found.length > 0 && record.value === null)) return { ...record, status: 'unknown', found: found ?? [] };
        const wanted = record.type === 'TXT' ? record.value : bare(record.value ?? '');
        const status = found.length === 0 ? 'missing' : found.some((value) => (record.type === 'TXT' ? value.trim() : bare(value)) === wanted) ? 'ok' : 'wrong';
        return { ...record, status, found };
      }),
    );
}
