import { resolve } from 'node:path';

/**
 * The source of a child process (an ES module, run with `--expose-gc --import tsx`) that makes
 * `process.nextTick` entries and forces a full collection while none is alive, ten times over,
 * as a server's boot does (ADR 1022). With the argument `keep` it first calls
 * `keepTickObjectShape`. `then` is the module's remaining source, run after that.
 */
export function tickChildSource(then: string): string {
  const module = resolve('src/platform/runtime/tick-shape.ts');
  return `
const { keepTickObjectShape } = await import(${JSON.stringify(module)});
if (process.argv.includes('keep')) keepTickObjectShape();
const noop = () => {};
for (let round = 0; round < 10; round++) {
  for (let i = 0; i < 50; i++) process.nextTick(noop);
  await new Promise((resolve) => setImmediate(resolve));
  globalThis.gc();
}
${then}
`;
}
