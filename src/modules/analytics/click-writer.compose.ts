import type { Store } from '../../platform/db/db.js';
import { emitClickEvents } from './click-events.js';
import type { ConfiguredClickParser } from './click-parser.factory.js';
import { createClickWriter } from './click-writer.js';
import type { ClickEvent } from './parse/click-event.js';
import { createSaltSource } from './salts.js';
import { createClickExclusions } from './click-exclusions.js';

/** The one place a click writer is put together: here for the main thread, and in the worker. */
export function composeClickWriter(store: Store, parser: ConfiguredClickParser, doNotTrackIps: readonly string[] = []): (events: ClickEvent[]) => Promise<void> {
  return createClickWriter({
    store,
    parse: parser.parse,
    saltFor: createSaltSource(),
    afterInsert: (trx, totals) => emitClickEvents(trx, store.dialect, totals),
    exclude: createClickExclusions(doNotTrackIps),
  });
}

