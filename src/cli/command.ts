// What every command is, apart from what operator commands need (context.ts opens the store):
// the API commands load this alone.

/** A command that reads its options from argv and returns the exit code. */
export interface Command {
  usage: string;
  summary: string;
  run(args: string[]): Promise<number>;
}

/** Usage problems: printed with the command's usage line, exit code 2. */
export class UsageError extends Error {}
