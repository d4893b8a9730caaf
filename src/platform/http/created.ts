import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers a create (201, or 202 for work that runs later) with `Location` naming the new
 * resource under the collection the request posted to: POST /api/v1/links -> /api/v1/links/42.
 */
export function sendCreated(request: FastifyRequest, reply: FastifyReply, id: number, body: unknown, status: 201 | 202 = 201): FastifyReply {
  return reply.code(status).header('location', `${request.routeOptions.url}/${id}`).send(body);
}
