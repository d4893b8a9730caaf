import type { QrPayload } from './qr.types.js';
import { buildVcard } from './qr.vcard.js';

/** The exact text a QR code of this payload encodes. */
export function buildQrText(payload: QrPayload): string {
  switch (payload.type) {
    case 'url':
      return payload.url;
    case 'text':
      return payload.text;
    case 'email':
      return buildMailto(payload.to, payload.subject, payload.body);
    case 'phone':
      return `tel:${payload.phone}`;
    case 'sms':
      // The SMSTO form: Android and iOS camera apps both open a prefilled message from it.
      return `SMSTO:${payload.phone}:${payload.body}`;
    case 'whatsapp':
      return payload.text === ''
        ? `https://wa.me/${payload.phone}`
        : `https://wa.me/${payload.phone}?text=${encodeURIComponent(payload.text)}`;
    case 'wifi':
      return buildWifi(payload.ssid, payload.password, payload.encryption);
    case 'vcard':
      return buildVcard(payload);
  }
}

/** RFC 6068 mailto: with percent-encoded subject and body; body line breaks become CRLF. */
function buildMailto(to: string, subject: string, body: string): string {
  const address = encodeURIComponent(to).replace(/%40/g, '@').replace(/%2B/g, '+');
  const query: string[] = [];
  if (subject !== '') query.push(`subject=${encodeURIComponent(subject)}`);
  if (body !== '') query.push(`body=${encodeURIComponent(body.replace(/\r\n|\r|\n/g, '\r\n'))}`);
  return query.length === 0 ? `mailto:${address}` : `mailto:${address}?${query.join('&')}`;
}

/** The ZXing WIFI: form; nopass networks carry no P field. */
function buildWifi(ssid: string, password: string, encryption: string): string {
  const fields = [`T:${encryption}`, `S:${escapeWifi(ssid)}`];
  if (encryption !== 'nopass') fields.push(`P:${escapeWifi(password)}`);
  return `WIFI:${fields.join(';')};;`;
}

/** Backslash-escapes the characters the WIFI: form reserves: \ ; , : and ". */
export function escapeWifi(value: string): string {
  return value.replace(/[\\;,:"]/g, (char) => `\\${char}`);
}
