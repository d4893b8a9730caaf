import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, redact } from './config.js';
import { openStore } from './platform/db/db.js';
import { migrateToLatest } from './platform/db/migrate.js';

interface Command {
  usage: string;
  summary: string;
  run(args: string[]): Promise<number>;
}

const COMMANDS: Record<string, Command> = {
  serve: {
    usage: 'shortener serve',
    summary: 'Start the HTTP server (same as npm start)',
    run: async () => {
      const { serve } = await import('./server.js');
      await serve();
      return 0;
    },
  },
  migrate: {
    usage: 'shortener migrate',
    summary: 'Bring the database schema up to date, then exit',
    run: async () => {
      const config = loadConfig();
      const store = openStore(config.databaseUrl);
      try {
        const applied = await migrateToLatest(store);
        console.log(applied.length ? `applied: ${applied.join(', ')}` : 'schema is up to date');
        console.log(`database: ${redact(config.databaseUrl)}`);
      } finally {
        await store.close();
      }
      return 0;
    },
  },
};

function printHelp(): void {
  console.log('Usage: shortener <command> [options]\n\nCommands:');
  for (const command of Object.values(COMMANDS)) console.log(`  ${command.usage.padEnd(58)} ${command.summary}`);
  console.log('\nConfiguration comes from the environment (and .env); see README.md.');
}

/** The `shortener` command; returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    printHelp();
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`Unknown command "${name}".`);
    printHelp();
    return 2;
  }
  try {
    return await command.run(rest);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
