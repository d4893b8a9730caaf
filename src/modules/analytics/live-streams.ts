import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEvent, LiveFeed, LiveFilter } from './live-feed.js';

/** The open Server-Sent Events streams of clicks on this instance. */
export interface LiveStreams {
  /** Answers with a stream of the filter's clicks; the caller has already checked access. */
  open(request: FastifyRequest, reply: FastifyReply, filter: LiveFilter): Promise<FastifyReply>;
  /** Ends every open stream (shutdown: an open stream would hold the server's close). */
  closeAll(): Promise<void>;
}

/** What a browser's EventSource waits before reconnecting, with Last-Event-ID. */
const RETRY_MS = 2_000;

const frame = (event: LiveEvent) => `id: ${event.id}\nevent: click\ndata: ${JSON.stringify(event.data)}\n\n`;

/** SSE streams of the live feed: one event per click, a heartbeat comment every `heartbeatMs`. */
export function createLiveStreams(feed: LiveFeed, heartbeatMs: number): LiveStreams {
  const open = new Set<() => Promise<void>>();
  return {
    async open(request, reply, filter) {
      const body = new PassThrough();
      // A browser's EventSource sends the header when it reconnects; a page reopening one after a pause passes the query.
      const header = request.headers['last-event-id'] ?? (request.query as { last_event_id?: unknown } | undefined)?.last_event_id;
      const lastEventId = typeof header === 'string' ? header : null;
      let ended = false;
      // The server destroys the body when the client goes; nothing is written after that.
      const send = (text: string) => {
        if (!ended && !body.destroyed) body.write(text);
      };
      send(`retry: ${RETRY_MS}\n: live clicks\n\n`);
      const subscription = await feed.subscribe(filter, lastEventId, (event) => send(frame(event)));
      const heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs);
      const end = async () => {
        if (ended) return;
        ended = true;
        open.delete(end);
        clearInterval(heartbeat);
        await subscription.close();
        body.end();
      };
      open.add(end);
      reply.raw.once('close', () => void end());
      body.once('error', () => void end());
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        // The stream is its connection's last response: ended at shutdown, it leaves no keep-alive socket behind.
        .header('connection', 'close')
        .send(body);
    },
    async closeAll() {
      await Promise.all([...open].map((end) => end()));
    },
  };
}
