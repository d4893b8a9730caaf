import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/accounts/sessions.service.js';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

describe.each(DIALECTS)('links list health badge and filter on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows a broken badge with the reason, and filters by health', async () => {
    const account = await createAccount(app, 'pro');
    const call = client(app, account.token);
    const make = async (slug: string) => (await call('POST', '/links', { destination_url: `https://example.com/${slug}`, slug })).json().data.id as number;
    const broken = await make('gone-page');
    await make('fine-page');
    await app.store.db.updateTable('links').set({ health: 'broken', health_reason: 'http_404', health_checked_at: new Date().toISOString() }).where('id', '=', broken).execute();
    const { token } = await createSession(app.store.db, account.user.id);
    const page = (url: string) => app.http.inject({ method: 'GET', url, cookies: { sid: token } });

    const all = await page('/app');
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain('title="Destination broken: http_404"');
    expect(all.body).toMatch(/<select id="health" name="health">/);
    const filtered = await page('/app?health=broken');
    expect(filtered.body).toContain('gone-page');
    expect(filtered.body).not.toContain('fine-page');
    expect(filtered.body).toContain('<option value="broken" selected>');
  });
});
