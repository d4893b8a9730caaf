/** Spacing and back-off per destination host, and a bound on checks in flight, for one process. */
export interface HostGate {
  readonly spacingMs: number;
  /** Ms until `host` may be asked again (0: now); a host in back-off waits out its delay. */
  waitFor(host: string, now?: number): number;
  /** Claims the host's next slot: the following request waits `spacingMs`. */
  take(host: string, now?: number): void;
  /** A request that got no answer (DNS, TLS, timeout): the host backs off, 1, 2, 4 ... times the base. */
  failed(host: string, now?: number): void;
  /** The host answered: its back-off ends (its spacing still holds). */
  succeeded(host: string, now?: number): void;
}

export interface HostGateOptions {
  spacingMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
}

/** The in-process gate: the health job runs on one instance at a time (its lease), so state here is enough. */
export function createHostGate(options: HostGateOptions): HostGate {
  const nextAt = new Map<string, number>();
  const failures = new Map<string, number>();
  const prune = (now: number) => {
    // Bounded: forget hosts whose slot and back-off are long past.
    if (nextAt.size < 10_000) return;
    for (const [host, at] of nextAt) if (at < now) nextAt.delete(host);
  };
  return {
    spacingMs: options.spacingMs,
    waitFor: (host, now = Date.now()) => Math.max(0, (nextAt.get(host) ?? 0) - now),
    take(host, now = Date.now()) {
      prune(now);
      nextAt.set(host, Math.max(nextAt.get(host) ?? 0, now + options.spacingMs));
    },
    failed(host, now = Date.now()) {
      const count = (failures.get(host) ?? 0) + 1;
      failures.set(host, count);
      nextAt.set(host, now + Math.min(options.backoffMaxMs, options.backoffBaseMs * 2 ** Math.min(count - 1, 20)));
    },
    succeeded(host, now = Date.now()) {
      if (failures.delete(host)) nextAt.set(host, now + options.spacingMs);
    },
  };
}

/** Runs `work` over `items` with at most `limit` in flight. */
export async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
