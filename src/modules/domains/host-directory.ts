import type { Store } from '../../platform/db/db.js';
import type { InvalidationBus } from '../../platform/cache/invalidation.js';
import { requestHostname } from '../../platform/text/hostnames.js';
import { listHostRows } from './domains.repository.js';

/** How a request's host is served: one entry per host name some account has added. */
export interface HostEntry {
  /** Verified and switched on: its links redirect. Otherwise the host serves nothing. */
  readonly serving: boolean;
  readonly rootUrl: string | null;
  readonly notFoundUrl: string | null;
  readonly expiredUrl: string | null;
  /** JSON text of its `.well-known` files for apps, or null (404). */
  readonly appleAppSiteAssociation: string | null;
  readonly assetlinks: string | null;
}

/**
 * Every added host name in memory, so a redirect learns how to treat its `Host` without a
 * query. A host nobody added is not in it: it serves the default domain.
 */
export interface HostDirectory {
  /** The entry of a host name in its stored form (storedHostname). */
  get(host: string): HostEntry | undefined;
  /** How many host names are known: 0 lets the hot path skip the lookup. */
  readonly size: number;
  /**
   * `hostname` changed: every instance stops serving it before this resolves, then re-reads
   * the table (so a switch-off is in force everywhere when the API answers; a switch-on
   * follows a moment later, once each instance has read it).
   */
  changed(hostname: string): Promise<void>;
  close(): void;
}

/**
 * The added domain a request's Host (as Fastify's `request.host` gives it) names, read the way
 * stored names are: case, port and one trailing dot dropped. Undefined: a host nobody added.
 */
export function brandedHostOf(hosts: Pick<HostDirectory, 'get' | 'size'>, requestHost: string): { name: string; entry: HostEntry } | undefined {
  if (hosts.size === 0) return undefined;
  const name = requestHostname(requestHost);
  const entry = name ? hosts.get(name) : undefined;
  return entry === undefined ? undefined : { name: name!, entry };
}

/** The bus key that means "this domain changed" is this prefix and its name (no link key has a NUL). */
const CHANGED = '\u0000domain:';
const NOT_SERVING: HostEntry = Object.freeze({ serving: false, rootUrl: null, notFoundUrl: null, expiredUrl: null, appleAppSiteAssociation: null, assetlinks: null });
/** A missed message is repaired by this periodic re-read at the latest. */
const REFRESH_MS = 30_000;

export async function createHostDirectory(store: Store, bus: InvalidationBus): Promise<HostDirectory> {
  let hosts = new Map<string, HostEntry>();
  // A read that began before a change was announced must not undo its mark when it lands.
  let generation = 0;
  const load = async () => {
    const started = generation;
    const next = new Map<string, HostEntry>();
    for (const row of await listHostRows(store.db)) {
      const serving = row.status === 'verified' && row.enabled === 1;
      // Several accounts may have added a name; the one that verified it decides.
      if (next.get(row.hostname)?.serving) continue;
      next.set(row.hostname, {
        serving,
        rootUrl: row.root_url,
        notFoundUrl: row.not_found_url,
        expiredUrl: row.expired_url,
        appleAppSiteAssociation: row.apple_app_site_association,
        assetlinks: row.assetlinks,
      });
    }
    if (generation === started) hosts = next;
  };
  await load();
  const reload = () => void load().catch(() => undefined);
  bus.subscribe((key) => {
    if (!key.startsWith(CHANGED)) return;
    // Synchronously, before the bus acknowledges: the name serves nothing until re-read.
    generation++;
    const copy = new Map(hosts);
    copy.set(key.slice(CHANGED.length), NOT_SERVING);
    hosts = copy;
    reload();
  });
  bus.onGap(reload);
  const timer = setInterval(reload, REFRESH_MS);
  timer.unref();
  return {
    get size() {
      return hosts.size;
    },
    get: (host) => hosts.get(host),
    async changed(hostname) {
      await bus.publish(`${CHANGED}${hostname}`);
      await load();
    },
    close: () => clearInterval(timer),
  };
}
