import { existsSync } from 'node:fs';
import { type SafetyLogger, silentLogger } from './logger.js';
import type { ThreatMatch } from './threat-index.js';
import {
  fingerprintLists,
  type LoadedIndex,
  loadThreatIndex,
  loadThreatIndexSync,
} from './threat-list-files.js';

/** What is loaded right now; sent with every `changed` event. */
export interface ThreatListStats {
  files: number;
  hosts: number;
  urls: number;
  /** Lines that were neither entries nor comments (malformed, or a whole public suffix). */
  skipped: number;
  loadedAt: Date;
}

export type ThreatListListener = (stats: ThreatListStats) => void;

export interface ThreatListsOptions {
  /** List files, or directories whose non-hidden files are all lists. */
  paths: readonly string[];
  /** How often files are checked for changes; default 5 s. */
  pollIntervalMs?: number;
  logger?: SafetyLogger;
}

/** The loaded threat lists, swapped atomically when their files change. */
export interface ThreatLists {
  match(url: URL, host: string): ThreatMatch | null;
  stats(): ThreatListStats;
  /** Reloads now if any file changed; resolves true when new lists were swapped in. */
  refresh(): Promise<boolean>;
  /** Subscribes to reloads; returns the unsubscribe function. */
  onChanged(listener: ThreatListListener): () => void;
  close(): void;
}

const DEFAULT_POLL_INTERVAL_MS = 5_000;

/** Loads the lists synchronously (boot), then polls their files and reloads in the background. */
export function createThreatLists(opts: ThreatListsOptions): ThreatLists {
  const logger = opts.logger ?? silentLogger;
  const paths = [...opts.paths];
  const listeners = new Set<ThreatListListener>();
  for (const path of paths.filter((p) => !existsSync(p))) {
    logger.warn({ path }, 'threat list path not found; it is loaded once it appears');
  }
  let fingerprint = fingerprintLists(paths);
  let loaded = loadThreatIndexSync(paths);
  let loadedAt = new Date();
  let pending: Promise<boolean> | null = null;
  let closed = false;

  const stats = (): ThreatListStats => toStats(loaded, loadedAt);

  const reloadIfChanged = async (): Promise<boolean> => {
    const next = fingerprintLists(paths);
    if (next === fingerprint) return false;
    const fresh = await loadThreatIndex(paths);
    if (closed) return false;
    // The new index was built off to the side: lookups see the old lists or the new, never a mix.
    fingerprint = next;
    loaded = fresh;
    loadedAt = new Date();
    logger.info({ ...stats() }, 'threat lists reloaded');
    notify(listeners, stats(), logger);
    return true;
  };

  const refresh = (): Promise<boolean> => {
    pending ??= reloadIfChanged().finally(() => {
      pending = null;
    });
    return pending;
  };

  const timer = setInterval(() => {
    refresh().catch((err: unknown) => {
      logger.warn({ err: String(err) }, 'threat list reload failed; keeping the previous lists');
    });
  }, opts.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS);
  timer.unref();

  return {
    match: (url, host) => loaded.index.match(url, host),
    stats,
    refresh,
    onChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      clearInterval(timer);
      listeners.clear();
    },
  };
}

function toStats(loaded: LoadedIndex, loadedAt: Date): ThreatListStats {
  return {
    files: loaded.files.length,
    hosts: loaded.index.hostCount,
    urls: loaded.index.urlCount,
    skipped: loaded.skipped,
    loadedAt,
  };
}

// A throwing subscriber must not stop the others or undo the swap.
function notify(listeners: Set<ThreatListListener>, stats: ThreatListStats, logger: SafetyLogger) {
  for (const listener of listeners) {
    try {
      listener(stats);
    } catch (err) {
      logger.warn({ err: String(err) }, 'threat list change listener failed');
    }
  }
}
