import { addFieldError, type FieldSource, readEnum, readText, type TextRule } from './qr.fields.js';
import { type QrPayload, type QrType, WIFI_ENCRYPTIONS } from './qr.types.js';

export const MAX_URL_CHARS = 2048;
// The most characters any QR code holds (numeric mode, version 40-L); the encoder judges the real fit.
const MAX_TEXT_CHARS = 7089;

const FREE_TEXT: TextRule = { required: false, maxChars: MAX_TEXT_CHARS, multiline: true };
const LINE: TextRule = { required: false, maxChars: MAX_TEXT_CHARS, multiline: false };
const HAS_SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:(?![0-9])/;
const HTTP_SCHEME = /^https?:\/\//i;
const PHONE_CHARS = /^\+?[0-9 ().-]+$/;
const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>".]+(\.[^\s@,;<>".]+)+$/;
const HEX = /^[0-9a-fA-F]+$/;

/** Validates the payload fields of `type`; fields of other types are ignored. */
export function readQrPayload(src: FieldSource, type: QrType): QrPayload {
  switch (type) {
    case 'url':
      return { type, url: readHttpUrl(src, 'url', true) };
    case 'text':
      return { type, text: readText(src, 'text', { ...FREE_TEXT, required: true }) ?? '' };
    case 'email':
      return {
        type,
        to: readEmail(src, 'to', true),
        subject: readText(src, 'subject', LINE) ?? '',
        body: readText(src, 'body', FREE_TEXT) ?? '',
      };
    case 'phone':
      return { type, phone: readPhone(src, 'phone', true) };
    case 'sms':
      return { type, phone: readPhone(src, 'phone', true), body: readText(src, 'body', FREE_TEXT) ?? '' };
    case 'whatsapp':
      return { type, phone: readWhatsappNumber(src), text: readText(src, 'text', FREE_TEXT) ?? '' };
    case 'wifi':
      return readWifi(src);
    case 'vcard':
      return {
        type,
        name: readText(src, 'name', { ...FREE_TEXT, required: true }) ?? '',
        org: readText(src, 'org', FREE_TEXT) ?? '',
        title: readText(src, 'title', FREE_TEXT) ?? '',
        phone: readPhone(src, 'phone', false),
        email: readEmail(src, 'email', false),
        url: readHttpUrl(src, 'url', false),
      };
  }
}

/** An http(s) URL as it will be encoded: trimmed, https:// assumed when the scheme is missing. */
function readHttpUrl(src: FieldSource, field: string, required: boolean): string {
  const raw = readText(src, field, { required, maxChars: MAX_URL_CHARS, multiline: false });
  if (!raw) return '';
  const given = raw.trim();
  if (/\s/.test(given)) return refuse(src, field, 'must not contain spaces');
  if (!HTTP_SCHEME.test(given) && HAS_SCHEME.test(given)) return refuse(src, field, 'must be an http or https URL');
  const url = HTTP_SCHEME.test(given) ? given : `https://${given}`;
  if (!isHttpUrl(url)) return refuse(src, field, 'must be a valid http or https URL');
  return url;
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

function readEmail(src: FieldSource, field: string, required: boolean): string {
  const raw = readText(src, field, { required, maxChars: 254, multiline: false });
  if (!raw) return '';
  const value = raw.trim();
  return EMAIL.test(value) ? value : refuse(src, field, 'must be an email address');
}

/** A phone number without visual separators: optional leading + and 3 to 15 digits. */
function readPhone(src: FieldSource, field: string, required: boolean): string {
  const raw = readText(src, field, { required, maxChars: 32, multiline: false });
  if (!raw) return '';
  const value = raw.trim();
  if (!PHONE_CHARS.test(value)) {
    return refuse(src, field, 'must be a phone number: digits with an optional leading +, spaces, dashes, dots or brackets');
  }
  const digits = value.replace(/[^0-9]/g, '');
  if (digits.length < 3 || digits.length > 15) return refuse(src, field, 'must have 3 to 15 digits');
  return value.startsWith('+') ? `+${digits}` : digits;
}

/** wa.me takes the full international number as bare digits. */
function readWhatsappNumber(src: FieldSource): string {
  const phone = readPhone(src, 'phone', true);
  const digits = phone.replace('+', '');
  if (phone === '' || (digits.length >= 7 && !digits.startsWith('0'))) return digits;
  return refuse(src, 'phone', 'must be a full international number, country code first, e.g. +15551234567');
}

function readWifi(src: FieldSource): QrPayload {
  const ssid = readText(src, 'ssid', { required: true, maxChars: 32, multiline: false }) ?? '';
  if (Buffer.byteLength(ssid) > 32) addFieldError(src, 'ssid', 'must be at most 32 bytes');
  const password = readText(src, 'password', { required: false, maxChars: 64, multiline: false }) ?? '';
  const encryption = readEnum(src, 'encryption', WIFI_ENCRYPTIONS, password === '' ? 'nopass' : 'WPA');
  const problem = describeWifiPasswordProblem(encryption, password);
  if (problem !== null) addFieldError(src, 'password', problem);
  return { type: 'wifi', ssid, password, encryption };
}

function describeWifiPasswordProblem(encryption: string, password: string): string | null {
  if (encryption === 'nopass') return password === '' ? null : 'must be empty when encryption is nopass';
  if (password === '') return `is required when encryption is ${encryption}`;
  const hex = HEX.test(password);
  if (encryption === 'WPA') {
    const fits = (password.length >= 8 && password.length <= 63) || (password.length === 64 && hex);
    return fits ? null : 'must be 8 to 63 characters (or 64 hex digits) for WPA';
  }
  const fits = [5, 13].includes(password.length) || ([10, 26].includes(password.length) && hex);
  return fits ? null : 'must be 5 or 13 characters (or 10 or 26 hex digits) for WEP';
}

function refuse(src: FieldSource, field: string, message: string): string {
  addFieldError(src, field, message);
  return '';
}
