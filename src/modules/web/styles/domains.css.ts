// The DNS records of a branded domain on the account page.
export const DOMAINS_CSS = `
tr[data-domain-id] .hint{display:block}
.dns-records{list-style:none;margin:.6rem 0 0;padding:0;display:grid;gap:.5rem}
.dns-record{border:1px solid var(--border);border-radius:var(--radius-sm);padding:.5rem .7rem;background:var(--surface-2)}
.dns-record-head{display:flex;flex-wrap:wrap;align-items:center;gap:.4rem}
.dns-record-head [data-record-status]{margin-left:auto}
.dns-record dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.2rem .6rem;margin:.4rem 0 0}
.dns-record dt{color:var(--muted)}
.dns-record dd{margin:0;min-width:0}
.dns-copy{display:inline-flex;align-items:center;gap:.1rem;max-width:100%}
.dns-copy code{overflow-wrap:anywhere}
`;
