import { parseQrQuery } from '../../../../src/modules/qr/qr.params.js';
import type { QrRequest } from '../../../../src/modules/qr/qr.types.js';

export type Query = Record<string, string>;

/** Payloads that stress escaping: every reserved character of each format, line breaks, folding. ASCII only (zbar's XML output re-encodes anything else). */
export const RICH_PAYLOADS: Record<string, Query> = {
  url: { type: 'url', url: 'https://example.com/path/to?q=1&r=two#frag' },
  text: { type: 'text', text: 'Hello, QR!\nSecond line: 100% ok; "quoted" \\ back' },
  email: { type: 'email', to: 'jane.doe+qr@example.com', subject: 'Hello & welcome', body: 'Line one\nLine two: 50% off?' },
  phone: { type: 'phone', phone: '+1 (555) 010-9999' },
  sms: { type: 'sms', phone: '+15550109999', body: 'Meet at 10:30; bring "snacks"' },
  whatsapp: { type: 'whatsapp', phone: '+44 20 7946 0958', text: 'Hi there! Is 5 & 6 ok?' },
  wifi: { type: 'wifi', ssid: 'Cafe;Guest:"5G"\\', password: 'p@ss,word;:"\\x', encryption: 'WPA' },
  vcard: {
    type: 'vcard',
    name: 'Jane Q. Doe',
    org: 'Acme, Inc.; R&D',
    title: 'Head of "Things"\nand of a very long title that needs folding past seventy-five octets',
    phone: '+1 555 010 9999',
    email: 'jane@example.com',
    url: 'example.com/jane',
  },
};

/** The shortest sensible payload of each type: some fit a 64 px image, the rest prove the size floor. */
export const SHORT_PAYLOADS: Record<string, Query> = {
  url: { type: 'url', url: 'a.co' },
  text: { type: 'text', text: 'Hi QR' },
  email: { type: 'email', to: 'a@b.co' },
  phone: { type: 'phone', phone: '112' },
  sms: { type: 'sms', phone: '112' },
  whatsapp: { type: 'whatsapp', phone: '4420794609' },
  wifi: { type: 'wifi', ssid: 'a' },
  vcard: { type: 'vcard', name: 'Al' },
};

const WORDS = 'quick brown fox jumps over the lazy dog while seven wizards box; ';

/** Content at the capacity limit (2331 bytes in byte mode at level M, version 40) and the longest URL. */
export const LONG_PAYLOADS: Record<string, Query> = {
  'text-2331': { type: 'text', text: `${WORDS.repeat(40).slice(0, 2329)}!?` },
  'url-2048': { type: 'url', url: `https://example.com/${'a1b2c3d4'.repeat(300)}`.slice(0, 2048) },
};

/** The rich payloads whose names are listed, to split a slow suite across test files. */
export function pickPayloads(names: readonly string[]): Record<string, Query> {
  return Object.fromEntries(names.map((name) => [name, RICH_PAYLOADS[name] ?? {}]));
}

export const DOT_STYLES = ['square', 'dots', 'rounded'] as const;
export const MARKER_SHAPES = ['square', 'rounded', 'circle'] as const;
export const MARKER_CENTERS = ['square', 'dot'] as const;
export const FORMATS = ['png', 'svg'] as const;

export interface StyleCombo {
  dot_style: string;
  marker_shape: string;
  marker_center: string;
  format: string;
  transparent: string;
}

/** Every combination of dot style, marker shape, marker centre, format and transparency (72). */
export function listStyleCombos(formats: readonly string[] = FORMATS, transparency = ['0', '1']): StyleCombo[] {
  const combos: StyleCombo[] = [];
  for (const dot_style of DOT_STYLES) {
    for (const marker_shape of MARKER_SHAPES) {
      for (const marker_center of MARKER_CENTERS) {
        for (const format of formats) {
          for (const transparent of transparency) combos.push({ dot_style, marker_shape, marker_center, format, transparent });
        }
      }
    }
  }
  return combos;
}

/** Parses a query that the test expects to be valid. */
export function parseValid(query: Query): QrRequest {
  const result = parseQrQuery(query);
  if (!result.ok) throw new Error(`invalid sample ${JSON.stringify(query)}: ${JSON.stringify(result.errors)}`);
  return result.value;
}
