import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { type Static, type TSchema, Type } from 'typebox';
import { addFieldError, type FieldErrors } from './errors.js';

/**
 * The validators behind every route schema. `verbose` hands each failure its schema and value,
 * for `x-errors` wording. Nothing is coerced by ajv: a JSON body's `{"size": "12"}` is a wrong
 * type, and query text is read by `readText` below, stricter than ajv's coercion.
 */
const base = { allErrors: true, strict: false, useDefaults: true, removeAdditional: false, verbose: true, coerceTypes: false } as const;
export const bodyValidator = addFormats.default(new Ajv.default(base));
const textAjv = addFormats.default(new Ajv.default(base));

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };

/**
 * Query strings and path params are text: a number is plain digits (`0x100`, `1e3`, `+64` and
 * ` 64` stay text and fail as such), a flag is 1/0/true/false, and a value given twice stays a
 * list, which a single-valued field refuses.
 */
function readText(schema: Schema, data: unknown): void {
  if (typeof data !== 'object' || data === null || !schema.properties) return;
  const values = data as Record<string, unknown>;
  for (const [key, field] of Object.entries(schema.properties)) {
    const value = values[key];
    if (value === undefined) continue;
    const types = ([] as string[]).concat(field.type ?? []);
    if (types.includes('array') && !Array.isArray(value)) values[key] = [value];
    else if (typeof value === 'string') values[key] = textAs(types, value);
  }
}

function textAs(types: readonly string[], text: string): unknown {
  if (types.includes('string')) return text;
  if (types.includes('integer') && /^-?[0-9]{1,15}$/.test(text)) return Number(text);
  if (types.includes('number') && /^-?[0-9]{1,15}(\.[0-9]{1,15})?$/.test(text)) return Number(text);
  if (types.includes('boolean') && /^(1|0|true|false)$/.test(text)) return text === '1' || text === 'true';
  return text;
}

/** Compiles a query or params schema: text read as its types, then validated. */
export function compileText(schema: object): ValidateFunction {
  const validate = textAjv.compile(schema);
  const check = ((data: unknown) => {
    readText(schema as Schema, data);
    const ok = validate(data);
    check.errors = validate.errors;
    return ok;
  }) as ValidateFunction;
  return check;
}

/** The same check as a route's query validation, for input that arrives elsewhere (tests, the web). */
export function textChecker(schema: object): (value: Record<string, unknown>) => FieldErrors | null {
  const validate = compileText(schema);
  return (value) => (validate(value) ? null : fieldErrorsOf(validate.errors ?? [], 'querystring'));
}

/**
 * A body check outside a route's own validation, with the same schema and wording: each row of
 * a bulk request fails on its own. Answers the field errors, or null when the value is valid.
 */
export function bodyChecker(schema: object): (value: unknown) => FieldErrors | null {
  const validate: ValidateFunction = bodyValidator.compile(schema);
  return (value) => (validate(value) ? null : fieldErrorsOf(validate.errors ?? [], 'body'));
}

/** A TypeBox field that also accepts null ("clear it", or "not sent" on a create). */
export function orNull<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** Wording a schema gives its own failures, by keyword (`*`: any); an OpenAPI extension. */
export const X_ERRORS = 'x-errors';

/**
 * Schema failures under the request's top-level field names, one sentence each, as people read
 * them: `events` rather than `events.0`, and "must be one of: ..." rather than ajv's "must be
 * equal to one of the allowed values".
 */
export function fieldErrorsOf(issues: readonly ErrorObject[], context: string): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    // A failed `if`/`then` is reported by the keyword inside `then` (the missing field).
    if (issue.keyword === 'if') continue;
    const params = issue.params as { missingProperty?: string };
    const segments = issue.instancePath.split('/').slice(1);
    // An object's keys name the field (`qr.dot_style`); from a list position on, the message does.
    const inList = segments.findIndex((part) => /^\d+$/.test(part));
    const named = inList === -1 ? segments : segments.slice(0, Math.max(inList, 1));
    const field = named.length > 0 ? named.join('.') : (params.missingProperty ?? context);
    if (fields[field]) continue;
    // Inside a list, a position reads as people count (`item 1`), a key as itself.
    const inner = segments.slice(named.length).map((part) => (/^\d+$/.test(part) ? `item ${Number(part) + 1}` : part)).join(' ');
    // A query parameter given twice arrives as a list: ambiguous, so refused as such.
    const repeated = context !== 'body' && Array.isArray(issue.data) && !typesOf(issue.parentSchema).includes('array');
    addFieldError(fields, field, `${inner ? `${inner} ` : ''}${repeated ? 'must be given only once' : describe(issue)}`);
  }
  return fields;
}

const typesOf = (schema: unknown): string[] => ([] as string[]).concat((schema as Schema | undefined)?.type ?? []);

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

function describe(issue: ErrorObject): string {
  const own = (issue.parentSchema as Record<string, unknown> | undefined)?.[X_ERRORS] as Record<string, string> | undefined;
  const worded = own?.[issue.keyword] ?? own?.['*'];
  if (worded && issue.keyword !== 'required') return worded;
  const params = issue.params as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'type':
      return `must be ${String(params.type).split(',').map((type) => TYPE_WORDS[type] ?? type).join(' or ')}`;
    case 'enum':
      // A null member ("clear it") is not a value to list: `301, 302, 307`, not `301, 302, 307, `.
      return `must be one of: ${(params.allowedValues as unknown[]).filter((value) => value !== null).join(', ')}`;
    case 'format':
      return params.format === 'uri' ? 'must be an absolute URL' : `must be a valid ${String(params.format)}`;
    case 'minItems':
      return `must list at least ${limit} item${limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `must list at most ${limit} item${limit === 1 ? '' : 's'}`;
    case 'minLength':
      return limit === 1 ? 'must not be empty' : `must be at least ${limit} characters`;
    case 'maxLength':
      return `must be at most ${limit} characters`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'maximum':
      return `must be at most ${limit}`;
    default:
      return issue.message ?? 'is invalid';
  }
}
