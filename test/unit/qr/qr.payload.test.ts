import { describe, expect, it } from 'vitest';
import { buildQrText, escapeWifi } from '../../../src/modules/qr/qr.payload.js';
import { buildVcard, escapeVcardText, foldVcardLine } from '../../../src/modules/qr/qr.vcard.js';
import { parseValid, RICH_PAYLOADS } from './helpers/samples.js';

function textOf(query: Record<string, string>): string {
  return buildQrText(parseValid(query).payload);
}

describe('buildQrText', () => {
  it('url: the URL as given (https:// added when missing)', () => {
    expect(textOf(RICH_PAYLOADS['url']!)).toBe('https://example.com/path/to?q=1&r=two#frag');
    expect(textOf({ url: 'example.com/a?b=c' })).toBe('https://example.com/a?b=c');
  });

  it('text: verbatim', () => {
    expect(textOf(RICH_PAYLOADS['text']!)).toBe('Hello, QR!\nSecond line: 100% ok; "quoted" \\ back');
  });

  it('email: mailto with percent-encoded subject and CRLF body', () => {
    expect(textOf(RICH_PAYLOADS['email']!)).toBe(
      'mailto:jane.doe+qr@example.com?subject=Hello%20%26%20welcome&body=Line%20one%0D%0ALine%20two%3A%2050%25%20off%3F',
    );
    expect(textOf({ type: 'email', to: 'a@b.co' })).toBe('mailto:a@b.co');
    expect(textOf({ type: 'email', to: 'a@b.co', body: 'x\r\ny' })).toBe('mailto:a@b.co?body=x%0D%0Ay');
  });

  it('phone: tel: with the normalised number', () => {
    expect(textOf(RICH_PAYLOADS['phone']!)).toBe('tel:+15550109999');
  });

  it('sms: SMSTO:<phone>:<body>, body untouched', () => {
    expect(textOf(RICH_PAYLOADS['sms']!)).toBe('SMSTO:+15550109999:Meet at 10:30; bring "snacks"');
    expect(textOf({ type: 'sms', phone: '112' })).toBe('SMSTO:112:');
  });

  it('whatsapp: wa.me with bare digits and an encoded text', () => {
    expect(textOf(RICH_PAYLOADS['whatsapp']!)).toBe('https://wa.me/442079460958?text=Hi%20there!%20Is%205%20%26%206%20ok%3F');
    expect(textOf({ type: 'whatsapp', phone: '+4420794609' })).toBe('https://wa.me/4420794609');
  });

  it('wifi: WIFI: with \\ ; , : " escaped; nopass has no P field', () => {
    expect(textOf(RICH_PAYLOADS['wifi']!)).toBe('WIFI:T:WPA;S:Cafe\\;Guest\\:\\"5G\\"\\\\;P:p@ss\\,word\\;\\:\\"\\\\x;;');
    expect(textOf({ type: 'wifi', ssid: 'a' })).toBe('WIFI:T:nopass;S:a;;');
    expect(textOf({ type: 'wifi', ssid: 'Lab', password: '12345', encryption: 'WEP' })).toBe('WIFI:T:WEP;S:Lab;P:12345;;');
    expect(escapeWifi('\\;,:"x')).toBe('\\\\\\;\\,\\:\\"x');
  });

  it('vcard: version 3.0, CRLF line ends, escaped text values, long lines folded', () => {
    expect(textOf(RICH_PAYLOADS['vcard']!)).toBe(
      'BEGIN:VCARD\r\n' +
        'VERSION:3.0\r\n' +
        'N:Doe;Jane Q.;;;\r\n' +
        'FN:Jane Q. Doe\r\n' +
        'ORG:Acme\\, Inc.\\; R&D\r\n' +
        'TITLE:Head of "Things"\\nand of a very long title that needs folding past se\r\n' +
        ' venty-five octets\r\n' +
        'TEL:+15550109999\r\n' +
        'EMAIL:jane@example.com\r\n' +
        'URL:https://example.com/jane\r\n' +
        'END:VCARD\r\n',
    );
  });
});

describe('vCard rules', () => {
  it('takes a single word as the family name and collapses spaces', () => {
    expect(buildVcard({ name: 'Cher', org: '', title: '', phone: '', email: '', url: '' })).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Cher;;;;\r\nFN:Cher\r\nEND:VCARD\r\n',
    );
    expect(buildVcard({ name: ' Ada   King ', org: '', title: '', phone: '', email: '', url: '' })).toContain('N:King;Ada;;;\r\nFN:Ada King\r\n');
  });

  it('escapes backslash, comma, semicolon and every kind of line break', () => {
    expect(escapeVcardText('a\\b,c;d\ne\r\nf\rg')).toBe('a\\\\b\\,c\\;d\\ne\\nf\\ng');
  });

  it('folds at 75 octets without splitting a UTF-8 character, and unfolds to the original', () => {
    const line = `NOTE:${'é'.repeat(50)}${'x'.repeat(40)}`;
    const folded = foldVcardLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const part of physical) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(Buffer.from(part).toString('utf8')).not.toContain('\uFFFD');
    }
    expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldVcardLine('SHORT:line')).toBe('SHORT:line');
    expect(foldVcardLine(`X:${'a'.repeat(73)}`)).toBe(`X:${'a'.repeat(73)}`);
  });
});
