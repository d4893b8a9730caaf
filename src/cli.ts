import { existsSync } from 'node:fs';
import { ShortenerApiError } from '@shortener/client';
import { apiLinkCommands } from './cli/api/links.commands.js';
import { loginCommand } from './cli/api/login.command.js';
import { type Command, UsageError } from './cli/command.js';
import { ConfigError } from './config.js';

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

// Loaded only when needed: they bring the whole server (stores, modules), seconds of start-up
// an API command has no use for.
const operatorCommands = async (): Promise<Record<string, Command>> => (await import('./cli/operator.commands.js')).operatorCommands;

async function printHelp(): Promise<void> {
  const list = (commands: Record<string, Command>) => Object.values(commands).map((command) => `  ${command.usage}\n      ${command.summary}`).join('\n');
  console.log('Usage: shortener <command> [options]');
  console.log(`\nAPI commands (with a token: "shortener login", or SHORTENER_URL and SHORTENER_TOKEN):\n${list(API_COMMANDS)}`);
  console.log(`\nOperator commands (on this server's database; configuration from the environment and .env):\n${list(await operatorCommands())}`);
  console.log('\nSee docs/cli.md, and README.md for the configuration.');
}

/**
 * Finds the longest command name (`tokens create` before `tokens`) at the start of argv. API and
 * operator commands share the `links` word (`links export` is an operator's).
 */
async function findCommand(argv: string[]): Promise<[Command, string[]] | null> {
  for (const commands of [API_COMMANDS, await operatorCommandsIfNeeded(argv)]) {
    for (const words of [2, 1]) {
      const command = commands[argv.slice(0, words).join(' ')];
      if (command) return [command, argv.slice(words)];
    }
  }
  return null;
}

async function operatorCommandsIfNeeded(argv: string[]): Promise<Record<string, Command>> {
  const isApi = [2, 1].some((words) => API_COMMANDS[argv.slice(0, words).join(' ')] !== undefined);
  return isApi ? {} : operatorCommands();
}

/** The `shortener` command; returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0]!)) {
    await printHelp();
    return 0;
  }
  const found = await findCommand(argv);
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
      // An API command's only configuration is its server and token: wrong, that is bad usage.
      return Object.values(API_COMMANDS).includes(command) ? 2 : 1;
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
