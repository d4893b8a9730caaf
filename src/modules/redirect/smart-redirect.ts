import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClickSource, VisitorCountry } from '../analytics/index.js';
import type { LinkTarget } from '../links/index.js';
import { isAppScheme } from './app-link-page.js';
import { AB_COOKIE_MAX_AGE, abCookieName, abCookieValue, readAbCookie } from './ab-cookie.js';
import { forwardQuery, readQuery } from './forward-query.js';
import { chooseSmartDestination } from './smart-choice.js';
import { RequestVisitor } from './smart-visitor.js';

export interface SmartRedirectDeps {
  appSecret: string;
  secureCookies: boolean;
  countryHeader: string | null;
  countryOf: VisitorCountry;
}

/** Where a served link sends this request, and how the click is filed. */
export interface SmartServed {
  location: string;
  source: ClickSource;
  variant: number | null;
  /** An app scheme for this phone: `location` is the app, `fallback` where a visitor without it goes. */
  app: { os: 'ios' | 'android'; fallback: string } | null;
}

const NO_QUERY = { params: new URLSearchParams(), scanned: false };

/**
 * The smart part of a redirect, for a link that has settings or a request with a query: QR
 * marker stripped, then deep link, rules, A/B variant (sticky by cookie), then query forwarding.
 */
export function createSmartRedirect(deps: SmartRedirectDeps) {
  return (request: FastifyRequest, reply: FastifyReply, target: LinkTarget, queryAt: number): SmartServed => {
    const { params, scanned } = queryAt === -1 ? NO_QUERY : readQuery(request.url.slice(queryAt + 1));
    const source: ClickSource = scanned ? 'qr' : 'link';
    const smart = target.smart;
    if (smart === null) return { location: target.destinationUrl, source, variant: null, app: null };
    let location = target.destinationUrl;
    let variant: number | null = null;
    let app: SmartServed['app'] = null;
    if (smart.routes) {
      const visitor = new RequestVisitor(request, params, deps.countryOf, deps.countryHeader);
      const sticky = smart.variants === null ? null : readAbCookie(deps.appSecret, target, smart.variants, request.cookies[abCookieName(target)]);
      const choice = chooseSmartDestination(smart, location, visitor, sticky, () => randomInt(100));
      if (choice.reason === 'deep_link' && isAppScheme(choice.url)) {
        // A visitor without the app goes where the link would send them had it no app link.
        const rest = chooseSmartDestination({ ...smart, iosUrl: null, androidUrl: null }, location, visitor, sticky, () => randomInt(100));
        const fallback = smart.forwardQuery ? forwardQuery(rest.url, params) : rest.url;
        app = { os: visitor.os === 'ios' ? 'ios' : 'android', fallback };
      }
      location = choice.url;
      variant = choice.variant;
      if (variant !== null && variant !== sticky) {
        reply.setCookie(abCookieName(target), abCookieValue(deps.appSecret, target, smart.variants!, variant), {
          path: `/${target.slug}`,
          httpOnly: true,
          sameSite: 'lax',
          secure: deps.secureCookies,
          maxAge: AB_COOKIE_MAX_AGE,
        });
      }
    }
    if (smart.forwardQuery) location = forwardQuery(location, params);
    return { location, source, variant, app };
  };
}
