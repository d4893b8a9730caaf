import { html, type SafeHtml } from '../../../platform/html/html.js';
import type { DnsRecord, DomainResource } from '../../domains/index.js';
import { copyButton } from '../ui/components.js';

const PURPOSE: Record<DnsRecord['purpose'], string> = { verify: 'Proves the domain is yours', route: 'Sends visitors to this service' };

/** A name or value with its copy button. */
function copyable(value: string, label: string): SafeHtml {
  return html`<span class="dns-copy"><code>${value}</code>${copyButton(value, `Copy ${label}`)}</span>`;
}

function recordItem(domain: DomainResource, record: DnsRecord): SafeHtml {
  const key = `${record.type}-${record.purpose}`;
  const value =
    record.value === null
      ? html`<span class="muted">not kept for tokens issued before this page showed them. <button class="btn btn-secondary btn-sm" type="button" data-domain-action="token">Get a new value</button></span>`
      : copyable(record.value, `${record.type} value for ${domain.hostname}`);
  return html`<li class="dns-record" data-record="${key}"><div class="dns-record-head"><span class="badge plain">${record.type}</span> <span class="small">${PURPOSE[record.purpose]}</span>
<span class="badge status-disabled" data-record-status>Not checked</span></div>
<dl class="small"><dt>Name</dt><dd>${copyable(record.relative_name, `${record.type} name for ${domain.hostname}`)} <span class="muted">in the zone, or in full:</span> ${copyable(record.name, `full ${record.type} name for ${domain.hostname}`)}</dd>
<dt>Value</dt><dd>${value}</dd></dl></li>`;
}

/** The records a domain's owner publishes, each with a status the page's script looks up. */
export function dnsRecordsOf(domain: DomainResource): SafeHtml {
  const routes = domain.dns_records.some((record) => record.purpose === 'route');
  return html`<ul class="dns-records" aria-label="DNS records for ${domain.hostname}">${domain.dns_records.map((record) => recordItem(domain, record))}</ul>
${routes ? '' : html`<p class="hint">Also point the domain at this server: its operator knows the address (this server sets no <code>PUBLIC_IPV4</code>, <code>PUBLIC_IPV6</code> or <code>CNAME_TARGET</code>).</p>`}`;
}
