import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ShortenBody, shortenResultSchema } from './shorten.schemas.js';
import { type ShortenDeps, shortenAnonymously } from './shorten.service.js';

/** POST /api/shorten: keyless, JSON or form-encoded, errors as `{ "error": "..." }`. */
export async function shortenRoutes(app: FastifyInstance, deps: ShortenDeps): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/shorten',
    {
      config: { errorShape: 'keyless' },
      schema: {
        operationId: 'shorten',
        tags: ['Keyless'],
        summary: 'Shorten a URL without an account',
        security: [],
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: ShortenBody,
        response: { 201: shortenResultSchema, 403: { $ref: 'KeylessForbidden#' }, 422: { $ref: 'KeylessError#' }, 429: { $ref: 'KeylessError#' } },
      },
    },
    async (request, reply) => reply.code(201).send(await shortenAnonymously(deps, request.body.url, request.ip)),
  );
}
