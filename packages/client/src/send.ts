import { toApiError, toNetworkError } from './errors.js';

type Outcome = { data?: unknown; error?: unknown; response: Response };

/** Runs one openapi-fetch call: its data on success, a ShortenerApiError otherwise. */
export async function send<R extends Outcome>(baseUrl: string, call: () => Promise<R>): Promise<NonNullable<R['data']>> {
  let outcome: R;
  try {
    outcome = await call();
  } catch (error) {
    throw toNetworkError(baseUrl, error);
  }
  const { response } = outcome;
  if (!response.ok) throw toApiError(response.status, response.statusText, outcome.error);
  return outcome.data as NonNullable<R['data']>;
}
