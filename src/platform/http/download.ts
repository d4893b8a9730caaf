import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Streams text as a file download, pulled from `chunks` only as fast as the client reads, so
 * an export of any size holds one batch at a time. Private: it is the caller's data.
 */
export function sendDownload(reply: FastifyReply, contentType: string, filename: string, chunks: AsyncIterable<string>): FastifyReply {
  return reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(chunks));
}
