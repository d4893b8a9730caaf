import { describe, expect, it } from 'vitest';
import { bodyChecker, textChecker } from '../../../src/platform/http/validation.js';
import type { QrDesign } from '../../../src/modules/qr/qr.types.js';
import { parseQrQuery, readLinkQrOptions, readQrDesign, toQrDesignJson } from '../../../src/modules/qr/qr.params.js';
import { LinkQrQuery, QrDesignBody } from '../../../src/modules/qr/qr.schemas.js';
import { DEFAULT_DESIGN, type QrRequest } from '../../../src/modules/qr/qr.types.js';

const checkDesign = bodyChecker(QrDesignBody);
const checkLinkQuery = textChecker(LinkQrQuery);

/** A saved design as link input checks it: its schema, then what the schema cannot say. */
function parseQrDesign(input: unknown) {
  const errors = checkDesign(input);
  return errors === null ? readQrDesign(input as QrDesignBody, 'qr.') : { ok: false, errors };
}

/** The per-link code's query as its route checks it. */
function parseLinkQrQuery(raw: Record<string, unknown>) {
  const query = { ...raw };
  const errors = checkLinkQuery(query);
  return errors === null ? { ok: true, value: readLinkQrOptions(query) } : { ok: false, errors };
}

function errorsOf(query: Record<string, unknown>): Record<string, string[]> {
  const result = parseQrQuery(query);
  if (result.ok) throw new Error(`expected errors for ${JSON.stringify(query)}`);
  return result.errors;
}

function requestOf(query: Record<string, unknown>): QrRequest {
  const result = parseQrQuery(query);
  if (!result.ok) throw new Error(`unexpected errors ${JSON.stringify(result.errors)}`);
  return result.value;
}

