import { existsSync } from 'node:fs';
import { ShortenerApiError } from '@shortener/client';
import { apiLinkCommands } from './cli/api/links.commands.js';
import { loginCommand } from './cli/api/login.command.js';
import { accountCommands } from './cli/accounts.commands.js';
import { importCommands } from './cli/imports.commands.js';
import { linkCommands } from './cli/links.commands.js';
import { safetyCommands } from './cli/safety.commands.js';
import { type Command, readOptions, UsageError, withStore } from './cli/context.js';
import { ConfigError, loadConfig, redact } from './config.js';
import { migrateToLatest } from './platform/db/migrate.js';

/** Commands over the HTTP API, acting with a token: they work against any server. */
const API_COMMANDS: Record<string, Command> = {
  ...loginCommand,
  ...apiLinkCommands,
  mcp: {
    usage: 'shortener mcp',
    summary: 'Run an MCP server on stdio (tools for links, analytics and QR codes) acting with your token',
    run: async (args) => {
      if (args.length > 0) throw new UsageError('shortener mcp takes no arguments');
      const { runMcpServer } = await import('./cli/mcp/mcp.server.js');
      await runMcpServer();
      return 0;
    },
  },
};

/** Commands on this server's own database and configuration (DATABASE_URL...), for operators. */
const OPERATOR_COMMANDS: Record<string, Command> = {
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
};

// Operator and API commands share the `links` word (`links export` is an operator's).
const COMMANDS: Record<string, Command> = { ...OPERATOR_COMMANDS, ...API_COMMANDS };

function printHelp(): void {
  const list = (commands: Record<string, Command>) => Object.values(commands).map((command) => `  ${command.usage}\n      ${command.summary}`).join('\n');
  console.log('Usage: shortener <command> [options]');
  console.log(`\nAPI commands (with a token: "shortener login", or SHORTENER_URL and SHORTENER_TOKEN):\n${list(API_COMMANDS)}`);
  console.log(`\nOperator commands (on this server's database; configuration from the environment and .env):\n${list(OPERATOR_COMMANDS)}`);
  console.log('\nSee docs/cli.md, and README.md for the configuration.');
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
    if (error instanceof ShortenerApiError) {
      console.error(`Error ${error.code}: ${error.message}`);
      for (const [field, messages] of Object.entries(error.details ?? {})) console.error(`  ${field}: ${messages.join('; ')}`);
      return 1;
    }
    throw error;
  }
}
