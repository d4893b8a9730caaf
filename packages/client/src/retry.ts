/** How 429 answers are retried: at most `retries` more times, never waiting longer than `maxDelayMs`. */
export interface RetryOptions {
  /** Extra attempts after a 429; 0 turns retrying off. Default 2. */
  retries?: number;
  /** A `Retry-After` longer than this is not waited for: the 429 is returned. Default 30 000. */
  maxDelayMs?: number;
}

const DEFAULT_DELAY_MS = 1000;

/** `Retry-After` as milliseconds: delta seconds or an HTTP date; a second when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (header === null || header.trim() === '') return DEFAULT_DELAY_MS;
  if (/^\d+(\.\d+)?$/.test(header.trim())) return Math.ceil(Number(header) * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? DEFAULT_DELAY_MS : Math.max(0, at - now);
}

/** Wraps `fetchImpl` so that a 429 is retried after its `Retry-After`, within `options`' bounds. */
export function retryOn429(fetchImpl: (input: Request) => Promise<Response>, options: RetryOptions = {}): (input: Request) => Promise<Response> {
  const retries = Math.max(0, options.retries ?? 2);
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      // Each attempt sends a fresh copy: a body stream can be read only once.
      const response = await fetchImpl(attempt < retries ? request.clone() : request);
      if (response.status !== 429 || attempt >= retries) return response;
      const delay = retryAfterMs(response.headers.get('retry-after'));
      if (delay > maxDelayMs) return response;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  };
}
