// Response headers are set by hooks shared by many routes (rate limiting, authentication), so
// they are documented here, once, from the same rules those hooks follow.

interface HeaderDoc {
  description: string;
  schema: { type: 'integer' | 'string' };
}

const RATE_LIMIT: Record<string, HeaderDoc> = {
  'X-RateLimit-Limit': { description: 'Requests allowed in the current window (present when a limit applies)', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' } },
};
const RATE_LIMIT_RESET: Record<string, HeaderDoc> = {
  'X-RateLimit-Reset': { description: 'Seconds until the window resets', schema: { type: 'integer' } },
};
const RETRY_AFTER: Record<string, HeaderDoc> = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
};
const LOCATION: Record<string, HeaderDoc> = {
  Location: { description: 'The address of the new resource, e.g. `/api/v1/links/42`', schema: { type: 'string' } },
};
// Creates that answer 202 because the work runs later, and still name what they made.
const CREATED_LATER = new Set(['/api/v1/imports']);
const WWW_AUTHENTICATE: Record<string, HeaderDoc> = {
  'WWW-Authenticate': { description: 'Always `Bearer`', schema: { type: 'string' } },
};

type Responses = Record<string, { description?: string; headers?: Record<string, HeaderDoc> }>;
// Only the parts this file touches; the generator's own types differ per OpenAPI version.
type Paths = Record<string, Record<string, { responses?: Responses }>>;

/** Which headers a response of `path` with `status` carries. */
function headersFor(path: string, status: string): Record<string, HeaderDoc> {
  const v1 = path.startsWith('/api/v1/');
  // /api/qr counts every request against its limit and says so; /api/shorten only refuses.
  const counted = v1 || path === '/api/qr';
  return {
    ...(counted ? RATE_LIMIT : {}),
    ...(v1 ? RATE_LIMIT_RESET : {}),
    ...(status === '429' ? RETRY_AFTER : {}),
    ...(v1 && status === '401' ? WWW_AUTHENTICATE : {}),
    ...((v1 && status === '201') || (CREATED_LATER.has(path) && status === '202') ? LOCATION : {}),
  };
}

/** What a status means here, for responses whose schema gives no description of its own. */
const MEANING: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted: queued',
  '204': 'Done; no body',
  '304': 'Not modified (If-None-Match)',
  '401': 'Missing, malformed, unknown or revoked bearer token',
  '403': "The token lacks the operation's scope, or the plan has no API access",
  '404': "No such resource, or not the caller's",
  '409': 'The current status does not allow this',
  '422': 'Invalid input, a plan-gated field, or the monthly quota',
  '429': 'Rate limit exceeded',
};

/** Adds the shared response headers, and plain descriptions, to every operation of the document. */
export function documentResponseHeaders<T extends { paths?: object }>(document: T): T {
  for (const [path, operations] of Object.entries((document.paths ?? {}) as Paths)) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description === 'Default Response' && MEANING[status]) response.description = MEANING[status];
        const headers = headersFor(path, status);
        if (Object.keys(headers).length > 0) response.headers = { ...headers, ...response.headers };
      }
    }
  }
  return document;
}
