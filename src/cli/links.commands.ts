import { createWriteStream } from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadConfig } from '../config.js';
import { operatorActor } from './operator-actor.js';
import { EXPORT_FORMATS, type ExportFormat, exportLinks } from '../modules/links/index.js';
import { type Command, readOptions, required, UsageError, withStore } from './context.js';

/** Link commands for operators: what the API offers a user, for any user. */
export const linkCommands: Record<string, Command> = {
  'links export': {
    usage: 'shortener links export --email E [--workspace ID_OR_SLUG] [--format csv|json] [--out FILE]',
    summary: "Write a user's links as CSV or JSON (as GET /api/v1/links/export), to FILE or standard output",
    run: async (args) => {
      const options = readOptions(args, ['email', 'format', 'out', 'workspace']);
      const format = (options.format ?? 'csv') as ExportFormat;
      if (!EXPORT_FORMATS.includes(format)) throw new UsageError(`--format must be one of: ${EXPORT_FORMATS.join(', ')}`);
      const config = loadConfig();
      await withStore(async (store) => {
        const actor = await operatorActor(store.db, required(options, 'email'), options.workspace);
        const target: Writable = options.out ? createWriteStream(options.out) : process.stdout;
        await pipeline(Readable.from(exportLinks({ store, baseUrl: config.baseUrl }, actor, format)), target, { end: options.out !== undefined });
      });
      return 0;
    },
  },
};
