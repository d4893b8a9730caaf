import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUsage } from '../../src/modules/accounts/usage.repository.js';
import { DIMENSIONS, readDailyRollups, readDimensionTotals } from '../../src/modules/analytics/analytics.repository.js';
import { createClickParserFromConfig } from '../../src/modules/analytics/click-parser.factory.js';
import { findClicksAfter } from '../../src/modules/analytics/clicks.repository.js';
import { createClickWriter, type ClickWriter } from '../../src/modules/analytics/click-writer.js';
import { foldClickLog } from '../../src/modules/analytics/click-fold.js';
import { newEventId } from '../../src/modules/analytics/event-id.js';
import type { ClickEvent } from '../../src/modules/analytics/parse/click-event.js';
import { createSaltSource } from '../../src/modules/analytics/salts.js';
import { readTopLinks } from '../../src/modules/analytics/workspace-analytics.repository.js';
import { withUnfoldedClicks } from '../../src/modules/links/link-counters.repository.js';
import { createPersonalWorkspace } from '../../src/modules/workspaces/index.js';
import { type Db, openStore, type Store } from '../../src/platform/db/db.js';
import { createTestStore, DIALECTS, type TestStore } from '../helpers/stores.js';

// Append now, fold later (ADR 1005): whatever is folded and whatever is still in the click log,
// every read answers as if each click had been counted the moment it was appended. Random
// traffic over links, days, visitors, bots, scans, variants and languages is written in
// batches, with folds at random points and batches delivered twice; after each step every read
// is compared with a model kept here, and the raw rows with a GROUP BY over them.

