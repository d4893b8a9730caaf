import { createHook } from 'node:async_hooks';

/** One entry of Node's `process.nextTick` queue, held for the life of the process. */
let kept: object | null = null;

/**
 * Keeps the hidden class (V8 map) of Node's `process.nextTick` entries alive, so that the code
 * creating them stays fast (ADR 1022).
 *
 * Node builds each entry as an object literal with two symbol keys, and V8 records, per
 * property, which hidden class it saw. The classes are reachable only from live entries, so a
 * full collection at a moment when no entry exists (boot has many: modules loading, the
 * compacting collection before listening) drops them, and the next entry gets new ones. After
 * four such rounds V8 gives up on those property definitions ("megamorphic") and runs each
 * through its runtime: about 0.4 µs more a call (`bench:next-tick`), some nine calls a request.
 * A bare `node:http` server boots too quickly to get there. One entry kept alive keeps the
 * classes.
 *
 * The entry is caught by an `init` hook that is enabled for this one call and disables itself
 * in it, so no async hook stays enabled. Call it before the server boots: `serve()` does first.
 */
export function keepTickObjectShape(): void {
  if (kept !== null) return;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type !== 'TickObject') return;
      kept = resource;
      hook.disable();
    },
  });
  hook.enable();
  process.nextTick(() => undefined);
  // Already disabled by `init`, unless Node skipped the call (a process exiting).
  hook.disable();
}
