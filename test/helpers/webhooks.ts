import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../src/app.js';

/** What a receiver saw of one delivery attempt. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
  path: string;
}

/** How the receiver answers the n-th request (0-based): a status, a late status, or 'hang' (never answers). */
export type Responder = (index: number, request: Received) => number | 'hang' | { status: number; delayMs: number };

export interface Receiver {
  url: string;
  received: Received[];
  respond: Responder;
  close(): Promise<void>;
}

/** A real HTTP receiver on 127.0.0.1; hanging responses are ended on close. */
export async function startReceiver(respond: Responder = () => 200): Promise<Receiver> {
  const hanging = new Set<ServerResponse>();
  const receiver: Receiver = {
    url: '',
    received: [],
    respond,
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now(), path: request.url ?? '/' };
      const answer = receiver.respond(receiver.received.length, entry);
      receiver.received.push(entry);
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      const { status, delayMs } = typeof answer === 'number' ? { status: answer, delayMs: 0 } : answer;
      if (status >= 300 && status < 400) response.setHeader('location', `${receiver.url}/elsewhere`);
      setTimeout(() => response.writeHead(status).end('ok'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}

// The verification snippet of docs/webhooks.md, typed: what a receiver pastes.
export function verifyWebhook(secret: string, headers: IncomingHttpHeaders, body: string, toleranceSeconds = 300): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the worker until `done` holds; fails after `timeoutMs` so a bug can't hang the suite. */
export async function drainUntil(worker: Pick<App['webhooks'], 'runOnce'>, done: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('webhook deliveries did not settle in time');
    if ((await worker.runOnce()) === 0) await sleep(10);
  }
}

/** The app's logger with `warn` captured, for the disable log line. */
export function capturingLogger(base: FastifyBaseLogger): { logger: FastifyBaseLogger; warnings: unknown[][] } {
  const warnings: unknown[][] = [];
  const logger = Object.assign(Object.create(base) as FastifyBaseLogger, {
    warn: (...args: unknown[]) => void warnings.push(args),
  });
  return { logger, warnings };
}

/** Deliveries of an endpoint straight from the store, oldest first. */
export function deliveriesOf(app: Pick<App, 'store'>, endpointId: number) {
  return app.store.db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).orderBy('id').execute();
}
