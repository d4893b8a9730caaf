import { escapeHtml } from '../html/html.js';

/** What every message names: the service and where it lives. */
export interface MailBrand {
  /** The service's name, as pages show it. */
  name: string;
  baseUrl: string;
}

export interface MailParts {
  subject: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** One call to action, shown as a link in both bodies. */
  action?: { label: string; url: string };
  /** A closing line in small print (why the mail came, what to do when unexpected). */
  footnote?: string;
}

/** A plain-text body and a simple HTML body (every value escaped) from the same parts. */
export function composeMail(brand: MailBrand, parts: MailParts): { subject: string; text: string; html: string } {
  const lines = [...parts.paragraphs];
  if (parts.action) lines.push(`${parts.action.label}:\n${parts.action.url}`);
  if (parts.footnote) lines.push(parts.footnote);
  lines.push(`-- \n${brand.name}\n${brand.baseUrl}`);
  const p = (text: string, style = '') => `<p style="margin:0 0 16px${style}">${escapeHtml(text)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">',
    ...parts.paragraphs.map((text) => p(text)),
    parts.action
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(parts.action.url)}" style="color:#4338ca">${escapeHtml(parts.action.label)}</a></p>` +
        p(`Or paste this address into your browser: ${parts.action.url}`, ';font-size:13px;color:#6b7280;word-break:break-all')
      : '',
    parts.footnote ? p(parts.footnote, ';font-size:13px;color:#6b7280') : '',
    `<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(brand.name)} · <a href="${escapeHtml(brand.baseUrl)}" style="color:#6b7280">${escapeHtml(brand.baseUrl)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: parts.subject, text: lines.join('\n\n'), html };
}
