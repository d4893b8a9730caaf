import { accountCommands } from './accounts.commands.js';
import { importCommands } from './imports.commands.js';
import { linkCommands } from './links.commands.js';
import { safetyCommands } from './safety.commands.js';
import { workspaceCommands } from './workspaces.commands.js';
import { type Command, readOptions, withStore } from './context.js';
import { loadConfig, redact } from '../config.js';
import { migrateToLatest } from '../platform/db/migrate.js';

/** Commands on this server's own database and configuration (DATABASE_URL...), for operators. */
export const operatorCommands: Record<string, Command> = {
  serve: {
    usage: 'shortener serve [--workers N]',
    summary: 'Start the HTTP server (same as npm start); --workers forks N processes (needs REDIS_URL)',
    run: async (args) => {
      const { workers } = readOptions(args, ['workers']);
      if (workers !== undefined) process.env.WORKERS = workers;
      const { serve } = await import('../server.js');
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
