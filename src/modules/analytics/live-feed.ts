/** One click as a live stream shows it: a row of the clicks export, with its link. Never an IP or a visitor key. */
export interface LiveClickData {
  link_id: number;
  slug: string;
  clicked_at: string;
  country: string;
  device: string;
  browser: string;
  os: string;
  referrer_host: string;
  unique_visitor: boolean;
  source: string;
  variant: string;
  bot: boolean;
}

/** A click with the account that owns its link, which the account-wide stream filters on. */
export interface LiveClick {
  workspaceId: number;
  data: LiveClickData;
}

/** A click as delivered: `id` is `<batch id>:<index>`, ordered, and resumable (Last-Event-ID). */
export interface LiveEvent extends LiveClick {
  id: string;
}

/** What a stream watches: one link of an account, or all of them. */
export interface LiveFilter {
  workspaceId: number;
  linkId?: number;
}

/** Who is watching, on any instance: read once per written batch. */
export interface Watched {
  links: ReadonlySet<number>;
  users: ReadonlySet<number>;
}

export interface LiveSubscription {
  close(): Promise<void>;
}

/**
 * The live click feed, chosen once at boot: in-process, or a Redis stream with several
 * instances. The click writer asks `watching()` once per batch and publishes one message per
 * batch only when someone watches, so with no listener a click costs nothing more.
 */
export interface LiveFeed {
  watching(): Promise<Watched | null>;
  publish(clicks: LiveClick[]): Promise<void>;
  /** Delivers what follows, after what followed `lastEventId` (when still kept) in order. */
  subscribe(filter: LiveFilter, lastEventId: string | null, listener: (event: LiveEvent) => void): Promise<LiveSubscription>;
  close(): Promise<void>;
}

/**
 * How long delivered batches are kept for a reconnecting stream, and how long a closed stream's
 * watch lingers, so that the clicks it misses until it reconnects are published and kept.
 */
export const LIVE_KEEP_MS = 5 * 60_000;

type Position = [ms: number, seq: number, index: number];

/** `<ms>-<seq>:<index>` (a Redis stream id and the click's place in its batch); null when unreadable. */
export function parseEventId(id: string | null): Position | null {
  const match = id ? /^(\d{1,15})-(\d{1,15})(?::(\d{1,9}))?$/.exec(id.trim()) : null;
  return match ? [Number(match[1]), Number(match[2]), match[3] === undefined ? Number.MAX_SAFE_INTEGER : Number(match[3])] : null;
}

export function comparePositions(a: Position, b: Position): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

export function matches(filter: LiveFilter, click: LiveClick): boolean {
  return click.workspaceId === filter.workspaceId && (filter.linkId === undefined || click.data.link_id === filter.linkId);
}

/** The events of a batch, each with its id. */
export function eventsOf(batchId: string, clicks: LiveClick[]): LiveEvent[] {
  return clicks.map((click, index) => ({ ...click, id: `${batchId}:${index}` }));
}

/**
 * A listener that receives each event once and in order, whether it comes from the replay of
 * what it missed or from the live feed: events at or before the last one delivered are dropped,
 * and live ones arriving during the replay wait for it.
 */
export function orderedListener(filter: LiveFilter, lastEventId: string | null, listener: (event: LiveEvent) => void) {
  let last = parseEventId(lastEventId);
  let held: LiveEvent[] | null = [];
  const deliver = (event: LiveEvent) => {
    const at = parseEventId(event.id)!;
    if (!matches(filter, event) || (last && comparePositions(at, last) <= 0)) return;
    last = at;
    listener(event);
  };
  return {
    live(event: LiveEvent) {
      if (held) held.push(event);
      else deliver(event);
    },
    replayed(events: LiveEvent[]) {
      for (const event of events) deliver(event);
      const waiting = held ?? [];
      held = null;
      for (const event of waiting) deliver(event);
    },
  };
}
