import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, safeEqual } from '../crypto/tokens.js';
import { RequestForgeryError } from './errors.js';

const COOKIE = 'csrf';

/**
 * Double-submit token for forms: a random cookie that a cross-site page can't read, echoed
 * in a hidden field. Returns the token to embed, setting the cookie when it is missing.
 */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[COOKIE];
  if (existing && /^[A-Za-z0-9_-]{32}$/.test(existing)) return existing;
  const token = randomToken(24);
  reply.setCookie(COOKIE, token, { path: '/', httpOnly: true, sameSite: 'strict', secure });
  return token;
}

/** Refuses a state-changing request whose form or header token does not match the cookie. */
export function verifyCsrfToken(request: FastifyRequest, submitted: unknown): void {
  const cookie = request.cookies[COOKIE];
  const header = request.headers['x-csrf-token'];
  const token = typeof submitted === 'string' ? submitted : typeof header === 'string' ? header : '';
  if (!cookie || !token || !safeEqual(cookie, token)) {
    throw new RequestForgeryError('The form expired or came from another site; reload the page and try again');
  }
}