const HUMANS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
];
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const REFERERS = ['', 'https://news.ycombinator.com/item', 'https://www.google.com/'];
const LANGUAGES = ['', 'en-US,en;q=0.9', 'fr-FR'];
const DAY_MS = 86_400_000;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A new active link of the store and a click writer on it that folds only when asked. */
async function linkAndWriter(store: Store, slug: string): Promise<{ linkId: number; writer: ClickWriter }> {
  const now = new Date().toISOString();
  const link = await store.db
    .insertInto('links')
    .values({ slug, destination_url: 'https://example.com/', status: 'active', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const parser = createClickParserFromConfig({ geoipCountryPath: null, countryHeader: null });
  return { linkId: Number(link.id), writer: createClickWriter({ store, parse: parser.parse, saltFor: createSaltSource(), foldMs: 600_000 }) };
}

interface Model {
  /** link → day → counts; `visitors` are ip|agent keys of human clicks. */
  days: Map<number, Map<string, { clicks: number; bots: number; visitors: Set<string> }>>;
  /** link → its latest human click (bots never move it). */
  lastHuman: Map<number, number>;
}

describe.each(DIALECTS)('the click log and its fold on %s', (dialect) => {
  let test: TestStore;
  let writer: ClickWriter;
  let workspaceId: number;
  const links: number[] = [];
  const model: Model = { days: new Map(), lastHuman: new Map() };
  const next = random(dialect === 'sqlite' ? 1005 : 5001);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const today = Date.now();
  const from = new Date(today - 3 * DAY_MS).toISOString().slice(0, 10);
  const to = new Date(today).toISOString().slice(0, 10);

  const batch = (size: number): ClickEvent[] =>
    Array.from({ length: size }, () => {
      const at = today - Math.floor(next() * 3) * DAY_MS - Math.floor(next() * 1000);
      const bot = next() < 0.1;
      return {
        id: newEventId(at),
        linkId: pick(links),
        at,
        method: 'GET' as const,
        ip: `203.0.113.${Math.floor(next() * 6)}`,
        userAgent: bot ? BOT : pick(HUMANS),
        referer: pick(REFERERS),
        countryHeader: '',
        acceptLanguage: pick(LANGUAGES),
        source: next() < 0.2 ? ('qr' as const) : ('link' as const),
        variant: next() < 0.3 ? Math.floor(next() * 2) : null,
        ...(next() < 0.1 ? { noVisitor: true } : {}),
      };
    });

  const record = (events: ClickEvent[]) => {
    for (const event of events) {
      const day = new Date(event.at).toISOString().slice(0, 10);
      let byDay = model.days.get(event.linkId);
      if (!byDay) model.days.set(event.linkId, (byDay = new Map()));
      let counts = byDay.get(day);
      if (!counts) byDay.set(day, (counts = { clicks: 0, bots: 0, visitors: new Set() }));
      if (event.userAgent === BOT) counts.bots++;
      else {
        counts.clicks++;
        model.lastHuman.set(event.linkId, Math.max(model.lastHuman.get(event.linkId) ?? 0, event.at));
        if (!event.noVisitor) counts.visitors.add(`${event.ip}|${event.userAgent}`);
      }
    }
  };

  /** Every read against the model, and each dimension against a GROUP BY over the raw rows (folded and logged). */
  const expectExact = async (when: string) => {
    const db = test.store.db;
    let humans = 0;
    const top: Array<{ id: number; clicks: number }> = [];
    const counters = await withUnfoldedClicks(db, await db.selectFrom('links').selectAll().where('id', 'in', links).execute());
    for (const linkId of links) {
      const byDay = model.days.get(linkId) ?? new Map();
      const expected = [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, c]) => ({ day, clicks: c.clicks, uniques: c.visitors.size, bot_clicks: c.bots }));
      expect(await readDailyRollups(db, { linkId }, from, to), `${when}: daily of link ${linkId}`).toEqual(expected);
      const sum = (key: 'clicks' | 'uniques' | 'bot_clicks') => expected.reduce((total, row) => total + row[key], 0);
      const counter = counters.find((row) => Number(row.id) === linkId)!;
      expect([Number(counter.total_clicks), Number(counter.unique_clicks), Number(counter.bot_clicks)], `${when}: counters of link ${linkId}`).toEqual([sum('clicks'), sum('uniques'), sum('bot_clicks')]);
      const last = model.lastHuman.get(linkId);
      expect(counter.last_clicked_at, `${when}: last click of link ${linkId}`).toBe(last === undefined ? null : new Date(last).toISOString());
      humans += sum('clicks');
      if (sum('clicks') > 0) top.push({ id: linkId, clicks: sum('clicks') });
      const exported = await findClicksAfter(db, linkId, { from: `${from}T00:00:00.000Z`, to: new Date(today + DAY_MS).toISOString() }, '', true, 100_000);
      expect(exported.length, `${when}: raw rows of link ${linkId}`).toBe(sum('clicks') + sum('bot_clicks'));
      expect(exported.filter((row) => Number(row.is_unique) === 1).length, `${when}: first visits of link ${linkId}`).toBe(sum('uniques'));
    }
    const workspaceDays = await readDailyRollups(db, { workspaceId }, from, to);
    expect(workspaceDays.reduce((total, row) => total + row.clicks, 0), `${when}: workspace clicks`).toBe(humans);
    top.sort((a, b) => b.clicks - a.clicks || a.id - b.id);
    expect((await readTopLinks(db, workspaceId, from, to, 10)).map((row) => ({ id: row.id, clicks: row.clicks })), `${when}: top links`).toEqual(top);
    const month = new Date(today).toISOString().slice(0, 7);
    const inMonth = [...model.days.values()].flatMap((byDay) => [...byDay].filter(([day]) => day.startsWith(month)).map(([, c]) => c.clicks));
    expect(Number((await readUsage(db, workspaceId, month)).clicks), `${when}: usage`).toBe(inMonth.reduce((a, b) => a + b, 0));

    for (const dimension of DIMENSIONS.filter((d) => d !== 'country')) {
      const column = { device: 'device', browser: 'browser', os: 'os', language: 'language', referrer: 'referrer_host', source: 'source', variant: 'variant' }[dimension];
      if (dimension === 'language') continue;
      for (const linkId of links) {
        const value = sql.ref(column);
        const filter = dimension === 'source' ? sql`and source = 'qr'` : dimension === 'variant' ? sql`and variant is not null` : sql``;
        const naive = await sql<{ value: string | number; clicks: number }>`select ${value} as value, count(*) as clicks from (
            select link_id, is_bot, device, browser, os, referrer_host, source, variant from clicks
            union all select link_id, is_bot, device, browser, os, referrer_host, source, variant from click_log
          ) as t where link_id = ${linkId} and is_bot = 0 ${filter} group by ${value}`.execute(db);
        const expected = naive.rows.map((row) => ({ value: String(row.value), clicks: Number(row.clicks) })).sort((a, b) => b.clicks - a.clicks || (a.value < b.value ? -1 : 1));
        expect(await readDimensionTotals(db, { linkId }, dimension, from, to, null), `${when}: ${dimension} of link ${linkId}`).toEqual(expected);
      }
    }
  };

  beforeAll(async () => {
    test = await createTestStore(dialect);
    const now = new Date().toISOString();
    const user = await test.store.db
      .insertInto('users')
      .values({ email: 'fold@example.com', password_hash: 'x', plan: 'pro', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    workspaceId = (await createPersonalWorkspace(test.store.db, { id: Number(user.id), email: 'fold@example.com', plan: 'pro' })).id;
    for (let i = 0; i < 4; i++) {
      const link = await test.store.db
        .insertInto('links')
        .values({ workspace_id: workspaceId, slug: `fold-${i}`, destination_url: 'https://example.com/', status: 'active', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      links.push(Number(link.id));
    }
    const parser = createClickParserFromConfig({ geoipCountryPath: null, countryHeader: null });
    // Folds only when asked: the test decides where they fall.
    writer = createClickWriter({ store: test.store, parse: parser.parse, saltFor: createSaltSource(), foldMs: 600_000 });
  });
  afterAll(async () => {
    await writer.close();
    await test.drop();
  });

  it('answers every read exactly before, between and after folds, with batches delivered twice', async () => {
    const written: ClickEvent[][] = [];
    await expectExact('empty');
    for (let step = 0; step < 8; step++) {
      const events = batch(40 + Math.floor(next() * 80));
      await writer.write(events);
      record(events);
      written.push(events);
      // A batch handed over again (a retry or a reclaim): nothing of it counts twice.
      if (next() < 0.5) await writer.write(pick(written), { replay: true });
      await expectExact(`step ${step}, appended`);
      if (next() < 0.5) {
        await writer.fold();
        await expectExact(`step ${step}, folded`);
      }
    }
    // A batch delivered again unmarked after its clicks were folded: the fold finds them in `clicks`.
    await writer.fold();
    await writer.write(written[0]!);
    await writer.fold();
    await expectExact('redelivered unmarked, folded');
    const log = await test.store.db.selectFrom('click_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(log.n)).toBe(0);
  }, 60_000);
});

describe.each(DIALECTS.filter((d) => d === 'postgres'))('the fold on %s with JIT compilation on at the server', (dialect) => {
  let test: TestStore;
  let eager: Store;
  const jit = async (db: Db) => (await sql<{ jit: string }>`show jit`.execute(db)).rows[0]!.jit;

  beforeAll(async () => {
    test = await createTestStore(dialect);
    // As a server with `jit = on` would run the fold, with every statement past the threshold.
    const options = `-c search_path=${test.searchPath} -c jit=on -c jit_above_cost=0`;
    eager = openStore(`${test.url}${test.url.includes('?') ? '&' : '?'}options=${encodeURIComponent(options)}`);
  });
  afterAll(async () => {
    await eager?.close();
    await test?.drop();
  });

  it('folds with JIT compilation off for its own transaction only', async () => {
    const { linkId, writer } = await linkAndWriter(eager, 'jit');
    const at = Date.now();
    const click: ClickEvent = { id: newEventId(at), linkId, at, method: 'GET', ip: '203.0.113.9', userAgent: HUMANS[0]!, referer: '', countryHeader: '', acceptLanguage: '', source: 'link', variant: null };
    await writer.write([click]);
    let during = '';
    await foldClickLog(eager, async (trx) => {
      during = await jit(trx);
    });
    await writer.close();
    expect(during).toBe('off');
    expect(await jit(eager.db)).toBe('on');
    const folded = await eager.db.selectFrom('links').select('total_clicks').where('id', '=', linkId).executeTakeFirstOrThrow();
    expect(Number(folded.total_clicks)).toBe(1);
  });
});

describe.each(DIALECTS.filter((d) => d === 'postgres'))('the fold on %s updating every link of its pages', (dialect) => {
  let test: TestStore;
  beforeAll(async () => {
    test = await createTestStore(dialect);
  });
  afterAll(async () => {
    await test?.drop();
  });

  // The page each link's row is on (its ctid's block). A HOT update writes the new version on
  // the same page; one that is not moves the row and adds an entry to each of the table's indexes.
  const pages = async () =>
    new Map(
      (await sql<{ id: number; page: string }>`select id, split_part(trim(both '()' from ctid::text), ',', 1) as page from links`.execute(test.store.db)).rows.map((row) => [
        Number(row.id),
        row.page,
      ]),
    );
  /** The same for the day's rollup rows, keyed by link and (for dimensions) dimension and value. */
  const rollupPages = async () =>
    new Map(
      (
        await sql<{ key: string; page: string }>`
          select 'daily ' || link_id as key, split_part(trim(both '()' from ctid::text), ',', 1) as page from click_daily_recent
          union all select 'dimension ' || link_id || ' ' || dimension || ' ' || value, split_part(trim(both '()' from ctid::text), ',', 1)
          from click_daily_dimensions_recent`.execute(test.store.db)
      ).rows.map((row) => [row.key, row.page]),
    );

  it('leaves each link and rollup row on its page: every update of a fold is HOT (migrations 0025, 0027, 0029)', async () => {
    const now = new Date().toISOString();
    await sql`insert into links (slug, destination_url, status, created_at, updated_at)
      select 'page-' || n, 'https://example.com/page/' || n, 'active', ${now}, ${now} from generate_series(1, 600) as n`.execute(test.store.db);
    const ids = (await test.store.db.selectFrom('links').select('id').execute()).map((row) => Number(row.id));
    const before = await pages();
    expect(new Set(before.values()).size).toBeGreaterThan(4);
    const parser = createClickParserFromConfig({ geoipCountryPath: null, countryHeader: null });
    const writer = createClickWriter({ store: test.store, parse: parser.parse, saltFor: createSaltSource(), foldMs: 600_000 });
    const foldAClickOnEach = async () => {
      const at = Date.now();
      await writer.write(ids.map((linkId, n) => ({ id: newEventId(at), linkId, at, method: 'GET' as const, ip: `203.0.113.${n % 200}`, userAgent: HUMANS[0]!, referer: '', countryHeader: '', acceptLanguage: '', source: 'link' as const, variant: null })));
      await writer.fold();
    };
    // At 45 % each page has room for a second version of all its rows (at 90 % nine in ten moved).
    await foldAClickOnEach();
    const after = await pages();
    expect(ids.filter((id) => after.get(id) !== before.get(id)), 'links moved to another page by the first fold').toEqual([]);
    // The first fold inserted the day's rollup rows; the second updates all of them at once, and
    // at 45 % (migration 0027) each page has room for their new versions.
    const rollupsBefore = await rollupPages();
    expect(rollupsBefore.size).toBeGreaterThan(1200);
    // A second fold stays HOT for `links` only where the first's old versions could be pruned,
    // which needs no other transaction of this database to hold an older snapshot: other test
    // files share it, so only its totals are checked.
    await foldAClickOnEach();
    const rollupsAfter = await rollupPages();
    expect(rollupsAfter.size).toBe(rollupsBefore.size);
    expect([...rollupsBefore].filter(([key, page]) => rollupsAfter.get(key) !== page), 'rollup rows moved to another page by the second fold').toEqual([]);
    await writer.close();
    const totals = await test.store.db.selectFrom('links').select((eb) => eb.fn.sum<number>('total_clicks').as('n')).where('id', 'in', ids).executeTakeFirstOrThrow();
    expect(Number(totals.n)).toBe(1200);
  });

  it("compares the click tables' text and the fold's scratch tables' byte by byte (migrations 0028, 0029)", async () => {
    const BYTEWISE = ['click_log', 'clicks', 'click_daily', 'click_daily_dimensions', 'click_daily_recent', 'click_daily_dimensions_recent', 'daily_visitors', 'fold_batch', 'fold_combos'];
    // A fold first, so that its connection holds the scratch tables.
    const parser = createClickParserFromConfig({ geoipCountryPath: null, countryHeader: null });
    const writer = createClickWriter({ store: test.store, parse: parser.parse, saltFor: createSaltSource(), foldMs: 600_000 });
    const now = new Date().toISOString();
    const link = await test.store.db.insertInto('links').values({ slug: 'bytewise', destination_url: 'https://example.com/bytewise', status: 'active', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    const linkId = Number(link.id);
    await writer.write([{ id: newEventId(), linkId, at: Date.now(), method: 'GET', ip: '203.0.113.9', userAgent: HUMANS[1]!, referer: '', countryHeader: '', acceptLanguage: 'fr-FR', source: 'link', variant: null }]);
    await writer.fold();
    const { rows } = await sql<{ relation: string; column: string; collation: string }>`
      select c.relname as relation, a.attname as "column", coalesce(k.collname, '') as collation
      from pg_attribute a join pg_class c on c.oid = a.attrelid left join pg_collation k on k.oid = a.attcollation
      where a.attnum > 0 and not a.attisdropped and a.atttypid = 'text'::regtype
        and c.relname in (${sql.join(BYTEWISE)})
        and (c.relpersistence = 't' or c.relnamespace = current_schema()::regnamespace)`.execute(test.store.db);
    await writer.close();
    expect(new Set(rows.map((row) => row.relation))).toEqual(new Set(BYTEWISE));
    expect(rows.filter((row) => row.collation !== 'C')).toEqual([]);
  });
});

describe.each(DIALECTS)('the fold on %s marking first visits', (dialect) => {
  let test: TestStore;
  beforeAll(async () => {
    test = await createTestStore(dialect);
  });
  afterAll(async () => {
    await test?.drop();
  });

  it("marks each visitor's earliest click of the day as the first visit, whatever order the log holds them in", async () => {
    const { linkId, writer } = await linkAndWriter(test.store, 'firsts');
    // Noon yesterday: every click on one day.
    const start = Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS / 2;
    const click = (visitor: number, second: number): ClickEvent => {
      const at = start + second * 1000;
      return { id: newEventId(at), linkId, at, method: 'GET', ip: `203.0.113.${visitor}`, userAgent: HUMANS[0]!, referer: '', countryHeader: '', acceptLanguage: '', source: 'link', variant: null };
    };
    // Visitor 1 clicks at 30, 10 and 20 s, in three batches logged in that order; visitor 2 once.
    for (const batch of [[click(1, 30)], [click(1, 10), click(2, 5)], [click(1, 20)]]) await writer.write(batch);
    await writer.fold();
    await writer.close();
    const rows = await test.store.db.selectFrom('clicks').select(['clicked_at', 'is_unique']).where('link_id', '=', linkId).orderBy('clicked_at').execute();
    const second = (row: { clicked_at: string }) => (Date.parse(row.clicked_at) - start) / 1000;
    expect(rows.map((row) => [second(row), Number(row.is_unique)])).toEqual([
      [5, 1],
      [10, 1],
      [20, 0],
      [30, 0],
    ]);
  });

  it("keeps a link's latest human click as its last click, and its counters, whatever bots came after", async () => {
    const { linkId, writer } = await linkAndWriter(test.store, 'last-human');
    const start = Date.now() - 60_000;
    const click = (second: number, userAgent: string): ClickEvent => {
      const at = start + second * 1000;
      return { id: newEventId(at), linkId, at, method: 'GET', ip: '203.0.113.7', userAgent, referer: '', countryHeader: '', acceptLanguage: '', source: 'link', variant: null };
    };
    await writer.write([click(1, HUMANS[0]!), click(2, HUMANS[1]!), click(3, BOT)]);
    await writer.fold();
    // A fold of bots only moves nothing either.
    await writer.write([click(4, BOT)]);
    await writer.fold();
    await writer.close();
    const link = await test.store.db.selectFrom('links').select(['total_clicks', 'unique_clicks', 'bot_clicks', 'last_clicked_at']).where('id', '=', linkId).executeTakeFirstOrThrow();
    expect([Number(link.total_clicks), Number(link.unique_clicks), Number(link.bot_clicks)]).toEqual([2, 2, 2]);
    expect(link.last_clicked_at).toBe(new Date(start + 2000).toISOString());
  });
});

describe.each(DIALECTS.filter((d) => d === 'postgres'))('the fold on %s planning its scratch tables by their size', (dialect) => {
  let test: TestStore;
  let single: Store;
  beforeAll(async () => {
    test = await createTestStore(dialect);
    // One connection, as the click writer's: a temporary table and its statistics are the session's.
    single = openStore(test.url, { poolSize: 1, ...(test.searchPath ? { searchPath: test.searchPath } : {}) });
  });
  afterAll(async () => {
    await single?.close();
    await test?.drop();
  });

  const analysed = async (table: string) => {
    const row = await sql<{ reltuples: number }>`select reltuples from pg_class where oid = to_regclass(${`pg_temp.${table}`})`.execute(single.db);
    return Number(row.rows[0]?.reltuples ?? -1) >= 0;
  };

  it('gives the batch statistics once a fold is big enough, and later folds are planned at their size', async () => {
    const { linkId, writer } = await linkAndWriter(single, 'planned');
    const clicks = (count: number): ClickEvent[] =>
      Array.from({ length: count }, (_, n) => {
        const at = Date.now();
        return { id: newEventId(at), linkId, at, method: 'GET', ip: `198.51.${n >> 8}.${n & 255}`, userAgent: HUMANS[n % HUMANS.length]!, referer: '', countryHeader: '', acceptLanguage: '', source: 'link', variant: null };
      });
    // A small fold (a quiet minute) says too little about the next ones.
    await writer.write(clicks(50));
    await writer.fold();
    expect(await analysed('fold_batch')).toBe(false);
    await writer.write(clicks(1_500));
    await writer.fold();
    await writer.close();
    expect(await analysed('fold_batch')).toBe(true);
    // The next fold's batch, 4,000 human clicks: planned as thousands of rows, not a few hundred.
    const now = new Date().toISOString();
    const estimate = await single.db.transaction().execute(async (trx) => {
      await sql`insert into fold_batch (link_id, event_id, clicked_at, day, method, is_bot, device, browser, os, country, language, referrer_host, source, variant, visitor_hash, is_unique)
        select ${linkId}, 'e' || n, ${now}, ${now.slice(0, 10)}, 'GET', 0, 'desktop', 'Chrome', 'Windows', 'XX', 'en', '', 'link', null, n, 0 from generate_series(1, 4000) as n`.execute(trx);
      const plan = await sql<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>`explain (format json) select * from fold_batch where is_bot = 0`.execute(trx);
      return plan.rows[0]!['QUERY PLAN'][0]!.Plan['Plan Rows'];
    });
    expect(estimate).toBeGreaterThan(2_000);
    expect(estimate).toBeLessThan(8_000);
    const total = await single.db.selectFrom('links').select('total_clicks').where('id', '=', linkId).executeTakeFirstOrThrow();
    expect(Number(total.total_clicks)).toBe(1_550);
  });
});
