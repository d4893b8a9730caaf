import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { checkLiteralHost, ForbiddenTargetError, guardedLookup, type Resolver } from './target.js';

export interface SendRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivateTargets: boolean;
  resolver?: Resolver;
  /** Aborted on shutdown: the attempt is then released, not recorded. */
  signal?: AbortSignal;
}

export interface SendResult {
  ok: boolean;
  status: number | null;
  durationMs: number;
  error: string | null;
  aborted: boolean;
}

const MAX_ERROR_LENGTH = 300;

/** One POST of a signed payload. Never throws; redirects are answers, not followed. */
export function sendWebhook(request: SendRequest): Promise<SendResult> {
  const started = performance.now();
  const result = (status: number | null, error: string | null, aborted = false): SendResult => ({
    ok: error === null,
    status,
    durationMs: Math.round(performance.now() - started),
    error: error === null ? null : error.slice(0, MAX_ERROR_LENGTH),
    aborted,
  });
  let url: URL;
  try {
    url = new URL(request.url);
    checkLiteralHost(url.hostname, request.allowPrivateTargets);
  } catch (error) {
    return Promise.resolve(result(null, describeError(error, request.timeoutMs)));
  }
  if (request.signal?.aborted) return Promise.resolve(result(null, 'aborted', true));

  return new Promise((resolve) => {
    let done = false;
    const finish = (value: SendResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
      outgoing.destroy();
      resolve(value);
    };
    const client = url.protocol === 'https:' ? https : http;
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        lookup: guardedLookup(request.allowPrivateTargets, request.resolver),
        agent: false,
      },
      (response) => {
        response.on('error', () => undefined);
        const status = response.statusCode ?? 0;
        // Only the status matters; the body is dropped with the connection.
        if (status >= 200 && status < 300) finish(result(status, null));
        else if (status >= 300 && status < 400) finish(result(status, `redirect not followed (HTTP ${status})`));
        else finish(result(status, `HTTP ${status}`));
      },
    );
    const timer = setTimeout(() => finish(result(null, `timed out after ${request.timeoutMs / 1000} s`)), request.timeoutMs);
    const onAbort = () => finish(result(null, 'aborted', true));
    request.signal?.addEventListener('abort', onAbort, { once: true });
    outgoing.on('error', (error) => finish(result(null, describeError(error, request.timeoutMs))));
    outgoing.end(request.body);
  });
}

function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof ForbiddenTargetError) return error.message;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
      return 'connection reset';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'ETIMEDOUT':
      return `timed out after ${timeoutMs / 1000} s`;
    default:
      return error instanceof Error ? `${code ? `${code}: ` : ''}${error.message}` : String(error);
  }
}