describe('parseQrQuery: image options', () => {
  it('applies the documented defaults', () => {
    expect(requestOf({ url: 'example.com' })).toEqual({
      payload: { type: 'url', url: 'https://example.com' },
      format: 'png',
      size: 512,
      design: DEFAULT_DESIGN,
      download: false,
    });
  });

  it.each(['url', 'text', 'email', 'phone', 'sms', 'whatsapp', 'wifi', 'vcard'])('accepts type=%s', (type) => {
    const fields = { url: 'a.co', text: 'hi', to: 'a@b.co', phone: '+15551234567', ssid: 'home', name: 'Jo' };
    expect(requestOf({ type, ...fields }).payload.type).toBe(type);
  });

  it.each(['pdf', 'URL', '', 'url ', 'mecard'])('refuses type=%j', (type) => {
    expect(errorsOf({ type, url: 'a.co' })).toEqual({ type: ['must be one of: url, text, email, phone, sms, whatsapp, wifi, vcard'] });
  });

  it('accepts format png and svg, refuses anything else', () => {
    expect(requestOf({ url: 'a.co', format: 'svg' }).format).toBe('svg');
    expect(requestOf({ url: 'a.co', format: 'png' }).format).toBe('png');
    expect(errorsOf({ url: 'a.co', format: 'jpg' })).toEqual({ format: ['must be one of: png, svg'] });
    expect(errorsOf({ url: 'a.co', format: 'SVG' })).toHaveProperty('format');
  });

  it.each([['64', 64], ['2048', 2048], ['300', 300], ['0512', 512]])('accepts size=%s', (size, expected) => {
    expect(requestOf({ url: 'a.co', size }).size).toBe(expected);
  });

  it.each(['12.5', 'abc', '1e3', '63', '2049', '0', '-64', '+64', ' 64', '64 ', '0x40', '', '512px', '99999999999'])(
    'refuses size=%j',
    (size) => {
      expect(errorsOf({ url: 'a.co', size })).toEqual({ size: ['must be an integer from 64 to 2048'] });
    },
  );

  it('takes each enum style field exactly', () => {
    const design = requestOf({ url: 'a.co', dot_style: 'rounded', marker_shape: 'circle', marker_center: 'dot' }).design;
    expect(design).toMatchObject({ dotStyle: 'rounded', markerShape: 'circle', markerCenter: 'dot' });
    expect(errorsOf({ url: 'a.co', dot_style: 'circle', marker_shape: 'dots', marker_center: 'round' })).toEqual({
      dot_style: ['must be one of: square, dots, rounded'],
      marker_shape: ['must be one of: square, rounded, circle'],
      marker_center: ['must be one of: square, dot'],
    });
  });

  it('reads colours with or without #, canonical in lower case, marker colour following the foreground', () => {
    expect(requestOf({ url: 'a.co', foreground: '1A4D8F' }).design).toMatchObject({ foreground: '#1a4d8f', markerColor: '#1a4d8f' });
    expect(requestOf({ url: 'a.co', foreground: '#1a4d8f', marker_color: 'C0392B' }).design).toMatchObject({
      foreground: '#1a4d8f',
      markerColor: '#c0392b',
    });
  });

  it.each(['fff', '#12345g', 'red', '##000000', '0000000', '#00000', '', ' 000000', 'rgb(0,0,0)'])('refuses colour %j', (color) => {
    const message = 'must be a 6-digit hex colour such as 1a2b3c or #1a2b3c';
    expect(errorsOf({ url: 'a.co', foreground: color, marker_color: color })).toEqual({ foreground: [message], marker_color: [message] });
  });

  it('refuses ink too light to scan on white, on either colour', () => {
    expect(errorsOf({ url: 'a.co', foreground: 'ffffff' })).toEqual({
      foreground: ['is too light to scan on white: contrast 1:1, at least 3:1 needed'],
    });
    expect(errorsOf({ url: 'a.co', foreground: '959595' })).toEqual({
      foreground: ['is too light to scan on white: contrast 2.99:1, at least 3:1 needed'],
    });
    expect(errorsOf({ url: 'a.co', marker_color: '#ffd700' })).toHaveProperty('marker_color');
    expect(requestOf({ url: 'a.co', foreground: '949494', marker_color: 'ff5d5d' }).design.foreground).toBe('#949494');
  });

  it.each([['1', true], ['0', false], ['true', true], ['false', false]])('reads transparent and download %s', (raw, expected) => {
    const request = requestOf({ url: 'a.co', transparent: raw, download: raw });
    expect(request.design.transparent).toBe(expected);
    expect(request.download).toBe(expected);
  });

  it.each(['yes', '2', 'TRUE', '', 'on'])('refuses boolean %j', (raw) => {
    expect(errorsOf({ url: 'a.co', transparent: raw, download: raw })).toEqual({
      transparent: ['must be 1 or 0'],
      download: ['must be 1 or 0'],
    });
  });

  it('refuses a repeated parameter for that field only', () => {
    expect(errorsOf({ url: 'a.co', size: ['64', '128'], format: ['png'] })).toEqual({
      size: ['must be given only once'],
      format: ['must be given only once'],
    });
    expect(errorsOf({ url: ['a.co', 'b.co'] })).toEqual({ url: ['must be given only once'] });
  });

  it('ignores unknown parameters and the payload fields of other types', () => {
    expect(requestOf({ url: 'a.co', utm_source: 'x', ssid: 'home', callback: 'y' }).payload).toEqual({ type: 'url', url: 'https://a.co' });
  });

  it('names every field the schema refuses at once, then the content rules of the payload', () => {
    expect(Object.keys(errorsOf({ type: 'wifi', size: 'big', foreground: 'x', password: 'short' })).sort()).toEqual(['foreground', 'size', 'ssid']);
    expect(Object.keys(errorsOf({ type: 'wifi', ssid: 'home', foreground: 'ffffff', password: 'short' })).sort()).toEqual(['foreground', 'password']);
  });

  it('reports only the type when the type is unknown', () => {
    expect(errorsOf({ type: 'nope', size: '64' })).toEqual({ type: expect.any(Array) });
  });
});

