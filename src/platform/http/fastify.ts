import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from '../../config.js';
import type { Metrics } from '../metrics/metrics.js';
import { answerClientError, registerErrorHandler } from './error-handler.js';
import { type FrontDoor, installFrontDoor } from './front-door.js';
import { registerRequestLog } from './request-log.js';
import { registerHtmlSecurityHeaders } from './security-headers.js';
import { lazySerializers, lazyValidator } from './lazy-compilers.js';
import { bodyValidator, compileText } from './validation.js';

const BODY_LIMIT = 1024 * 1024;

/** Fastify with our platform defaults: logging, validation, body parsers, error mapping; and the door in front of it (front-door.ts). */
export function createHttpServer(config: Config, logger: boolean, metrics: Metrics): { app: FastifyInstance; door: FrontDoor } {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        }
      : false,
    // Our own onResponse hook writes the one line per request (see request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: toTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    // Routes check their own params; past the router's limit a long id or slug got a bare 414.
    routerOptions: { maxParamLength: 65_536 },
    rewriteUrl: (request) => escapeBrokenPercents(request.url ?? '/'),
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
  });
  setValidators(app);
  acceptEmptyJson(app);
  registerErrorHandler(app);
  registerRequestLog(app, metrics);
  registerHtmlSecurityHeaders(app, { https: config.baseUrl.startsWith('https:') });
  app.register(formbody, { bodyLimit: BODY_LIMIT });
  app.register(cookie);
  return { app, door: installFrontDoor(app, toTrustProxy(config.trustProxy)) };
}

/** Bodies are validated as sent; query strings and path params, as text coerced to their types. */
function setValidators(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => lazyValidator(() => (httpPart === 'body' ? bodyValidator.compile(schema) : compileText(schema))));
}

/**
 * `Content-Type: application/json` with no body (what many HTTP clients send on
 * POST .../disable or DELETE) means "no body", not invalid JSON; anything else parses as before.
 */
function acceptEmptyJson(app: FastifyInstance): void {
  // Prototype keys are dropped like any unknown field, never applied.
  const parseJson = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}

/**
 * A path whose percent-escapes don't decode (`/%ZZ`, `/%FF`) would get the router's bare 400;
 * with every `%` taken literally it reaches the routes, and their 404s, like any unknown id.
 */
function escapeBrokenPercents(url: string): string {
  if (!url.includes('%')) return url;
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.includes('%')) return url;
  try {
    decodeURI(path);
    return url;
  } catch {
    return path.replaceAll('%', '%25') + (end === -1 ? '' : url.slice(end));
  }
}

/** A hop count trusts that many proxies nearest to us, as Express and Fastify define it. */
function toTrustProxy(setting: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
