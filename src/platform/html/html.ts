const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** A tagged template whose interpolations are escaped unless wrapped in `raw()`. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += toHtml(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function raw(value: string): SafeHtml {
  return new SafeHtml(value);
}

function toHtml(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(toHtml).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

const STYLE = `body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f6f7f9;color:#1d2330}
main{max-width:34rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin-top:0}code,.url{word-break:break-all;background:#f0f2f5;padding:.15rem .35rem;border-radius:4px}
a.button,button{display:inline-block;background:#2155d6;color:#fff;border:0;border-radius:8px;padding:.6rem 1.1rem;font-size:1rem;text-decoration:none;cursor:pointer}
input{font-size:1rem;padding:.5rem;border:1px solid #b8bfcc;border-radius:6px;width:100%;box-sizing:border-box;margin:.25rem 0 1rem}
label{font-weight:600}.muted{color:#5b6475}.error{color:#b3261e}`;

/** A minimal standalone page (redirect states, preview, claim) with no scripts. */
export function renderPage(title: string, body: SafeHtml): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body.value}</main></body></html>`;
}