describe('parseQrQuery: payload fields', () => {
  it('url: required, http(s) only, 2048 characters, https:// assumed, encoded as given', () => {
    expect(errorsOf({})).toEqual({ url: ['is required'] });
    expect(errorsOf({ url: '  ' })).toEqual({ url: ['is required'] });
    expect(requestOf({ url: 'example.com:8080/x?y=1' }).payload).toEqual({ type: 'url', url: 'https://example.com:8080/x?y=1' });
    expect(requestOf({ url: 'HTTP://Example.com/A%20B' }).payload).toEqual({ type: 'url', url: 'HTTP://Example.com/A%20B' });
    expect(requestOf({ url: ' https://a.co/x ' }).payload).toEqual({ type: 'url', url: 'https://a.co/x' });
    for (const url of ['ftp://a.co', 'javascript:alert(1)', 'mailto:a@b.co', 'https:a.co']) {
      expect(errorsOf({ url })).toEqual({ url: ['must be an http or https URL'] });
    }
    expect(errorsOf({ url: 'http://' })).toEqual({ url: ['must be a valid http or https URL'] });
    expect(errorsOf({ url: 'exa mple.com' })).toEqual({ url: ['must not contain spaces'] });
    expect(requestOf({ url: `a.co/${'x'.repeat(2043)}` }).payload).toMatchObject({ type: 'url' });
    expect(errorsOf({ url: `a.co/${'x'.repeat(2044)}` })).toEqual({ url: ['must be at most 2048 characters'] });
  });

  it('text: required, keeps line breaks, refuses control characters', () => {
    expect(errorsOf({ type: 'text' })).toEqual({ text: ['is required'] });
    expect(requestOf({ type: 'text', text: 'a\nb\tc' }).payload).toEqual({ type: 'text', text: 'a\nb\tc' });
    expect(errorsOf({ type: 'text', text: 'bell\u0007' })).toEqual({ text: ['must not contain control characters'] });
  });

  it('email: to required and checked, subject one line, body free', () => {
    expect(errorsOf({ type: 'email', subject: 'Hi' })).toEqual({ to: ['is required'] });
    expect(errorsOf({ type: 'email', to: 'not-an-email' })).toEqual({ to: ['must be an email address'] });
    expect(errorsOf({ type: 'email', to: 'a@b.co,c@d.co' })).toEqual({ to: ['must be an email address'] });
    expect(errorsOf({ type: 'email', to: 'a@b.co', subject: 'a\nb' })).toEqual({ subject: ['must be a single line'] });
    expect(requestOf({ type: 'email', to: 'a@b.co', body: 'x\ny' }).payload).toEqual({ type: 'email', to: 'a@b.co', subject: '', body: 'x\ny' });
  });

  it('phone: required, visual separators dropped, 3 to 15 digits', () => {
    expect(errorsOf({ type: 'phone' })).toEqual({ phone: ['is required'] });
    expect(requestOf({ type: 'phone', phone: '+1 (555) 010-9999' }).payload).toEqual({ type: 'phone', phone: '+15550109999' });
    expect(requestOf({ type: 'phone', phone: '555.010.9999' }).payload).toEqual({ type: 'phone', phone: '5550109999' });
    expect(errorsOf({ type: 'phone', phone: 'call me' })).toHaveProperty('phone');
    expect(errorsOf({ type: 'phone', phone: '12' })).toEqual({ phone: ['must have 3 to 15 digits'] });
    expect(errorsOf({ type: 'phone', phone: '1234567890123456' })).toEqual({ phone: ['must have 3 to 15 digits'] });
  });

  it('sms: phone required, body optional', () => {
    expect(errorsOf({ type: 'sms', body: 'hi' })).toEqual({ phone: ['is required'] });
    expect(requestOf({ type: 'sms', phone: '112' }).payload).toEqual({ type: 'sms', phone: '112', body: '' });
  });

  it('whatsapp: a full international number, kept as bare digits', () => {
    expect(errorsOf({ type: 'whatsapp' })).toEqual({ phone: ['is required'] });
    expect(requestOf({ type: 'whatsapp', phone: '+44 20 7946 0958', text: 'hi' }).payload).toEqual({
      type: 'whatsapp',
      phone: '442079460958',
      text: 'hi',
    });
    const message = ['must be a full international number, country code first, e.g. +15551234567'];
    expect(errorsOf({ type: 'whatsapp', phone: '020 7946 0958' })).toEqual({ phone: message });
    expect(errorsOf({ type: 'whatsapp', phone: '12345' })).toEqual({ phone: message });
  });

  it('wifi: ssid required (32 bytes), encryption from the list, password rules per encryption', () => {
    expect(errorsOf({ type: 'wifi' })).toEqual({ ssid: ['is required'] });
    expect(errorsOf({ type: 'wifi', ssid: 'é'.repeat(17) })).toEqual({ ssid: ['must be at most 32 bytes'] });
    expect(requestOf({ type: 'wifi', ssid: 'home' }).payload).toEqual({ type: 'wifi', ssid: 'home', password: '', encryption: 'nopass' });
    expect(requestOf({ type: 'wifi', ssid: 'home', password: 'correct horse' }).payload).toMatchObject({ encryption: 'WPA' });
    expect(requestOf({ type: 'wifi', ssid: 'home', password: '12345', encryption: 'WEP' }).payload).toMatchObject({ encryption: 'WEP' });
    expect(requestOf({ type: 'wifi', ssid: 'home', password: 'a1b2c3d4e5', encryption: 'WEP' }).payload).toMatchObject({ encryption: 'WEP' });
    expect(errorsOf({ type: 'wifi', ssid: 'home', encryption: 'wpa' })).toEqual({ encryption: ['must be one of: WPA, WEP, nopass'] });
    expect(errorsOf({ type: 'wifi', ssid: 'home', encryption: 'WPA' })).toEqual({ password: ['is required when encryption is WPA'] });
    expect(errorsOf({ type: 'wifi', ssid: 'home', password: 'short' })).toEqual({
      password: ['must be 8 to 63 characters (or 64 hex digits) for WPA'],
    });
    expect(errorsOf({ type: 'wifi', ssid: 'home', password: 'abc', encryption: 'WEP' })).toEqual({
      password: ['must be 5 or 13 characters (or 10 or 26 hex digits) for WEP'],
    });
    expect(errorsOf({ type: 'wifi', ssid: 'home', password: 'secret123', encryption: 'nopass' })).toEqual({
      password: ['must be empty when encryption is nopass'],
    });
  });

  it('vcard: name required, optional fields checked by kind', () => {
    expect(errorsOf({ type: 'vcard', org: 'Acme' })).toEqual({ name: ['is required'] });
    expect(errorsOf({ type: 'vcard', name: 'Jo', email: 'jo', phone: 'x', url: 'ftp://a' })).toEqual({
      email: ['must be an email address'],
      phone: ['must be a phone number: digits with an optional leading +, spaces, dashes, dots or brackets'],
      url: ['must be an http or https URL'],
    });
    expect(requestOf({ type: 'vcard', name: 'Jo', url: 'jo.dev', phone: '+1 555 0100' }).payload).toEqual({
      type: 'vcard',
      name: 'Jo',
      org: '',
      title: '',
      phone: '+15550100',
      email: '',
      url: 'https://jo.dev',
    });
  });
});

