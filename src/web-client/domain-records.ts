// Each DNS record of a branded domain says whether DNS holds it yet, looked up when the page opens.
import { $, $$, api } from './core.js';

export interface RecordState {
  type: string;
  purpose: string;
  value: string | null;
  status: 'ok' | 'missing' | 'wrong' | 'unknown' | 'unchecked';
  found: string[];
}

const CLASSES: Record<RecordState['status'], string> = { ok: 'status-active', missing: 'status-pending_review', wrong: 'status-blocked', unknown: 'status-disabled', unchecked: 'status-disabled' };

function wordsOf(record: RecordState): string {
  switch (record.status) {
    case 'ok':
      return 'Found';
    case 'missing':
      return 'Not found yet';
    case 'wrong':
      return record.type === 'TXT' ? 'Holds another value' : `Points elsewhere: ${record.found.join(', ')}`;
    case 'unknown':
      return 'DNS did not answer; try again later';
    default:
      return 'Not checked';
  }
}

/** Puts each record's status next to it in the domain's row. */
export function showRecordStatuses(row: HTMLElement, records: RecordState[]): void {
  for (const record of records) {
    const badge = $(`[data-record="${record.type}-${record.purpose}"] [data-record-status]`, row);
    if (!badge) continue;
    badge.className = `badge ${CLASSES[record.status]}`;
    badge.textContent = wordsOf(record);
  }
}

/** Looks up the records of every domain listed. */
export async function checkListedRecords(): Promise<void> {
  await Promise.all(
    $$('tr[data-domain-id]').map(async (row) => {
      if (!$('[data-record]', row)) return;
      for (const badge of $$('[data-record-status]', row)) badge.textContent = 'Checking…';
      const { data } = await api<{ data: { dns_records: RecordState[] } }>('GET', `/app/api/domains/${row.dataset.domainId}`).catch(() => ({ data: { dns_records: [] } }));
      showRecordStatuses(row, data.dns_records);
    }),
  );
}

/** What a person pasted for a domain, reduced to its host name as the server reads it. */
export function hostnameFromInput(raw: string): string {
  return raw
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#][^]*$/, '')
    .toLowerCase()
    .replace(/\.$/, '');
}
