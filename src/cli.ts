import { existsSync } from 'node:fs';
import { accountCommands } from './cli/accounts.commands.js';
import { importCommands } from './cli/imports.commands.js';
import { linkCommands } from './cli/links.commands.js';
import { safetyCommands } from './cli/safety.commands.js';
import { workspaceCommands } from './cli/workspaces.commands.js';
import { type Command, readOptions, UsageError, withStore } from './cli/context.js';
import { ConfigError, loadConfig, redact } from './config.js';
import { migrateToLatest } from './platform/db/migrate.js';

const COMMANDS: Record<string, Command> = {
  serve: {
    usage: 'shortener serve [--workers N]',
    summary: 'Start the HTTP server (same as npm start); --workers forks N processes (needs REDIS_URL)',
    run: async (args) => {
      const { workers } = readOptions(args, ['workers']);
      if (workers !== undefined) process.env.WORKERS = workers;
      const { serve } = await import('./server.js');
      await serve();
      return 0;
    },
  },
  migrate: {
    usage: 'shortener migrate',
    summary: 'Bring the database schema up to date, then exit',
    run: async () => {
      await withStore(async (store) => {
        // withStore already migrated; a second run reports the state.
        const applied = await migrateToLatest(store);
        console.log(applied.length ? `applied: ${applied.join(', ')}` : 'schema is up to date');
      });
      console.log(`database: ${redact(loadConfig().databaseUrl)}`);
      return 0;
    },
  },
  ...accountCommands,
  ...linkCommands,
  ...importCommands,
  ...safetyCommands,
  ...workspaceCommands,
};

function printHelp(): void {
  console.log('Usage: shortener <command> [options]\n\nCommands:');
  for (const command of Object.values(COMMANDS)) console.log(`  ${command.usage}\n      ${command.summary}`);
  console.log('\nConfiguration comes from the environment (and .env); see README.md.');
}

/** Finds the longest command name (`tokens create` before `tokens`) at the start of argv. */
function findCommand(argv: string[]): [Command, string[]] | null {
  for (const words of [2, 1]) {
    const command = COMMANDS[argv.slice(0, words).join(' ')];
    if (command) return [command, argv.slice(words)];
  }
  return null;
}

/** The `shortener` command; returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0]!)) {
    printHelp();
    return 0;
  }
  const found = findCommand(argv);
  if (!found) {
    console.error(`Unknown command "${argv.join(' ')}". Run "shortener --help" for the list.`);
    return 2;
  }
  const [command, args] = found;
  if (args.includes('--help')) {
    console.log(`Usage: ${command.usage}\n${command.summary}`);
    return 0;
  }
  try {
    return await command.run(args);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      return 1;
    }
    if (error instanceof UsageError) {
      console.error(`${error.message}\nUsage: ${command.usage}`);
      return 2;
    }
    throw error;
  }
}
