import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { addFieldError, type FieldErrors } from './errors.js';

/**
 * The validators behind every route schema. Query strings and path params are text, so they
 * are coerced to the schema's types; JSON bodies are not: `{"size": "12"}` is a wrong type and
 * must be reported as one. `verbose` hands each failure its schema, for `x-errors` wording.
 */
const base = { allErrors: true, strict: false, useDefaults: true, removeAdditional: false, verbose: true } as const;
export const textValidator = addFormats.default(new Ajv.default({ ...base, coerceTypes: 'array' }));
export const bodyValidator = addFormats.default(new Ajv.default({ ...base, coerceTypes: false }));

/**
 * For routes whose schema only documents the input: a parser of the route's own validates it,
 * reporting every field at once. Fastify's validator would coerce the raw text first
 * (`size=0x100` to 256, `1e3` to 1000), hiding what was sent.
 */
export const documentationOnly = () => () => true;

/**
 * A body check outside a route's own validation, with the same schema and wording: each row of
 * a bulk request fails on its own. Answers the field errors, or null when the value is valid.
 */
export function bodyChecker(schema: object): (value: unknown) => FieldErrors | null {
  const validate: ValidateFunction = bodyValidator.compile(schema);
  return (value) => (validate(value) ? null : fieldErrorsOf(validate.errors ?? [], 'body'));
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
    const params = issue.params as { missingProperty?: string };
    const segments = issue.instancePath.split('/').slice(1);
    // An object's keys name the field (`qr.dot_style`); from a list position on, the message does.
    const inList = segments.findIndex((part) => /^\d+$/.test(part));
    const named = inList === -1 ? segments : segments.slice(0, Math.max(inList, 1));
    const field = named.length > 0 ? named.join('.') : (params.missingProperty ?? context);
    if (fields[field]) continue;
    // Inside a list, a position reads as people count (`item 1`), a key as itself.
    const inner = segments.slice(named.length).map((part) => (/^\d+$/.test(part) ? `item ${Number(part) + 1}` : part)).join(' ');
    addFieldError(fields, field, `${inner ? `${inner} ` : ''}${describe(issue)}`);
  }
  return fields;
}

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
      return `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
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
