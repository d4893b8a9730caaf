import type { UserRow } from '../../src/modules/accounts/users.service.js';
import { createApiToken } from '../../src/modules/accounts/tokens.service.js';
import { createFolder } from '../../src/modules/organize/folders.service.js';
import type { TestApp } from '../helpers/app.js';
import { createTestLink } from './helpers.js';

const DAY_MS = 86_400_000;

/** Deterministic pseudo-random numbers, so screenshots look the same run after run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const SHARES: Record<string, Array<[string, number]>> = {
  country: [['US', 0.34], ['DE', 0.18], ['GB', 0.12], ['FR', 0.09], ['IN', 0.08], ['CA', 0.06], ['NL', 0.05], ['BR', 0.04], ['JP', 0.03], ['XX', 0.01]],
  device: [['desktop', 0.56], ['mobile', 0.38], ['tablet', 0.06]],
  browser: [['Chrome', 0.52], ['Safari', 0.24], ['Firefox', 0.12], ['Edge', 0.09], ['Samsung Internet', 0.03]],
  referrer: [['direct', 0.31], ['news.ycombinator.com', 0.22], ['twitter.com', 0.16], ['www.google.com', 0.14], ['www.linkedin.com', 0.09], ['reddit.com', 0.08]],
};

/** Writes daily rollups for the last `days` days, as the click writer would have. */
export async function seedClicks(app: TestApp, linkId: number, days: number, base: number): Promise<void> {
  const next = random(linkId * 7919);
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  let total = 0;
  let uniques = 0;
  for (let i = days - 1; i >= 0; i--) {
    const day = new Date(today - i * DAY_MS).toISOString().slice(0, 10);
    const weekday = new Date(today - i * DAY_MS).getUTCDay();
    const trend = 1 + (days - i) / days;
    const clicks = Math.round(base * trend * (weekday === 0 || weekday === 6 ? 0.6 : 1) * (0.75 + next() * 0.5));
    const dayUniques = Math.round(clicks * (0.62 + next() * 0.15));
    total += clicks;
    uniques += dayUniques;
    await app.store.db.insertInto('click_daily').values({ link_id: linkId, day, clicks, uniques: dayUniques, bot_clicks: Math.round(clicks * 0.08) }).execute();
    for (const [dimension, shares] of Object.entries(SHARES)) {
      const rows = shares.map(([value, share]) => ({ link_id: linkId, day, dimension, value, clicks: Math.max(0, Math.round(clicks * share)) }));
      await app.store.db.insertInto('click_daily_dimensions').values(rows.filter((row) => row.clicks > 0)).execute();
    }
  }
  await app.store.db
    .updateTable('links')
    .set({ total_clicks: total, unique_clicks: uniques, last_clicked_at: new Date().toISOString() })
    .where('id', '=', linkId)
    .execute();
}

/** A Pro account that looks lived-in: folders, tags, links with clicks, a QR design, a token. */
export async function seedDemoAccount(app: TestApp, user: UserRow): Promise<{ featuredId: number }> {
  const db = app.store.db;
  const owner = { userId: user.id, workspaceId: user.id };
  const marketing = await createFolder(db, owner, { name: 'Marketing', color: '#4338ca' });
  const launches = await createFolder(db, owner, { name: 'Product launches', color: '#0e7490' });
  await createFolder(db, owner, { name: 'Social', color: '#b45309' });
  const links = [
    { destination_url: 'https://example.com/blog/how-we-cut-page-load-by-half', title: 'Blog: how we cut page load by half', tags: ['blog', 'engineering'] },
    { destination_url: 'https://example.com/pricing', title: 'Pricing page', folder_id: marketing.id, tags: ['website'] },
    { destination_url: 'https://example.com/newsletter/2026-spring', title: 'Spring newsletter', folder_id: marketing.id, tags: ['newsletter'], utm: { source: 'newsletter', medium: 'email', campaign: 'spring' } },
    { destination_url: 'https://docs.example.com/getting-started', title: 'Docs: getting started', tags: ['docs'] },
    { destination_url: 'https://example.com/events/meetup-berlin', title: 'Berlin meetup sign-up', folder_id: launches.id, tags: ['events'], click_limit: 200 },
    {
      destination_url: 'https://example.com/launch/spring-collection',
      title: 'Spring collection launch',
      slug: 'spring-launch',
      folder_id: launches.id,
      tags: ['spring-sale', 'campaign'],
      qr: { dot_style: 'rounded', marker_shape: 'circle', marker_center: 'dot', foreground: '#312e81', marker_color: '#4338ca' },
    },
  ];
  let featuredId = 0;
  for (const [index, input] of links.entries()) {
    const link = await createTestLink(app, user, input);
    await seedClicks(app, link.id, 45, 6 + index * 9);
    featuredId = link.id;
  }
  await createApiToken(db, user.id, 'Zapier integration', ['links:read', 'links:write']);
  await createApiToken(db, user.id, 'Reporting script', ['analytics:read']);
  await db.updateTable('usage_counters').set({ api_requests: 1284, clicks: 2417 }).where('workspace_id', '=', user.id).execute();
  return { featuredId };
}
