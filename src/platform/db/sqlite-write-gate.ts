/**
 * Hands SQLite's single write lock from the click writer's thread to the request thread
 * (ADR 0104, "Known problem"). SQLite's busy handler polls at growing intervals (up to 100 ms),
 * and a writer that starts its next batch the moment it commits leaves gaps no poll lands in:
 * under sustained click load, API writes failed after the 5 s busy timeout. With the gate,
 * the request thread announces that it wants to write and waits (without blocking its event
 * loop) for the batch under way; the writer thread starts no new batch while one is announced.
 *
 * Two counters in shared memory, written before each side reads the other's, so at least one
 * side sees the other (the store-then-load handshake of Dekker's algorithm):
 * `INTENT` counts request-thread writers waiting or writing; `BUSY` is 1 while a batch writes.
 */
const INTENT = 0;
const BUSY = 1;

/** A request thread's writer gives up waiting after this and lets SQLite's busy timeout decide. */
const FOREGROUND_MAX_WAIT_MS = 5_000;
/** The click writer yields at most this long, so a steady stream of API writes can't stall clicks. */
const BACKGROUND_MAX_YIELD_MS = 2_000;

export interface WriteGate {
  /** Resolves when this side may take SQLite's write lock. */
  enter(): Promise<void>;
  leave(): void;
}

export type WriteGateRole = 'foreground' | 'background';

/** The shared memory both threads' gates are made from; send it to the writer thread. */
export function createWriteGateMemory(): SharedArrayBuffer {
  return new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
}

export function openWriteGate(memory: SharedArrayBuffer, role: WriteGateRole): WriteGate {
  const cells = new Int32Array(memory);
  return role === 'foreground' ? foregroundGate(cells) : backgroundGate(cells);
}

function foregroundGate(cells: Int32Array): WriteGate {
  return {
    async enter() {
      Atomics.add(cells, INTENT, 1);
      const deadline = Date.now() + FOREGROUND_MAX_WAIT_MS;
      while (Atomics.load(cells, BUSY) === 1) {
        const left = deadline - Date.now();
        if (left <= 0) return;
        const waiting = Atomics.waitAsync(cells, BUSY, 1, left);
        if (waiting.async) await waiting.value;
      }
    },
    leave() {
      if (Atomics.sub(cells, INTENT, 1) === 1) Atomics.notify(cells, INTENT);
    },
  };
}

// The writer thread does nothing but write batches, so it may block while it yields.
function backgroundGate(cells: Int32Array): WriteGate {
  const release = () => {
    Atomics.store(cells, BUSY, 0);
    Atomics.notify(cells, BUSY);
  };
  return {
    enter() {
      const deadline = Date.now() + BACKGROUND_MAX_YIELD_MS;
      for (;;) {
        Atomics.store(cells, BUSY, 1);
        const intent = Atomics.load(cells, INTENT);
        const left = deadline - Date.now();
        if (intent === 0 || left <= 0) return Promise.resolve();
        release();
        Atomics.wait(cells, INTENT, intent, left);
      }
    },
    leave: release,
  };
}

/**
 * Clears the background side's claim. Only for when its thread is gone: a thread that died
 * mid-batch leaves `BUSY` set, and every request-thread write would wait out its 5 s.
 */
export function releaseDeadBackground(memory: SharedArrayBuffer): void {
  const cells = new Int32Array(memory);
  Atomics.store(cells, BUSY, 0);
  Atomics.notify(cells, BUSY);
}
