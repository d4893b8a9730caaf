import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { keepTickObjectShape } from './platform/runtime/tick-shape.js';

const SHUTDOWN_TIMEOUT_MS = 15_000;

function loadConfigOrExit(): Config {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** Starts the server: one process, or a primary that forks WORKERS processes sharing the port. */
export async function serve(): Promise<void> {
  keepTickObjectShape();
  const config = loadConfigOrExit();
  limitHeapGrowth(config.heapGrowthPercent);
  if (config.workers > 1 && cluster.isPrimary) return superviseWorkers(config.workers);
  await serveOne(config);
}

/**
 * Left alone, V8 lets the old generation grow to up to four times its live data before a full
 * collection: under load, 60 MB more resident than the live objects need (ADR 0105). The flag
 * is read at each collection, so setting it here works; one given on the command line wins.
 */
function limitHeapGrowth(percent: number): void {
  if (percent > 0 && !process.execArgv.some((arg) => /^--heap[-_]growing[-_]percent/.test(arg))) setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/**
 * Boot (migrations, compiling every route's schemas, the OpenAPI document) leaves about 15 MB
 * of garbage spread over heap pages that V8 keeps resident; one compacting collection before
 * listening (0.05 to 0.25 s) gives about 10 MB of them back. `gc` exists only in a context made
 * while --expose-gc is set, so the main context's globals stay as they were.
 */
function collectStartupGarbage(): void {
  setFlagsFromString('--expose-gc');
  setFlagsFromString('--compact-on-every-full-gc');
  try {
    (runInNewContext('gc') as () => void)();
  } catch {
    // A Node whose V8 ignores the flag at run time boots as before, with the garbage kept.
  } finally {
    setFlagsFromString('--no-compact-on-every-full-gc');
    setFlagsFromString('--no-expose-gc');
  }
}

/** Owns graceful shutdown: stop accepting, finish requests, flush clicks, close the store. */
async function serveOne(config: Config): Promise<void> {
  const app = await buildApp(config);
  app.warmUp();
  collectStartupGarbage();
  await app.http.listen({ port: config.port, host: config.host });
  app.http.log.info({ baseUrl: config.baseUrl, store: app.store.dialect, worker: cluster.worker?.id ?? 0 }, 'serving');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      app.http.log.warn({ signal }, 'forced exit');
      process.exit(1);
    }
    stopping = true;
    app.http.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    // Close closes the connections idle at that moment; one whose request finished after it
    // would stay open for the keep-alive timeout (72 s) and hold the exit past the deadline.
    const closeIdle = setInterval(() => app.http.server.closeIdleConnections(), 100);
    await app.http.close();
    clearInterval(closeIdle);
    await app.shutdown();
    app.http.log.info('stopped; pending clicks flushed');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** The cluster primary: forks workers, replaces crashed ones, passes shutdown signals on. */
function superviseWorkers(count: number): void {
  let stopping = false;
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(JSON.stringify({ level: 50, msg: 'worker exited; starting another', worker: worker.id, code }));
    cluster.fork();
  });
  const stop = () => {
    if (stopping) process.exit(1);
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
