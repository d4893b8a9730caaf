/** How `npm start` runs the server (package.json), for every bench to run it the same way. */
export const SERVER_FLAGS = ['--max-semi-space-size=2'];
export const SERVER_ENV: Record<string, string> = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };

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
