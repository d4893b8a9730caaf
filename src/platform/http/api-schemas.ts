// Schemas every /api/v1 module shares, so each operation documents the same truth.

/** Largest path id accepted: 15 digits, exact in a JS number and in both stores' ids. */
export const MAX_ID = 999_999_999_999_999;

/**
 * `{id}` path parameters. An id that is not a positive integer names nothing, so its
 * validation failure answers 404 like a missing row (error-handler.ts), never 422.
 */
export function idParams(what: string) {
  return {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ID, description: `The ${what} id` } },
  } as const;
}

const apiError = { $ref: 'ApiError#' } as const;

/** The failures every authenticated v1 operation can answer. */
export const v1ErrorResponses = { 401: apiError, 403: apiError, 404: apiError, 422: apiError, 429: apiError } as const;

/** A v1 list without paging: `{ data: [...] }`. */
export function listOf(items: object) {
  return { type: 'object', required: ['data'], properties: { data: { type: 'array', items } } } as const;
}

type Schema = { [key: string]: unknown };

/**
 * Marks every property of every object in a response schema as required: our responses always
 * carry each field they document (null when empty), and a client generated from the document
 * should not have to guess. Objects that already list `required` keep their own list.
 */
export function requireAll<T extends object>(schema: T): T {
  return walk(schema as Schema) as T;
}

function walk(node: Schema): Schema {
  const out: Schema = { ...node };
  if (node.properties && typeof node.properties === 'object') {
    const properties = Object.fromEntries(Object.entries(node.properties as Record<string, Schema>).map(([key, value]) => [key, walk(value)]));
    out.properties = properties;
    out.required ??= Object.keys(properties);
  }
  if (node.items && typeof node.items === 'object') out.items = walk(node.items as Schema);
  return out;
}
