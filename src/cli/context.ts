import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openStore, type Store } from '../platform/db/db.js';
import { migrateToLatest } from '../platform/db/migrate.js';

/** A command that reads its options from argv and returns the exit code. */
export interface Command {
  usage: string;
  summary: string;
  run(args: string[]): Promise<number>;
}

/** Usage problems: printed with the command's usage line, exit code 2. */
export class UsageError extends Error {}

/** Parses `--name value` options, all strings; unknown options are usage errors. */
export function readOptions(args: string[], names: string[]): Record<string, string | undefined> {
  try {
    const { values } = parseArgs({
      args,
      options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
      strict: true,
      allowPositionals: false,
    });
    return values as Record<string, string | undefined>;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export function required(options: Record<string, string | undefined>, name: string): string {
  const value = options[name];
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

/** Runs `work` against the configured (and migrated) store, closing it afterwards. */
export async function withStore<T>(work: (store: Store) => Promise<T>): Promise<T> {
  const store = openStore(loadConfig().databaseUrl);
  try {
    await migrateToLatest(store);
    return await work(store);
  } finally {
    await store.close();
  }
}
