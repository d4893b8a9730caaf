import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { BASE_CSS } from './styles/base.css.js';
import { COMPONENTS_CSS } from './styles/components.css.js';
import { SMART_CSS } from './styles/smart.css.js';
import { BULK_CSS } from './styles/bulk.css.js';
import { DOMAINS_CSS } from './styles/domains.css.js';
import { LIVE_CSS } from './styles/live.css.js';
import { WORKSPACE_CSS } from './styles/workspace.css.js';

// src/modules/web and dist/modules/web are both three levels below the package root.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where `tsc -p tsconfig.web.json` writes the browser scripts. */
export const PUBLIC_DIR = join(ROOT, 'dist/public');

interface Asset {
  body: Buffer;
  gzip: Buffer;
  type: string;
}

/** The web app's static files, held in memory (they are a few dozen KB) under a content version. */
export interface Assets {
  readonly version: string;
  /** Whether the browser scripts were built; pages still render without them. */
  readonly scriptsBuilt: boolean;
  url(name: string): string;
  get(name: string): Asset | undefined;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

function asset(body: Buffer, name: string): Asset {
  const ext = name.slice(name.lastIndexOf('.'));
  return { body, gzip: gzipSync(body, { level: 9 }), type: TYPES[ext] ?? 'application/octet-stream' };
}

/** Reads the CSS, the built scripts and uPlot once at boot. */
export function loadAssets(): Assets {
  const files = new Map<string, Asset>();
  files.set('app.css', asset(Buffer.from(BASE_CSS + COMPONENTS_CSS + SMART_CSS + BULK_CSS + DOMAINS_CSS + LIVE_CSS + WORKSPACE_CSS), 'app.css'));
  const require = createRequire(import.meta.url);
  for (const name of ['uPlot.iife.min.js', 'uPlot.min.css']) {
    files.set(`vendor/${name}`, asset(readFileSync(require.resolve(`uplot/dist/${name}`)), name));
  }
  const jsDir = join(PUBLIC_DIR, 'js');
  const scriptsBuilt = existsSync(jsDir);
  if (scriptsBuilt) {
    for (const name of readdirSync(jsDir)) {
      if (name.endsWith('.js')) files.set(`js/${name}`, asset(readFileSync(join(jsDir, name)), name));
    }
  }
  const hash = createHash('sha256');
  // Code-unit order, not localeCompare: a collator at boot pulls about 2.5 MB of ICU's
  // collation tables into the process's resident memory (ADR 1021).
  for (const [name, file] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) hash.update(name).update(file.body);
  const version = hash.digest('base64url').slice(0, 10);
  return {
    version,
    scriptsBuilt,
    url: (name) => `/static/${version}/${name}`,
    get: (name) => files.get(name),
  };
}

/**
 * GET /static/{version}/{file}: the versioned URL changes with any file's content, so the
 * current version is cached for a year; an old version still gets today's file, uncached.
 */
export function registerAssetRoutes(app: FastifyInstance, assets: Assets): void {
  app.get<{ Params: { version: string; '*': string } }>('/static/:version/*', async (request, reply) => {
    const file = assets.get(request.params['*']);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const cache = request.params.version === assets.version ? 'public, max-age=31536000, immutable' : 'no-cache';
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    reply.header('cache-control', cache).header('vary', 'accept-encoding').header('x-content-type-options', 'nosniff').type(file.type);
    if (gzip) reply.header('content-encoding', 'gzip');
    return reply.send(gzip ? file.gzip : file.body);
  });
}
