import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { CLICK_BATCH_MAX, type ClickQueue, type WriteBatch } from './click-queue.js';
import { createWriterLease } from './click-writer-lease.js';
import { type ClickEvent, encodeClicks } from './parse/click-event.js';

export interface ClickStreamOptions {
  redis: Redis;
  stream: string;
  write: WriteBatch;
  /** How often a consumer reads a batch at most, unless the last one was full (CLICK_FLUSH_MS). */
  flushMs: number;
  logger: FastifyBaseLogger;
  /** Entries pending this long on a consumer that stopped are taken over by another. */
  reclaimIdleMs?: number;
}

const GROUP = 'click-writers';
/** How long a shutdown keeps writing clicks from the stream (other instances take the rest). */
const DRAIN_MS = 5_000;
/**
 * How long the writing consumer's lease lasts unrenewed (it is renewed every fifth of that);
 * after a crash, another consumer writes the stream this long after.
 */
const LEASE_MS = 5_000;
/** The most clicks one entry of the turns stream holds: a turn with more adds several. */
const TURN_ENTRY_MAX = 50;
/** Entries a read takes from each stream: at most CLICK_BATCH_MAX clicks from the turns stream. */
const READ_COUNT = CLICK_BATCH_MAX / TURN_ENTRY_MAX;
/** Entries waiting that make a consumer without the lease help (two full reads). */
const BACKLOG = 2 * READ_COUNT;
type StreamEntries = Array<[id: string, fields: string[]]>;
/** XREADGROUP's answer: each stream read, with its entries. */
type StreamReply = Array<[stream: string, entries: StreamEntries]>;

/**
 * A turn's clicks appended as one command (ADR 1008): an entry of the turns stream per
 * TURN_ENTRY_MAX clicks, `c` their number and `b` their JSON (`encodeClicks`). One entry per
 * click cost Redis an entry to add, hand over, acknowledge and delete per click, and this
 * process the reply's arrays and a JSON text parsed and written again per click; a turn holds
 * about 10 to 20 clicks under load, so it is nearly always one plain XADD (`appendCommand`).
 * A longer turn runs this script, sent as EVAL with its text (about 100 bytes), not EVALSHA: a
 * Redis that does not know the script yet (the first turn, after a restart) would answer
 * NOSCRIPT, and the clicks would reach the socket only after that reply, while the redirects
 * they belong to had answered already. A script that fails part way may have added some: they
 * are appended again, and the writer counts an event id once.
 */
const APPEND_TURN = `for i = 1, #ARGV, 2 do redis.call('XADD', KEYS[1], '*', 'c', ARGV[i], 'b', ARGV[i + 1]) end return #ARGV / 2`;

/**
 * Clicks through a Redis stream read by a consumer group: every instance appends; the one
 * holding the writer lease reads and writes (click-writer-lease.ts), the others only when it
 * falls behind or its lease lapses; entries a crashed consumer left pending are claimed by
 * another. At-least-once; the writer ignores event ids it has already stored.
 */
