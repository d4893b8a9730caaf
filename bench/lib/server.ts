import { spawnSync } from 'node:child_process';

/** How `npm start` runs the server (package.json), for every bench to run it the same way. */
export const SERVER_FLAGS = ['--max-semi-space-size=2'];
export const SERVER_ENV: Record<string, string> = {
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
};

/**
 * For a bench that runs one of the server's threads in its own process (the click writer):
 * runs this script again, with the same arguments, under SERVER_FLAGS unless it already has
 * them, and returns true once that run ended (the caller then stops). V8's flags are the
 * process's, and without them the thread had V8's default young generation (16 MB semi-spaces)
 * where the server's has 2 MB: the click writer collected garbage less than in the server.
 */
export function reranWithServerFlags(): boolean {
  if (SERVER_FLAGS.every((flag) => process.execArgv.includes(flag))) return false;
  const run = spawnSync(process.execPath, [...process.execArgv, ...SERVER_FLAGS, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, ...SERVER_ENV } });
  process.exitCode = run.status ?? 1;
  return true;
}

/**
 * For the click benchmarks (redirect, cluster): a fold interval longer than a timed window and
 * the settling before it, so each window's clicks are folded once, after the window, in every
 * run. With the default 10 s and 8 s windows the fold timer's phase decided whether one fold or
 * two fell in a window, and two upserted most links' rollup rows twice: on PostgreSQL that
 * moved a run's figure by tens of µs a redirect (docs/benchmarks.md, the rounds of ADR 1008).
 */
export const CLICK_BENCH_ENV: Record<string, string> = { CLICK_FOLD_MS: process.env.CLICK_FOLD_MS ?? '20000' };

/** How the click benchmarks' reports say it. */
export const CLICK_BENCH_NOTE = `Servers run with \`CLICK_FOLD_MS=${CLICK_BENCH_ENV.CLICK_FOLD_MS}\` (the default is 10000), so each timed window's clicks are folded once, after it.`;
