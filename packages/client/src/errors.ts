/** Field name to messages, as the API's validation errors carry them. */
export type FieldErrors = Record<string, string[]>;

/**
 * A refused request: `status` is the HTTP status (0 when the server could not be reached),
 * `code` the API's stable `error.code` (such as `slug_taken` or `rate_limited`), `details` the
 * per-field messages of a validation error, and `body` the error body as the server sent it.
 */
export class ShortenerApiError extends Error {
  override name = 'ShortenerApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: FieldErrors | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

type ErrorBody = {
  message?: unknown;
  code?: unknown;
  errors?: unknown;
  error?: unknown;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Reads the three error shapes of the API: `{ error: { code, message } }` under /api/v1,
 * `{ error: "...", code }` from POST /api/shorten and `{ message, errors, code }` from GET /api/qr.
 */
export function toApiError(status: number, statusText: string, body: unknown): ShortenerApiError {
  const shaped = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const inner = (typeof shaped.error === 'object' && shaped.error !== null ? shaped.error : {}) as ErrorBody;
  const code = text(inner.code) ?? text(shaped.code) ?? `http_${status}`;
  const message = text(inner.message) ?? text(shaped.message) ?? text(shaped.error) ?? text(body) ?? (statusText || `HTTP ${status}`);
  const details = typeof shaped.errors === 'object' && shaped.errors !== null ? (shaped.errors as FieldErrors) : null;
  return new ShortenerApiError(status, code, message, details, body ?? null);
}

/** A fetch that failed before any answer (refused connection, DNS, TLS). */
export function toNetworkError(baseUrl: string, error: unknown): ShortenerApiError {
  const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
  return new ShortenerApiError(0, 'network_error', `could not reach ${baseUrl}: ${cause}`);
}
