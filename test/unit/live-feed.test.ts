import { describe, expect, it } from 'vitest';
import type { LiveClick, LiveEvent } from '../../src/modules/analytics/live-feed.js';
import { createMemoryLiveFeed } from '../../src/modules/analytics/live-feed.memory.js';

const click = (userId: number, linkId: number, n: number): LiveClick => ({
  workspaceId: userId,
  data: { link_id: linkId, slug: `s${linkId}`, clicked_at: new Date(n).toISOString(), country: 'FR', device: 'desktop', browser: 'Chrome', os: 'Windows', referrer_host: `r${n}`, unique_visitor: true, source: 'link', variant: '', bot: false },
});

describe('the in-process live feed', () => {
  it('costs nothing to ask while nobody watches, and names what is watched', async () => {
    const feed = createMemoryLiveFeed();
    expect(await feed.watching()).toBeNull();
    const one = await feed.subscribe({ workspaceId: 1, linkId: 10 }, null, () => undefined);
    const all = await feed.subscribe({ workspaceId: 2 }, null, () => undefined);
    const watched = await feed.watching();
    expect([...watched!.links]).toEqual([10]);
    expect([...watched!.users]).toEqual([2]);
    await one.close();
    await all.close();
    // A closed stream's watch lingers for its reconnection.
    expect(await feed.watching()).not.toBeNull();
  });

  it("delivers a stream only its filter's clicks, with ordered ids", async () => {
    const feed = createMemoryLiveFeed();
    const got: LiveEvent[] = [];
    await feed.subscribe({ workspaceId: 1, linkId: 10 }, null, (event) => got.push(event));
    await feed.publish([click(1, 10, 1), click(1, 11, 2), click(2, 20, 3), click(1, 10, 4)]);
    expect(got.map((event) => event.data.referrer_host)).toEqual(['r1', 'r4']);
    expect(got.map((event) => event.id)).toEqual([expect.stringMatching(/:0$/), expect.stringMatching(/:3$/)]);
  });

  it('replays after Last-Event-ID once each and in order, across batches, then goes live', async () => {
    const feed = createMemoryLiveFeed();
    const first: LiveEvent[] = [];
    await feed.subscribe({ workspaceId: 1 }, null, (event) => first.push(event));
    await feed.publish([click(1, 10, 1), click(1, 10, 2)]);
    await feed.publish([click(1, 10, 3)]);
    await feed.publish([click(1, 11, 4), click(1, 10, 5)]);
    const resumed: string[] = [];
    await feed.subscribe({ workspaceId: 1 }, first[1]!.id, (event) => resumed.push(event.data.referrer_host));
    await feed.publish([click(1, 10, 6)]);
    expect(resumed).toEqual(['r3', 'r4', 'r5', 'r6']);
    const unknown: string[] = [];
    await feed.subscribe({ workspaceId: 1 }, 'not-an-id', (event) => unknown.push(event.data.referrer_host));
    expect(unknown).toEqual([]);
  });
});
