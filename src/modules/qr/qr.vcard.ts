/** Fields of a contact card; empty strings are left out. */
export interface VcardFields {
  name: string;
  org: string;
  title: string;
  phone: string;
  email: string;
  url: string;
}

const CRLF = '\r\n';
// RFC 2425 5.8.1: content lines longer than 75 octets are folded.
const MAX_LINE_OCTETS = 75;

/** A vCard 3.0 (RFC 2426) with CRLF line ends, escaped text values and folded long lines. */
export function buildVcard(fields: VcardFields): string {
  const name = fields.name.trim().replace(/\s+/g, ' ');
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${buildStructuredName(name)}`, `FN:${escapeVcardText(name)}`];
  if (fields.org) lines.push(`ORG:${escapeVcardText(fields.org)}`);
  if (fields.title) lines.push(`TITLE:${escapeVcardText(fields.title)}`);
  if (fields.phone) lines.push(`TEL:${fields.phone}`);
  if (fields.email) lines.push(`EMAIL:${escapeVcardText(fields.email)}`);
  // URL is a uri value in vCard 3.0, not text: it takes no backslash escaping.
  if (fields.url) lines.push(`URL:${fields.url}`);
  lines.push('END:VCARD');
  return lines.map((line) => foldVcardLine(line) + CRLF).join('');
}

/** Escapes a vCard 3.0 text value: backslash, comma, semicolon and line breaks. */
export function escapeVcardText(value: string): string {
  return value.replace(/[\\,;]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into chunks of at most 75 octets, never splitting a UTF-8 character. */
export function foldVcardLine(line: string): string {
  if (Buffer.byteLength(line) <= MAX_LINE_OCTETS) return line;
  const chunks: string[] = [];
  let chunk = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > MAX_LINE_OCTETS) {
      chunks.push(chunk);
      // The continuation line's leading space counts toward its 75 octets.
      chunk = ' ';
      octets = 1;
    }
    chunk += char;
    octets += size;
  }
  chunks.push(chunk);
  return chunks.join(CRLF);
}

// "Jane Q. Doe" gives family "Doe", given "Jane Q."; a single word is taken as the family name.
function buildStructuredName(name: string): string {
  const cut = name.lastIndexOf(' ');
  const family = cut === -1 ? name : name.slice(cut + 1);
  const given = cut === -1 ? '' : name.slice(0, cut);
  return `${escapeVcardText(family)};${escapeVcardText(given)};;;`;
}