describe('parseQrDesign', () => {
  it('fills defaults for absent fields and ignores unknown keys', () => {
    expect(parseQrDesign({})).toEqual({ ok: true, value: DEFAULT_DESIGN });
    expect(parseQrDesign({ dot_style: 'dots', shadow: 'x' })).toEqual({ ok: true, value: { ...DEFAULT_DESIGN, dotStyle: 'dots' } });
  });

  it('takes JSON booleans for transparent, and nothing else', () => {
    expect(parseQrDesign({ transparent: true })).toMatchObject({ value: { transparent: true } });
    expect(parseQrDesign({ transparent: false })).toMatchObject({ value: { transparent: false } });
    expect(parseQrDesign({ transparent: 1 })).toEqual({ ok: false, errors: { transparent: ['must be true or false'] } });
  });

  it('names every field its schema refuses, then prefixes the colours too light with qr.', () => {
    expect(parseQrDesign({ dot_style: 'x', marker_shape: 1, marker_center: null, foreground: 'fff', transparent: 'y' })).toEqual({
      ok: false,
      errors: {
        dot_style: ['must be one of: square, dots, rounded'],
        marker_shape: ['must be one of: square, rounded, circle'],
        marker_center: ['must be one of: square, dot'],
        foreground: ['must be a 6-digit hex colour such as 1a2b3c or #1a2b3c'],
        transparent: ['must be true or false'],
      },
    });
    expect(parseQrDesign({ foreground: '000000', marker_color: 'ffffff' })).toEqual({
      ok: false,
      errors: { 'qr.marker_color': ['is too light to scan on white: contrast 1:1, at least 3:1 needed'] },
    });
    expect(parseQrDesign({ foreground: ['000000'] })).toEqual({ ok: false, errors: { foreground: ['must be a 6-digit hex colour such as 1a2b3c or #1a2b3c'] } });
  });

  it.each([null, [], 'dots', 3])('refuses a design that is not an object: %j', (input) => {
    expect(parseQrDesign(input)).toEqual({ ok: false, errors: { body: ['must be an object'] } });
  });

  it('round-trips through its JSON form', () => {
    const design: QrDesign = {
      ...{ dotStyle: 'rounded', markerShape: 'circle', markerCenter: 'dot', foreground: '#1a4d8f', markerColor: '#c0392b', transparent: true },
      ...{ background: '#fffbe6', logo: 'account', frame: 'rounded', frameText: 'Scan me!', frameColor: '#c0392b' },
    };
    expect(toQrDesignJson(design)).toEqual({
      dot_style: 'rounded',
      marker_shape: 'circle',
      marker_center: 'dot',
      foreground: '#1a4d8f',
      marker_color: '#c0392b',
      transparent: true,
      background: '#fffbe6',
      logo: 'account',
      frame: 'rounded',
      frame_text: 'Scan me!',
      frame_color: '#c0392b',
    });
    expect(parseQrDesign(toQrDesignJson(design))).toEqual({ ok: true, value: design });
  });
});

describe('parseLinkQrQuery', () => {
  it('reads format, size and download with the same rules and defaults', () => {
    expect(parseLinkQrQuery({})).toEqual({ ok: true, value: { format: 'png', size: 512, download: false } });
    expect(parseLinkQrQuery({ format: 'svg', size: '1024', download: '1', dot_style: 'bogus' })).toEqual({
      ok: true,
      value: { format: 'svg', size: 1024, download: true },
    });
    expect(parseLinkQrQuery({ format: 'gif', size: '12.5' })).toEqual({
      ok: false,
      errors: { format: ['must be one of: png, svg'], size: ['must be an integer from 64 to 2048'] },
    });
  });
});
