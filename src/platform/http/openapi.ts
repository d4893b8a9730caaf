import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODE_LIST, ERROR_CODES } from './error-codes.js';
import { documentResponseHeaders } from './openapi-headers.js';
import { limitOrThrow } from '../rate-limit/headers.js';
import type { RateLimiter } from '../rate-limit/rate-limit.js';

// Swagger UI renders a few things that fail accessibility checks: the version and method
// badges, the document link and the Authorize button lack contrast, the server picker has no
// label, and with deep links each operation's path is a link inside its toggle button.
const A11Y_CSS = `.swagger-ui .info .title small{background:#4b5563!important}.swagger-ui .info .title small.version-stamp{background:#166534!important}
.swagger-ui .info .title small pre{color:#fff}.swagger-ui .info a,.swagger-ui .info .url{color:#1d4ed8!important}
.swagger-ui .opblock.opblock-post .opblock-summary-method{background:#166534!important}.swagger-ui .opblock.opblock-get .opblock-summary-method{background:#1d4ed8!important}
.swagger-ui .opblock.opblock-patch .opblock-summary-method{background:#0f766e!important}.swagger-ui .opblock.opblock-put .opblock-summary-method{background:#92400e!important}
.swagger-ui .opblock.opblock-delete .opblock-summary-method{background:#b42318!important}
.swagger-ui .btn.authorize{color:#166534!important;border-color:#166534!important}.swagger-ui .btn.authorize span{color:#166534!important}.swagger-ui .btn.authorize svg{fill:#166534!important}
.swagger-ui .json-schema-2020-12-expand-deep-button{color:#374151!important}`;
// A link without href is plain text: the path inside each toggle button stops being a control
// nested in a control (deep links still work from the address bar).
const A11Y_FIXES = `new MutationObserver(() => {
  const servers = document.getElementById('servers');
  if (servers && !servers.hasAttribute('aria-label')) servers.setAttribute('aria-label', 'Server');
  for (const link of document.querySelectorAll('.opblock-summary-control a[href]')) link.removeAttribute('href');
}).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });`;

/** `error` of the API envelope. */
const ERROR_OBJECT = {
  type: 'object',
  required: ['type', 'code', 'message'],
  properties: {
    type: {
      type: 'string',
      enum: ['validation', 'entitlement', 'state', 'not_found', 'method_not_allowed', 'authentication', 'forbidden', 'rate_limit', 'internal'],
    },
    code: { $ref: 'ErrorCode#' },
    message: { type: 'string' },
  },
};

/** Shared response schemas, referenced as `{ $ref: 'Name#' }`. */
const SHARED_SCHEMAS = [
  {
    $id: 'ErrorCode',
    type: 'string',
    enum: ERROR_CODE_LIST,
    description: `Names the failure; stable, unlike the message.\n\n${ERROR_CODE_LIST.map((code) => `- \`${code}\`: ${ERROR_CODES[code]}`).join('\n')}`,
  },
  {
    $id: 'KeylessError',
    type: 'object',
    required: ['error', 'code'],
    properties: { error: { type: 'string', description: 'What is wrong, as a sentence' }, code: { $ref: 'ErrorCode#' } },
  },
  {
    $id: 'QrValidationError',
    type: 'object',
    required: ['message', 'errors', 'code'],
    properties: {
      message: { type: 'string' },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      code: { $ref: 'ErrorCode#' },
    },
  },
  {
    $id: 'ApiError',
    type: 'object',
    required: ['message', 'error'],
    properties: {
      message: { type: 'string' },
      error: ERROR_OBJECT,
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
  },
  {
    $id: 'KeylessForbidden',
    type: 'object',
    description: 'The API error envelope plus `code`: `error.code` and `code` are `anonymous_links_disabled` when the operator turned off links without an account',
    required: ['message', 'error', 'code'],
    properties: { message: { type: 'string' }, error: ERROR_OBJECT, code: { $ref: 'ErrorCode#' } },
  },
];

// The shorten result's `docs` is `/docs#shorten` (decisions.md); Swagger UI's deep links are
// `#/<tag>/<operationId>`, so the short anchors are rewritten before it reads the hash.
const SHORT_ANCHORS = `{
  const target = { '#shorten': '#/Keyless/shorten', '#qr': '#/Keyless/qr' }[location.hash];
  if (target) history.replaceState(null, '', target);
}`;

/** The OpenAPI 3.1 document at /api/v1/openapi.json and the reference at /docs (local assets). */
export async function registerOpenApi(app: FastifyInstance, baseUrl: string, limiter: RateLimiter, schemas: Record<string, object> = {}): Promise<void> {
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'URL Shortener and QR Code API',
        license: { name: 'MIT', identifier: 'MIT' },
        version: '1.0.0',
        description:
          'Keyless endpoints (`POST /api/shorten`, `GET /api/qr`) need no credentials. Everything under `/api/v1` needs `Authorization: Bearer <token>`.',
      },
      servers: [{ url: baseUrl }],
      components: {
        // Schemas no route's own schema shows whole (GET /api/qr's query as one object).
        schemas: schemas as Record<string, never>,
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API token from your account settings' } },
      },
      tags: [
        { name: 'Keyless', description: 'No account or key needed' },
        { name: 'Links', description: 'Your links (scope links:read / links:write)' },
        { name: 'Analytics', description: 'Click analytics (scope analytics:read)' },
        { name: 'Organisation', description: 'Folders and tags (scope links:read / links:write)' },
        { name: 'Account', description: 'Plan and usage' },
        { name: 'Webhooks', description: 'Signed event deliveries (scope webhooks:write)' },
        { name: 'Domains', description: 'Branded domains (scope links:read / links:write; Pro and above)' },
        { name: 'Workspaces', description: 'Workspaces, members and invites (scope workspace:read / workspace:write, on top of the role)' },
        { name: 'Audit', description: 'Who changed what in the workspace (scope workspace:read; owners and admins)' },
      ],
    },
    transformObject: (document) => ('openapiObject' in document ? documentResponseHeaders(document.openapiObject) : document.swaggerObject),
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // BaseLayout: no top bar; its "explore" URL box served no purpose here and broke axe rules
    // (an unlabelled input, a logo without alt text, a low-contrast button).
    uiConfig: { docExpansion: 'list', deepLinking: true, layout: 'BaseLayout' },
    staticCSP: true,
    // Swagger UI sets inline styles as it renders; without this each one is a console error.
    transformStaticCSP: (header: string) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
    theme: { js: [{ filename: 'anchors.js', content: SHORT_ANCHORS }, { filename: 'a11y.js', content: A11Y_FIXES }], css: [{ filename: 'a11y.css', content: A11Y_CSS }] },
  });
  // Under /api/v1, so it carries the rate-limit headers every v1 response does (per client IP).
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async (request, reply) => {
    limitOrThrow(reply, await limiter.consume(`ip:${request.ip}`));
    return app.swagger();
  });
}
