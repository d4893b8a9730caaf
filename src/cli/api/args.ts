import { parseArgs } from 'node:util';
import { UsageError } from '../command.js';

export interface ParsedArgs {
  positionals: string[];
  options: Record<string, string | undefined>;
  flags: Record<string, boolean>;
}

/** `--name value` options, `--flag` switches and exactly `count` positionals; anything else is a usage error. */
export function readArgs(args: string[], spec: { options?: string[]; flags?: string[]; positionals: string[] }): ParsedArgs {
  const options = spec.options ?? [];
  const flags = spec.flags ?? [];
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        ...Object.fromEntries(options.map((name) => [name, { type: 'string' as const }])),
        ...Object.fromEntries(flags.map((name) => [name, { type: 'boolean' as const }])),
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.positionals.length !== spec.positionals.length) {
    throw new UsageError(spec.positionals.length === 0 ? 'no arguments expected' : `expected ${spec.positionals.join(' ')}`);
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  return {
    positionals: parsed.positionals,
    options: Object.fromEntries(options.map((name) => [name, values[name] as string | undefined])),
    flags: Object.fromEntries(flags.map((name) => [name, values[name] === true])),
  };
}

/** A whole positive number, as ids are: `kind` names what it identifies in the message. */
export function readId(value: string, what = 'ID', kind = 'link'): number {
  if (!/^[1-9]\d{0,14}$/.test(value)) throw new UsageError(`${what} must be a ${kind} id (a whole number)`);
  return Number(value);
}

/** `--tags a,b`: trimmed names, empty ones dropped. */
export function readList(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : value.split(',').map((item) => item.trim()).filter(Boolean);
}
