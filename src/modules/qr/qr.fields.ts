import type { FieldErrors } from './qr.types.js';

/** Where a parser reads raw values from and records errors; prefix names nested fields (`qr.`). */
export interface FieldSource {
  values: Record<string, unknown>;
  errors: FieldErrors;
  prefix: string;
}

type Scalar = string | number | boolean;

// C0 controls and DEL; tab, LF and CR are judged separately per field.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\r\n]/;
const HEX_COLOR = /^#?([0-9a-fA-F]{6})$/;
const DIGITS = /^[0-9]{1,9}$/;

export function createFieldSource(values: Record<string, unknown>, prefix = ''): FieldSource {
  return { values, errors: {}, prefix };
}

export function addFieldError(src: FieldSource, field: string, message: string): void {
  const key = src.prefix + field;
  const list = src.errors[key];
  if (list) list.push(message);
  else src.errors[key] = [message];
}

/** The field's scalar value; undefined when absent, null when invalid (error recorded). */
export function readScalar(src: FieldSource, field: string): Scalar | undefined | null {
  const value = src.values[field];
  if (value === undefined || value === null) return undefined;
  // A repeated query parameter arrives as an array: ambiguous, so refused.
  if (Array.isArray(value)) {
    addFieldError(src, field, 'must be given only once');
    return null;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  addFieldError(src, field, 'must be a single value');
  return null;
}

export function readEnum<T extends string>(src: FieldSource, field: string, allowed: readonly T[], fallback: T): T {
  const raw = readScalar(src, field);
  if (raw === undefined || raw === null) return fallback;
  const match = allowed.find((option) => option === raw);
  if (match !== undefined) return match;
  addFieldError(src, field, `must be one of: ${allowed.join(', ')}`);
  return fallback;
}

export function readInteger(src: FieldSource, field: string, min: number, max: number, fallback: number): number {
  const raw = readScalar(src, field);
  if (raw === undefined || raw === null) return fallback;
  // Plain digits only: "12.5", "1e3", "0x40", " 64" and "+64" are all refused.
  const value = typeof raw === 'string' && DIGITS.test(raw) ? Number(raw) : raw;
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
  addFieldError(src, field, `must be an integer from ${min} to ${max}`);
  return fallback;
}

export function readBoolean(src: FieldSource, field: string, fallback: boolean): boolean {
  const raw = readScalar(src, field);
  if (raw === undefined || raw === null) return fallback;
  if (raw === true || raw === 1 || raw === '1' || raw === 'true') return true;
  if (raw === false || raw === 0 || raw === '0' || raw === 'false') return false;
  addFieldError(src, field, 'must be 1 or 0');
  return fallback;
}

/** A `#rrggbb` colour in lower case, or undefined when absent or invalid. */
export function readColor(src: FieldSource, field: string): string | undefined {
  const raw = readScalar(src, field);
  if (raw === undefined || raw === null) return undefined;
  const match = typeof raw === 'string' ? HEX_COLOR.exec(raw) : null;
  if (match?.[1] !== undefined) return `#${match[1].toLowerCase()}`;
  addFieldError(src, field, 'must be a 6-digit hex colour such as 1a2b3c or #1a2b3c');
  return undefined;
}

export interface TextRule {
  required: boolean;
  maxChars: number;
  multiline: boolean;
}

/** A free-text field: '' when absent or empty, null when invalid (error recorded). */
export function readText(src: FieldSource, field: string, rule: TextRule): string | null {
  const raw = readScalar(src, field);
  if (raw === null) return null;
  if (raw !== undefined && typeof raw !== 'string') {
    addFieldError(src, field, 'must be a string');
    return null;
  }
  const value = raw ?? '';
  if (value.trim() === '') {
    if (rule.required) addFieldError(src, field, 'is required');
    return rule.required ? null : '';
  }
  if (value.length > rule.maxChars) return refuse(src, field, `must be at most ${rule.maxChars} characters`);
  if (CONTROL.test(value)) return refuse(src, field, 'must not contain control characters');
  if (!rule.multiline && LINE_BREAK.test(value)) return refuse(src, field, 'must be a single line');
  return value;
}

function refuse(src: FieldSource, field: string, message: string): null {
  addFieldError(src, field, message);
  return null;
}
