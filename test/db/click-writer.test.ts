import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClickParserFromConfig } from '../../src/modules/analytics/click-parser.factory.js';
import { type ClickWriter, createClickWriter } from '../../src/modules/analytics/click-writer.js';
import { newEventId } from '../../src/modules/analytics/event-id.js';
import type { ClickEvent } from '../../src/modules/analytics/parse/click-event.js';
import { createSaltSource } from '../../src/modules/analytics/salts.js';
import { createPersonalWorkspace } from '../../src/modules/workspaces/index.js';
import { DAILY_ROLLUPS, DIMENSION_ROLLUPS } from '../helpers/rollups.js';
import { createTestStore, DIALECTS, type TestStore } from '../helpers/stores.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe.each(DIALECTS)('the click writer on %s', (dialect) => {
  let test: TestStore;
  let write: (events: ClickEvent[]) => Promise<void>;
  let writer: ClickWriter;
  let linkId: number;
  let workspaceId: number;

  const click = (ip: string, userAgent = CHROME): ClickEvent => ({
    id: newEventId(),
    linkId,
    at: Date.now(),
    method: 'GET',
    ip,
    userAgent,
    referer: 'https://news.ycombinator.com/item',
    countryHeader: '',
    source: 'link',
    variant: null,
  });

  const counts = async () => {
    const db = test.store.db;
    const raw = await db.selectFrom('clicks').select((eb) => eb.fn.countAll<number>().as('n')).where('link_id', '=', linkId).executeTakeFirstOrThrow();
    const link = await db.selectFrom('links').select(['total_clicks', 'unique_clicks', 'bot_clicks']).where('id', '=', linkId).executeTakeFirstOrThrow();
    const daily = (await sql<{ clicks: number; uniques: number; bot_clicks: number }>`select clicks, uniques, bot_clicks from ${DAILY_ROLLUPS} as d where link_id = ${linkId}`.execute(db)).rows[0]!;
    const referrer = (await sql<{ clicks: number }>`select clicks from ${DIMENSION_ROLLUPS} as d where link_id = ${linkId} and dimension = 'referrer'`.execute(db)).rows[0]!;
    const usage = await db.selectFrom('usage_counters').select('clicks').where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow();
    return {
      raw: Number(raw.n),
      link: [Number(link.total_clicks), Number(link.unique_clicks), Number(link.bot_clicks)],
      daily: [Number(daily.clicks), Number(daily.uniques), Number(daily.bot_clicks)],
      referrer: Number(referrer.clicks),
      usage: Number(usage.clicks),
    };
  };

  beforeAll(async () => {
    test = await createTestStore(dialect);
    const now = new Date().toISOString();
    const user = await test.store.db
      .insertInto('users')
      .values({ email: 'writer@example.com', password_hash: 'x', plan: 'pro', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The link belongs to the user's personal workspace; usage is counted there.
    workspaceId = (await createPersonalWorkspace(test.store.db, { id: Number(user.id), email: 'writer@example.com', plan: 'pro' })).id;
    const link = await test.store.db
      .insertInto('links')
      .values({ workspace_id: workspaceId, slug: 'writer', destination_url: 'https://example.com/', status: 'active', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    linkId = Number(link.id);
    const parser = createClickParserFromConfig({ geoipCountryPath: null, countryHeader: null });
    writer = createClickWriter({ store: test.store, parse: parser.parse, saltFor: createSaltSource() });
    // Each write is folded at once, so the tables read below hold it (reads add the log otherwise).
    write = async (events) => {
      await writer.write(events);
      await writer.fold();
    };
  });
  afterAll(async () => {
    await test.drop();
  });

  it('counts each event once when a batch is delivered again, whole or in part', async () => {
    // Two visits of one visitor, one of another, one crawler.
    const first = [click('81.2.69.160'), click('81.2.69.160'), click('81.2.69.161'), click('81.2.69.162', CRAWLER)];
    await write(first);
    const expected = { raw: 4, link: [3, 2, 1], daily: [3, 2, 1], referrer: 3, usage: 3 };
    expect(await counts()).toEqual(expected);

    // The whole batch again (its consumer died between the commit and the acknowledgement).
    await write(first);
    expect(await counts()).toEqual(expected);

    // Part of it again, with new clicks of a known and a new visitor.
    await write([first[0]!, first[3]!, click('81.2.69.160'), click('81.2.69.163')]);
    expect(await counts()).toEqual({ raw: 6, link: [5, 3, 1], daily: [5, 3, 1], referrer: 5, usage: 5 });
  });

  it('counts each event once when a batch is delivered again while its first copy still waits in the log', async () => {
    const before = await counts();
    const batch = [click('81.2.69.180'), click('81.2.69.181'), click('81.2.69.180', CRAWLER)];
    // No fold between them, and not marked as a replay: the log holds the events twice (it has
    // no unique index on them, ADR 1029), and the fold keeps one of each, its first visit kept.
    await writer.write(batch);
    await writer.write([...batch, click('81.2.69.182')]);
    await writer.fold();
    expect(await counts()).toEqual({
      raw: before.raw + 4,
      link: [before.link[0]! + 3, before.link[1]! + 3, before.link[2]! + 1],
      daily: [before.daily[0]! + 3, before.daily[1]! + 3, before.daily[2]! + 1],
      referrer: before.referrer + 3,
      usage: before.usage + 3,
    });
  });

  it('appends a replayed batch only where the log and the raw rows lack its events', async () => {
    const logged = async () => (await sql<{ n: number }>`select count(*) as n from click_log where link_id = ${linkId}`.execute(test.store.db)).rows[0]!.n;
    const before = await counts();
    const folded = [click('81.2.69.190')];
    await write(folded);
    const batch = [click('81.2.69.191'), click('81.2.69.192')];
    await writer.write(batch);
    // Handed over again with one event folded, two in the log and one new.
    await writer.write([...folded, ...batch, click('81.2.69.193')], { replay: true });
    expect(Number(await logged())).toBe(3);
    await writer.fold();
    expect((await counts()).raw).toBe(before.raw + 4);
  });

  it('counts every value of a dimension exactly when one link and day see many in a batch', async () => {
    const referrers = Array.from({ length: 60 }, (_, i) => `https://site-${i}.example/page`);
    const referrerRows = async () =>
      (await sql<{ value: string; clicks: number }>`select value, clicks from ${DIMENSION_ROLLUPS} as d where link_id = ${linkId} and dimension = 'referrer'`.execute(test.store.db)).rows;
    const before = await referrerRows();
    // Site i sends i % 3 + 1 clicks, in rounds (every site once, then the rest again), so the
    // link's counts for the day outgrow a short list while values keep coming back.
    const events = [0, 1, 2].flatMap((round) => referrers.flatMap((referer, i) => (round <= i % 3 ? [{ ...click(`81.2.70.${i}`), referer }] : [])));
    await write(events);
    const after = await referrerRows();
    const counted = new Map(after.map((row) => [row.value, Number(row.clicks)]));
    for (const [i] of referrers.entries()) expect(counted.get(`site-${i}.example`)).toBe((i % 3) + 1);
    expect(after.length).toBe(before.length + referrers.length);
  });

  it('writes a batch without the clicks of a link deleted since they were served, leaving none of its rows', async () => {
    const now = new Date().toISOString();
    const gone = await test.store.db
      .insertInto('links')
      .values({ workspace_id: workspaceId, slug: 'writer-gone', destination_url: 'https://example.com/gone', status: 'active', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const goneId = Number(gone.id);
    const before = await counts();
    const goneClick = { ...click('81.2.69.170'), linkId: goneId };
    await test.store.db.deleteFrom('links').where('id', '=', goneId).execute();

    await write([click('81.2.69.171'), goneClick, click('81.2.69.172')]);
    expect(await counts()).toEqual({
      raw: before.raw + 2,
      link: [before.link[0]! + 2, before.link[1]! + 2, before.link[2]],
      daily: [before.daily[0]! + 2, before.daily[1]! + 2, before.daily[2]],
      referrer: before.referrer + 2,
      usage: before.usage + 2,
    });
    for (const table of ['clicks', 'click_daily', 'click_daily_dimensions', 'click_daily_recent', 'click_daily_dimensions_recent', 'daily_visitors'] as const) {
      const left = await test.store.db.selectFrom(table).select('link_id').where('link_id', '=', goneId).execute();
      expect(left, table).toEqual([]);
    }
  });
});
