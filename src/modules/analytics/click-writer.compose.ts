import type { Store } from '../../platform/db/db.js';
import { emitClickEvents } from './click-events.js';
import type { ConfiguredClickParser } from './click-parser.factory.js';
import { type ClickWriter, createClickWriter } from './click-writer.js';
import { createSaltSource } from './salts.js';
import { createClickExclusions } from './click-exclusions.js';

export interface ComposeOptions {
  doNotTrackIps?: readonly string[];
  /** CLICK_FOLD_MS. */
  foldMs?: number;
  /** Folds at this many unfolded clicks at the latest. */
  maxUnfolded?: number;
}

/** The one place a click writer is put together: here for the main thread, and in the worker. */
export function composeClickWriter(store: Store, parser: ConfiguredClickParser, options: ComposeOptions = {}): ClickWriter {
  return createClickWriter({
    store,
    parse: parser.parse,
    saltFor: createSaltSource(),
    afterFold: emitClickEvents,
    exclude: createClickExclusions(options.doNotTrackIps ?? []),
    ...(options.foldMs !== undefined ? { foldMs: options.foldMs } : {}),
    ...(options.maxUnfolded !== undefined ? { maxUnfolded: options.maxUnfolded } : {}),
  });
}
