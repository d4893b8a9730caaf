import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

/** Answers a request before Fastify routes it, or returns false (having written nothing) to leave it to Fastify. */
export type FrontHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface FrontDoor {
  /** Puts the one handler in place (the redirect module's plain redirects). */
  set(handler: FrontHandler): void;
  /** Whether Fastify has a route of its own at this one-segment path (`/docs`, `/login`): those stay Fastify's. */
  ownsPath(path: string): boolean;
  /** The client's address and the Host it asked for, read exactly as Fastify reads them (TRUST_PROXY). */
  clientIp(request: IncomingMessage): string;
  clientHost(request: IncomingMessage): string;
}

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * A door in front of Fastify's router for the one request that dominates traffic: a plain
 * redirect. Fastify's request and reply objects, hooks, router and logger cost about as much
 * CPU as the bare 302 itself (docs/benchmarks.md, issue 34); a handler here answers from
 * the raw request instead, and passes anything it does not fully understand to Fastify.
 *
 * Installed on Fastify's own server (its 'request' listener is wrapped), so every server
 * option Fastify sets (timeouts, keep-alive, client errors, closing) stays Fastify's. Routes
 * are collected as they are added, so the handler can leave Fastify's own paths alone.
 */
export function installFrontDoor(app: FastifyInstance, trustProxy: TrustProxy): FrontDoor {
  const ownPaths = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (/^\/[^/:*]+$/.test(route.url)) ownPaths.add(route.url);
  });
  let handler: FrontHandler | null = null;
  // A closing server answers 503 to new requests (return503OnClosing): that is Fastify's.
  app.addHook('preClose', (done) => {
    handler = null;
    done();
  });
  const [fastifyListener, ...others] = app.server.listeners('request') as Array<(request: IncomingMessage, response: ServerResponse) => void>;
  if (!fastifyListener || others.length > 0) throw new Error('expected one request listener on the Fastify server');
  app.server.removeListener('request', fastifyListener);
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (handler === null || !handler(request, response)) fastifyListener(request, response);
  });
  const trusts = trustFunction(trustProxy);
  return {
    set(next) {
      handler = next;
    },
    ownsPath: (path) => ownPaths.has(path),
    clientIp(request) {
      if (trusts === null) return request.socket.remoteAddress ?? '';
      const addresses = proxyAddr.all(request, trusts);
      return addresses[addresses.length - 1] ?? '';
    },
    clientHost(request) {
      const forwarded = request.headers['x-forwarded-host'];
      const remote = request.socket.remoteAddress;
      // Node joins a repeated X-Forwarded-Host into one string; the last entry is the nearest proxy's.
      if (trusts !== null && typeof forwarded === 'string' && forwarded !== '' && remote !== undefined && trusts(remote, 0)) {
        const at = forwarded.lastIndexOf(',');
        return at === -1 ? forwarded.trim() : forwarded.slice(at + 1).trim();
      }
      return request.headers.host ?? '';
    },
  };
}

/** Fastify's reading of `trustProxy` (lib/request.js), for the settings our config gives it; null when nothing is trusted. */
function trustFunction(trustProxy: TrustProxy): ((address: string, hop: number) => boolean) | null {
  if (trustProxy === false) return null;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'function') return trustProxy;
  return proxyAddr.compile(trustProxy);
}
