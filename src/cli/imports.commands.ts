import { accessSync, constants, createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config.js';
import { operatorActor } from './operator-actor.js';
import { getImport, IMPORT_FORMATS, IMPORT_JOB, type ImportFormat, type ImportResource, registerImportJob, startImport } from '../modules/imports/index.js';
import { createSafetyScannerFromConfig } from '../modules/safety/index.js';
import { AppError } from '../platform/http/errors.js';
import { createScheduler } from '../platform/jobs/scheduler.js';
import { type Command, readOptions, required, UsageError } from './context.js';
import { withLinksContext } from './links-context.js';

// The scheduler logs a failed run; the command prints its own progress.
const quiet = { error: (obj: object, msg?: string) => console.error(msg ?? 'error', obj), warn: () => {}, info: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;

const progressOf = (item: ImportResource) => `${item.status}: ${item.processed}/${item.total ?? '?'} rows (created ${item.created}, skipped ${item.skipped}, failed ${item.failed})`;

/** A file that is missing or unreadable is bad input, as an empty one is: exit 2, said before any work. */
function checkReadable(file: string): void {
  try {
    accessSync(file, constants.R_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`${file}: ${code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? String(error)})`}`);
  }
  if (!statSync(file).isFile()) throw new UsageError(`${file}: not a file`);
}

/** `shortener import FILE --email E`: the same checks and job as POST /api/v1/imports, run here until done. */
export const importCommands: Record<string, Command> = {
  import: {
    usage: 'shortener import FILE --email E [--workspace ID_OR_SLUG] [--format csv|json|bitly|dub|shlink|kutt|yourls] [--on-conflict fail|suffix]',
    summary: "Import a file of links into a user's account (as POST /api/v1/imports), printing progress and the final counts",
    run: async (args) => {
      const file = args[0];
      if (!file || file.startsWith('--')) throw new UsageError('give the file to import first');
      const options = readOptions(args.slice(1), ['email', 'format', 'on-conflict', 'workspace']);
      const format = options.format as ImportFormat | undefined;
      if (format !== undefined && !IMPORT_FORMATS.includes(format)) throw new UsageError(`--format must be one of: ${IMPORT_FORMATS.join(', ')}`);
      const onConflict = options['on-conflict'] ?? 'fail';
      if (onConflict !== 'fail' && onConflict !== 'suffix') throw new UsageError('--on-conflict must be fail or suffix');
      checkReadable(file);
      const config = loadConfig();
      return withLinksContext(async (ctx) => {
        const actor = await operatorActor(ctx.store.db, required(options, 'email'), options.workspace);
        let item: ImportResource;
        try {
          item = await startImport(ctx, actor, { filename: basename(file), bytes: createReadStream(file) }, { ...(format ? { format } : {}), onConflict });
        } catch (error) {
          if (error instanceof AppError) throw new UsageError(`${file}: ${error.message}`);
          throw error;
        }
        console.log(`import ${item.id} queued (${item.format}, ${item.size_bytes} bytes)`);
        // Under the job's lease: a running server may do the work instead; either way this waits for it.
        const scheduler = createScheduler(ctx.store, quiet);
        registerImportJob(scheduler, ctx, quiet, { intervalMs: 3_600_000, budgetMs: 2_000 });
        try {
          while (item.status === 'queued' || item.status === 'running') {
            if (!(await scheduler.runNow(IMPORT_JOB))) await new Promise((resolve) => setTimeout(resolve, 1_000));
            item = await getImport(ctx, actor, item.id);
            console.log(progressOf(item));
          }
        } finally {
          await scheduler.stop();
        }
        console.log(JSON.stringify(item));
        // A file with no links (a header row alone) is found only once its rows are read: bad
        // input all the same, so it exits as an empty file does.
        if (item.error?.code === 'import_empty') throw new UsageError(`${file}: ${item.error.message}`);
        return item.status === 'completed' ? 0 : 1;
      }, () => createSafetyScannerFromConfig(config, quiet));
    },
  },
};
