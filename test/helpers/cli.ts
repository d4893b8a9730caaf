import { vi } from 'vitest';
import { main } from '../../src/cli.js';

export interface CliRun {
  code: number;
  stdout: string[];
  stderr: string[];
}

/** Runs the `shortener` command in-process, capturing what it prints. */
export async function runCli(...argv: string[]): Promise<CliRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void stdout.push(...args.join(' ').split('\n')));
  const error = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void stderr.push(...args.join(' ').split('\n')));
  try {
    return { code: await main(argv), stdout, stderr };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}
