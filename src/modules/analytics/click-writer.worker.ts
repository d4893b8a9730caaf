import { parentPort, workerData } from 'node:worker_threads';
import { threadMemory, type ThreadMemory } from '../../platform/metrics/thread-memory.js';
import { openStore } from '../../platform/db/db.js';
import { createClickParserFromConfig } from './click-parser.factory.js';
import { composeClickWriter } from './click-writer.compose.js';
import type { ClickText } from './parse/click-event.js';

/**
 * What the main thread sends: a batch to write (or, without texts, a fold to run now),
 * answered by id. The batch crosses as JSON texts (ClickTexts): posting the array of events
 * itself cost 0.8 µs a click to serialize and 1.6 to deserialize (structured clone), a JSON
 * text 0.6 to write and 0.6 to parse. The in-process queue's texts are bytes in shared memory
 * (click-chunks.ts), which cross without a copy; the queue keeps them until this batch is answered.
 */
export interface WriteRequest {
  id: number;
  texts?: ClickText[];
  replay?: boolean;
}
/** A batch's answer, with the thread's memory as of at most a second ago (a busy thread answers 'memory' late). */
export type WriteReply = { id: number; ok: true; memory: ThreadMemory } | { id: number; ok: false; error: string; memory: ThreadMemory };
/** The answer to a 'memory' request: this thread's own V8 and Node figures. */
export interface MemoryReply {
  memory: ThreadMemory;
}

export interface WriterSettings {
  databaseUrl: string;
  /** PostgreSQL: the schema the main thread's store uses, when not in the URL (tests). */
  searchPath?: string;
  geoipCountryPath: string | null;
  countryHeader: string | null;
  /** SQLite: the main store's write gate, which this thread yields to between batches. */
  sqliteWriteGate?: SharedArrayBuffer;
  /** SQLite: this connection's page cache (SQLITE_CACHE_MB shares it out). */
  sqliteCacheMiB?: number;
  /** DO_NOT_TRACK_IPS. */
  doNotTrackIps?: string[];
  /** CLICK_FOLD_MS. */
  foldMs?: number;
}

const settings = workerData as WriterSettings;
// One batch at a time: PostgreSQL needs a single connection here. It stays open while the
// thread lives (the thread stops after a minute without clicks): closed after 10 s idle, as pg
// closes idle connections, the next fold had a new connection, whose first fold of 1,000 clicks
// or more paid an ANALYZE of its scratch table again (click-fold.repository.ts, describeBatch;
// 100 to 150 ms of the backend's CPU). On SQLite, a bigger page cache keeps more of the rollup
// and raw-row pages a batch touches (ADR 0104).
const store = openStore(settings.databaseUrl, {
  poolSize: 1,
  keepIdleConnections: true,
  sqliteCacheMiB: settings.sqliteCacheMiB ?? 32,
  ...(settings.searchPath ? { searchPath: settings.searchPath } : {}),
  ...(settings.sqliteWriteGate ? { sqliteWriteGate: { memory: settings.sqliteWriteGate, role: 'background' as const } } : {}),
});
const parser = createClickParserFromConfig(settings);
// The country database loads here, off the thread that answers requests.
parser.preload();
const writer = composeClickWriter(store, parser, {
  doNotTrackIps: settings.doNotTrackIps ?? [],
  ...(settings.foldMs !== undefined ? { foldMs: settings.foldMs } : {}),
});

// Measured at most once a second: process.memoryUsage() cost the thread as much as a tenth of its
// time when it ran after every batch.
let measured: { at: number; memory: ThreadMemory } | null = null;
const recentMemory = (): ThreadMemory => {
  if (!measured || Date.now() - measured.at >= 1_000) measured = { at: Date.now(), memory: threadMemory() };
  return measured.memory;
};

parentPort!.on('message', (request: WriteRequest | 'close' | 'memory') => {
  if (request === 'memory') {
    parentPort!.postMessage({ memory: threadMemory() } satisfies MemoryReply);
    return;
  }
  if (request === 'close') {
    // What is appended is folded before the thread goes (a shutdown, an idle stop).
    void writer
      .close()
      .catch(() => undefined)
      .then(() => store.close())
      .then(() => process.exit(0));
    return;
  }
  const { texts } = request;
  // The writer parses the texts and checks each event (sanitizeClickEvent).
  const work = texts !== undefined ? writer.write({ texts }, { replay: request.replay === true }) : writer.fold();
  work.then(
    () => parentPort!.postMessage({ id: request.id, ok: true, memory: recentMemory() } satisfies WriteReply),
    (error: unknown) => parentPort!.postMessage({ id: request.id, ok: false, error: String(error), memory: recentMemory() } satisfies WriteReply),
  );
});
parentPort!.postMessage('ready');