export function createRedisClickQueue(options: ClickStreamOptions): ClickQueue {
  const { redis, stream } = options;
  // Appended here since ADR 1008. `stream` is where releases before it appended one entry per
  // click: read until it is empty, it is never appended to, so an instance of such a release,
  // during a rolling upgrade, never reads an entry it cannot parse (it would drop it).
  const turns = `${stream}:turns`;
  const streams = [turns, stream];
  const reader = redis.duplicate();
  // No auto-pipelining: the appends of a turn are written by `appendTurn`, before the responses.
  const appender = redis.duplicate({ enableAutoPipelining: false });
  for (const client of [reader, appender]) client.on('error', (error: Error) => options.logger.warn({ err: error }, 'redis connection error'));
  const consumer = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const lease = createWriterLease(redis, `${stream}:writer`, consumer, LEASE_MS);
  let local: ClickEvent[] = [];
  let turn: { events: ClickEvent[]; written: Promise<void> } | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running = true;
  // From '0': after a Redis restart without persistence, what was appended since is read too.
  const createGroup = async () => {
    for (const key of streams) {
      await redis.xgroup('CREATE', key, GROUP, '0', 'MKSTREAM').catch((error: Error) => {
        if (!error.message.includes('BUSYGROUP')) throw error;
      });
    }
  };
  const ready = createGroup();

  /** The script's arguments: for each entry, its number of clicks and their JSON. */
  const entries = (events: readonly ClickEvent[]): string[] => {
    const args: string[] = [];
    for (let at = 0; at < events.length; at += TURN_ENTRY_MAX) {
      const part = events.slice(at, at + TURN_ENTRY_MAX);
      args.push(String(part.length), encodeClicks(part));
    }
    return args;
  };

  /**
   * The clicks as one command: a plain XADD when they fit one entry, else the script. Redis ran
   * the script for every turn at 16 µs, of which its one XADD took 4.4 (`INFO commandstats`,
   * ADR 1019).
   */
  const appendCommand = (client: Redis, events: readonly ClickEvent[]): Promise<unknown> =>
    events.length <= TURN_ENTRY_MAX
      ? client.xadd(turns, '*', 'c', String(events.length), 'b', encodeClicks(events))
      : client.eval(APPEND_TURN, 1, turns, ...entries(events));

  /**
   * Re-sends clicks whose append failed (Redis down); they wait in memory meanwhile. Over the
   * shared connection: the appender's is closed first at shutdown, where this still runs.
   */
  const append = async (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (local.length === 0) return;
    const batch = local;
    local = [];
    try {
      await appendCommand(redis, batch);
    } catch (error) {
      local.unshift(...batch);
      scheduleRetry(error);
    }
  };

  /**
   * Writes the clicks of one event-loop turn to Redis's socket as one command: one write
   * system call for the turn instead of one per click, which on loopback was a fifth of the
   * HTTP thread's time. If it fails, they wait in `local` for a retry.
   */
  const appendTurn = (events: ClickEvent[]): void => {
    appendCommand(appender, events).catch((error: unknown) => {
      local.push(...events);
      scheduleRetry(error);
    });
  };

  /** Appends the clicks of the turn under way now, rather than at its end (flush, close). */
  const appendCurrentTurn = (): void => {
    if (!turn) return;
    const { events } = turn;
    turn = null;
    appendTurn(events);
  };

  const scheduleRetry = (error: unknown): void => {
    if (timer || !running) return;
    options.logger.error({ err: error, pending: local.length }, 'click append to Redis failed; retrying');
    timer = setTimeout(() => void append().catch((retryError: unknown) => scheduleRetry(retryError)), 1_000);
    timer.unref();
  };

  /**
   * Writes what a read took, then acknowledges and deletes it. `replay`: entries handed over
   * before (pending on this consumer, or reclaimed from another). The entries' texts go to the
   * writer unparsed; one that does not parse is dropped there (and acknowledged here) rather
   * than blocking the stream.
   */
  const handle = async (read: StreamReply, replay: boolean): Promise<void> => {
    if (read.every(([, entries]) => entries.length === 0)) return;
    const texts: string[] = [];
    let count = 0;
    for (const [, entries] of read) {
      for (const [, fields] of entries) {
        const clicks = entryClicks(fields);
        if (!clicks) continue;
        texts.push(clicks.text);
        count += clicks.count;
      }
    }
    if (texts.length > 0) await options.write({ texts, count }, { replay });
    const done = redis.multi();
    for (const [key, entries] of read) {
      if (entries.length === 0) continue;
      const ids = entries.map(([id]) => id);
      done.xack(key, GROUP, ...ids).xdel(key, ...ids);
    }
    await done.exec();
  };

  /**
   * Reads and writes a batch from both streams: new entries (`>`), or those this consumer read
   * but never wrote (`0`). Returns the entries taken and whether a stream had more to give.
   * New entries are read until a stream comes back short or the batch is as full as the next
   * read could fill: a backlog of one-click entries (traffic one request at a time) is still
   * written CLICK_BATCH_MAX clicks to a statement, not a read's 100.
   */
  const readNew = async (client: Redis, blockMs: number | null, from: '>' | '0' = '>'): Promise<{ entries: number; full: boolean }> => {
    const taken: StreamReply = [];
    let clicks = 0;
    let count = READ_COUNT;
    let full = false;
    let block = blockMs === null ? [] : ['BLOCK', blockMs];
    do {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ioredis types xreadgroup's variadic form loosely
      const reply = ((await (client.xreadgroup as any)('GROUP', GROUP, consumer, 'COUNT', count, ...block, 'STREAMS', ...streams, from, from)) ?? []) as StreamReply;
      taken.push(...reply);
      for (const [, entries] of reply) for (const [, fields] of entries) clicks += entryClicks(fields)?.count ?? 0;
      full = reply.some(([, entries]) => entries.length >= count);
      block = [];
      // Entries hold up to TURN_ENTRY_MAX clicks: read no more than could fit. Pending entries
      // ('0') are read once: reading from '0' again returns the same ones.
      count = Math.floor((CLICK_BATCH_MAX - clicks) / TURN_ENTRY_MAX);
    } while (from === '>' && full && count > 0);
    await handle(taken, from === '0');
    return { entries: taken.reduce((sum, [, entries]) => sum + entries.length, 0), full };
  };

  /**
   * Takes over entries another consumer read and never acknowledged (it died), up to a batch's
   * worth: a dead consumer held up to CLICK_BATCH_MAX clicks, in as many entries when they were
   * one click each, so the claim goes on with XAUTOCLAIM's cursor rather than taking one read's
   * 100 entries every tenth read.
   */
  const reclaim = async (): Promise<void> => {
    const taken: StreamReply = [];
    let clicks = 0;
    // Entries hold up to TURN_ENTRY_MAX clicks: claim no more than could fit.
    const room = () => Math.floor((CLICK_BATCH_MAX - clicks) / TURN_ENTRY_MAX);
    for (const key of streams) {
      let cursor = '0';
      for (let count = room(); count > 0; count = room()) {
        const [next, entries] = (await redis.xautoclaim(key, GROUP, consumer, options.reclaimIdleMs ?? 30_000, cursor, 'COUNT', count)) as [string, StreamEntries, ...unknown[]];
        // Entries deleted since they were read come back without fields.
        const live = entries.filter((entry) => Array.isArray(entry[1]));
        taken.push([key, live]);
        for (const [, fields] of live) clicks += entryClicks(fields)?.count ?? 0;
        cursor = next;
        if (cursor === '0-0') break;
      }
    }
    await handle(taken, true);
  };

  /** True when no entry is waiting to be read or being written by any consumer of the group. */
  const groupDrained = async (): Promise<boolean> => {
    for (const key of streams) {
      const groups = (await redis.xinfo('GROUPS', key)) as Array<Array<string | number | null>>;
      const group = groups.map((fields) => Object.fromEntries(pairs(fields))).find((info) => info.name === GROUP);
      if (group === undefined || Number(group.pending) !== 0 || Number(group.lag ?? 0) !== 0) return false;
    }
    return true;
  };

  /** Writes what this consumer holds unwritten, then unread entries until none are left or time is up. */
  const drain = async (deadline: number): Promise<void> => {
    await ready;
    while ((await readNew(redis, null, '0')).entries > 0 && Date.now() < deadline);
    while (Date.now() < deadline && (await readNew(redis, null)).entries > 0);
  };

  /** This consumer writes: it holds the lease, or the holder has fallen behind. */
  const shouldRead = async (): Promise<boolean> => (await lease.hold()) || (await redis.xlen(turns)) > BACKLOG || (await redis.xlen(stream)) > BACKLOG;

  const loop = async (): Promise<void> => {
    // Redis down at boot: the first read fails with NOGROUP once it is back, and makes the group.
    await ready.catch(() => undefined);
    let sinceReclaim = 0;
    let lastRead = 0;
    let lastFull = false;
    while (running) {
      try {
        // Reads are paced like the in-process queue's flushes: a batch gathers a flush interval
        // of clicks (or is full), where reading as fast as the store wrote made batches of a few
        // hundred, each costing its statements and rollup rows for fewer clicks.
        const wait = lastRead + options.flushMs - Date.now();
        if (!lastFull && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (!running) break;
        lastRead = Date.now();
        lastFull = false;
        // Without the lease, nothing else either: the holder reclaims what a dead consumer left.
        if (!(await shouldRead())) continue;
        lastFull = (await readNew(reader, 1_000)).full;
        if (++sinceReclaim >= 10) {
          sinceReclaim = 0;
          await reclaim();
        }
      } catch (error) {
        if (!running) return;
        // The stream or group is gone (Redis restarted empty, or was flushed): make them again.
        const noGroup = error instanceof Error && error.message.startsWith('NOGROUP');
        if (noGroup && (await createGroup().then(() => true, () => false))) continue;
        options.logger.error({ err: error }, 'click stream read failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  };
  const looping = loop();
  // The lease is also renewed on a timer of its own, not only between reads: a batch written
  // slower than the lease lasts (a store under load) must not hand the writing to a second
  // consumer while this one still writes. Only a stopped or hung process loses it.
  const keepalive = setInterval(() => void lease.hold().catch(() => undefined), LEASE_MS / 5);
  keepalive.unref();

  return {
    push(event) {
      if (!turn) {
        const events: ClickEvent[] = [];
        // setImmediate runs after every request this turn read was handled up to its push.
        const written = new Promise<void>((resolve) =>
          setImmediate(() => {
            appendCurrentTurn();
            resolve();
          }),
        );
        turn = { events, written };
      }
      turn.events.push(event);
      return turn.written;
    },
    /** Appends what is buffered here, then waits until the group (any instance) wrote everything. */
    async flush() {
      appendCurrentTurn();
      await ready;
      await append();
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        await readNew(redis, null);
        if (await groupDrained()) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    depth: () => local.length,
    async close() {
      running = false;
      clearInterval(keepalive);
      appendCurrentTurn();
      // QUIT waits for the replies of XADDs still in flight; the failed ones go to `local`.
      await appender.quit().catch(() => undefined);
      await append();
      // The loop ends after its current read (BLOCK 1 s) is written: cutting that read off would
      // leave what Redis had just handed over pending on this consumer until another reclaims it.
      await looping.catch(() => undefined);
      await drain(Date.now() + DRAIN_MS).catch((error: unknown) => options.logger.error({ err: error }, 'click stream drain at shutdown failed'));
      await lease.release().catch(() => undefined);
      reader.disconnect();
    },
  };
}

function pairs(fields: Array<string | number | null>): Array<[string, string | number | null]> {
  const out: Array<[string, string | number | null]> = [];
  for (let i = 0; i + 1 < fields.length; i += 2) out.push([String(fields[i]), fields[i + 1] ?? null]);
  return out;
}

/** An entry's clicks: a turn's (`c`, `b`), or one click (`e`, appended by releases before ADR 1008); null when it holds neither. */
function entryClicks(fields: string[] | null): { text: string; count: number } | null {
  if (!Array.isArray(fields)) return null;
  let text: string | null = null;
  let count = 1;
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i] === 'b' || fields[i] === 'e') text = String(fields[i + 1]);
    else if (fields[i] === 'c') count = Number(fields[i + 1]) || 1;
  }
  return text === null ? null : { text, count };
}
