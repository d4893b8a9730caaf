import type { FastifyInstance, FastifyReply } from 'fastify';

// Scripts only from our own origin: with no inline script, injected markup can't run code.
export const HTML_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HSTS = 'max-age=31536000';

/** Headers every response of the web app carries, JSON included. */
export function setBaseSecurityHeaders(reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'same-origin').header('x-frame-options', 'DENY');
}

/**
 * Every HTML page, whichever module sends it (web app, password, preview and status pages,
 * claim pages, errors), gets the same policy; a page that sets its own CSP (/docs) keeps it.
 * Redirects carry no content type and pay only one header lookup.
 */
export function registerHtmlSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      setBaseSecurityHeaders(reply);
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', HTML_CSP);
      if (options.https) reply.header('strict-transport-security', HSTS);
    }
    done(null, payload);
  });
}
