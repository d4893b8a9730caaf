/** How `npm start` runs the server (package.json), for every bench to run it the same way. */
export const SERVER_FLAGS = ['--max-semi-space-size=2'];
export const SERVER_ENV: Record<string, string> = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
