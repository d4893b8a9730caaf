import http from 'node:http';
import https from 'node:https';
import { checkLiteralHost, ForbiddenTargetError, guardedLookup, type Resolver } from '../safety/index.js';
import { isParkingHost } from './parking-hosts.js';

export interface ProbeOptions {
  /** ALLOW_PRIVATE_DESTINATIONS: otherwise no hop may resolve to a private address. */
  allowPrivate: boolean;
  /** Per request; 10 s in production. */
  timeoutMs: number;
  userAgent: string;
  resolver?: Resolver;
}

/** `reason` is short and stable: `http_404`, `dns_failure`, `tls_failure`, `timeout`, `too_many_redirects`, `parked` ... */
export type ProbeResult = { ok: true; status: number } | { ok: false; reason: string; /** The host answered nothing (backoff applies). */ unreachable: boolean };

const MAX_REDIRECTS = 5;
const REFUSED_HEAD = new Set([405, 501]);

/** HEAD (GET where HEAD is refused), following up to five redirects; every hop's address is checked. Never throws. */
export async function probeUrl(start: string, options: ProbeOptions): Promise<ProbeResult> {
  let url: URL;
  try {
    url = new URL(start);
  } catch {
    return fail('invalid_url', false);
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('unsupported_redirect', false);
    if (isParkingHost(url.hostname)) return fail('parked', false);
    let answer = await requestOnce(url, 'HEAD', options);
    if (answer.kind === 'status' && REFUSED_HEAD.has(answer.status)) answer = await requestOnce(url, 'GET', options);
    if (answer.kind === 'error') return answer.result;
    const { status, location } = answer;
    if (status >= 300 && status < 400 && location !== null) {
      try {
        url = new URL(location, url);
      } catch {
        return fail('invalid_redirect', false);
      }
      continue;
    }
    if (status >= 400) return fail(`http_${status}`, false);
    return { ok: true, status };
  }
  return fail('too_many_redirects', false);
}

function fail(reason: string, unreachable: boolean): ProbeResult {
  return { ok: false, reason, unreachable };
}

type Answer = { kind: 'status'; status: number; location: string | null } | { kind: 'error'; result: ProbeResult };

function requestOnce(url: URL, method: 'HEAD' | 'GET', options: ProbeOptions): Promise<Answer> {
  try {
    checkLiteralHost(url.hostname, options.allowPrivate);
  } catch (error) {
    return Promise.resolve({ kind: 'error', result: describe(error) });
  }
  return new Promise((resolve) => {
    let done = false;
    const finish = (answer: Answer) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      outgoing.destroy();
      resolve(answer);
    };
    const client = url.protocol === 'https:' ? https : http;
    const outgoing = client.request(
      url,
      {
        method,
        headers: { 'user-agent': options.userAgent, accept: '*/*' },
        lookup: guardedLookup(options.allowPrivate, options.resolver),
        agent: false,
      },
      (response) => {
        response.on('error', () => undefined);
        // Only the status and Location matter: a GET's body is dropped with the connection.
        finish({ kind: 'status', status: response.statusCode ?? 0, location: response.headers.location ?? null });
      },
    );
    const timer = setTimeout(() => finish({ kind: 'error', result: fail('timeout', true) }), options.timeoutMs);
    outgoing.on('error', (error) => finish({ kind: 'error', result: describe(error) }));
    outgoing.end();
  });
}

function describe(error: unknown): ProbeResult {
  if (error instanceof ForbiddenTargetError) return fail('private_address', false);
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return fail('dns_failure', true);
  if (code === 'ETIMEDOUT') return fail('timeout', true);
  if (code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL') || /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|HOSTNAME_MISMATCH/.test(code)) return fail('tls_failure', true);
  if (code === 'ECONNREFUSED') return fail('connection_refused', true);
  if (code === 'ECONNRESET' || code === 'EPIPE') return fail('connection_reset', true);
  return fail('connection_failed', true);
}
