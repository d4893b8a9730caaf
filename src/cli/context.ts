import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openStore, type Store } from '../platform/db/db.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { UsageError } from './command.js';

export { type Command, UsageError } from './command.js';

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
