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
