import { existsSync } from 'node:fs';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

const SHUTDOWN_TIMEOUT_MS = 15_000;

/** Starts the HTTP server and owns graceful shutdown: stop accepting, finish, flush, close. */
export async function serve(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  app.warmUp();
  await app.http.listen({ port: config.port, host: config.host });
  app.http.log.info({ baseUrl: config.baseUrl, store: app.store.dialect }, 'serving');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      app.http.log.warn({ signal }, 'forced exit');
      process.exit(1);
    }
    stopping = true;
    app.http.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    await app.http.close();
    await app.shutdown();
    app.http.log.info('stopped; pending clicks flushed');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
