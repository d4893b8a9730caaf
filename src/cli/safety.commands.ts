import { statSync } from 'node:fs';
import { loadConfig } from '../config.js';
import { decideReview, listPendingReview, type ReviewDecision } from '../modules/links/index.js';
import { importThreatList, SafetyError } from '../modules/safety/index.js';
import { AppError } from '../platform/http/errors.js';
import { type Command, UsageError } from './context.js';
import { withLinksContext } from './links-context.js';

/** The directory `threats import` copies into: the first directory named in THREAT_LIST_PATHS. */
function listsDirectory(paths: string[]): string {
  const directory = paths.find((path) => {
    try {
      return statSync(path).isDirectory();
    } catch {
      return false;
    }
  });
  if (!directory) throw new UsageError('THREAT_LIST_PATHS must name a directory for imported lists (e.g. THREAT_LIST_PATHS=/var/lib/shortener/threats)');
  return directory;
}

function linkIdArgument(args: string[], usage: string): number {
  const id = Number(args[0]);
  if (args.length !== 1 || !Number.isSafeInteger(id) || id < 1) throw new UsageError(`give one link id (${usage})`);
  return id;
}

function decide(decision: ReviewDecision): Command['run'] {
  return async (args) => {
    const id = linkIdArgument(args, `review ${decision} <id>`);
    const result = await withLinksContext((ctx) =>
      decideReview(ctx, id, decision).catch((error: unknown) => {
        throw error instanceof AppError ? new UsageError(error.message) : error;
      }),
    );
    console.log(JSON.stringify({ id, ...result }));
    return 0;
  };
}

export const safetyCommands: Record<string, Command> = {
  'threats import': {
    usage: 'shortener threats import <file>',
    summary: 'Validate a threat list (hosts, hosts-file, URLhaus CSV, URL list) and add it to the first THREAT_LIST_PATHS directory',
    run: async (args) => {
      if (args.length !== 1) throw new UsageError('give exactly one file');
      try {
        const result = await importThreatList(args[0]!, listsDirectory(loadConfig().threatListPaths));
        console.log(JSON.stringify(result));
        console.log('Running instances reload the lists within seconds and rescan stored links.');
        return 0;
      } catch (error) {
        if (error instanceof SafetyError) throw new UsageError(error.message);
        throw error;
      }
    },
  },
  'review list': {
    usage: 'shortener review list',
    summary: 'Links waiting for review (the scan could not decide), oldest first',
    run: async () => {
      const { items, total } = await withLinksContext((ctx) => listPendingReview(ctx.store.db, ctx.baseUrl, 1, 100));
      for (const item of items) console.log(JSON.stringify(item));
      console.log(`${total} link(s) under review`);
      return 0;
    },
  },
  'review approve': { usage: 'shortener review approve <id>', summary: 'Approve a link under review: it starts redirecting', run: decide('approve') },
  'review block': { usage: 'shortener review block <id>', summary: 'Block a link under review: it shows the warning page', run: decide('block') },
};
