/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE, switchSessionWorkspace } from '../../src/modules/accounts/sessions.service.js';
import { createFolder } from '../../src/modules/organize/index.js';
import { createWorkspace } from '../../src/modules/workspaces/index.js';
import { personalWorkspaceId } from '../helpers/accounts.js';
import { axeSeriousViolations, browserSuite, createTestLink, createTestUser, newContext, openSignedIn } from './helpers.js';

describe('the audit log page, in a real browser', () => {
  const suite = browserSuite();

  it('shows an owner who changed what, filters it, exports it as formula-safe CSV, and passes axe', async () => {
    const { web, browser } = suite;
    const owner = await createTestUser(web.app, 'pro');
    const workspaceId = await personalWorkspaceId(web.app, owner.id);
    const link = await createTestLink(web.app, owner, { destination_url: 'https://example.com/audited', title: '=HYPERLINK("http://evil")' });
    await createFolder(web.app.store.db, { userId: owner.id, workspaceId }, { name: 'Campaigns' });

    const { context, page } = await openSignedIn(browser, web, owner, '/app');
    await page.locator('nav[aria-label="Main"] a', { hasText: 'Audit log' }).click();
    await page.waitForURL('**/app/audit');
    const rows = page.locator('#audit-table tbody tr');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toContain('folder.created');
    expect(await rows.nth(1).innerText()).toContain('link.created');
    expect(await rows.nth(1).innerText()).toContain(owner.email);
    expect(await axeSeriousViolations(page)).toEqual([]);

    await page.selectOption('#audit-action', 'link.created');
    await page.click('#audit-filters button[type=submit]');
    await page.waitForURL(/action=link\.created/);
    expect(await page.locator('#audit-table tbody tr').count()).toBe(1);

    const csv = await context.request.get(`/app/audit/export.csv?target_type=link&target_id=${link.id}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,at,action,actor_type,actor_user_id,actor_email,actor_token_prefix,target_type,target_id,changes');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`link.created,user,${owner.id},${owner.email},,link,${link.id},`);
    // The title sits inside the JSON cell: no cell starts a formula.
    for (const cell of lines[1]!.split(',')) expect(cell).not.toMatch(/^[=+\-@]/);
    await context.close();
  });

  it('is neither offered to nor served to a member', async () => {
    const { web, browser } = suite;
    const owner = await createTestUser(web.app, 'pro');
    const member = await createTestUser(web.app, 'free');
    const team = await createWorkspace(web.app.store.db, { name: 'Team', plan: 'pro', ownerId: owner.id });
    await web.app.store.db.insertInto('workspace_members').values({ workspace_id: team.id, user_id: member.id, role: 'member', joined_at: new Date().toISOString() }).execute();
    const context = await newContext(browser, web.baseUrl);
    const session = await createSession(web.app.store.db, member.id);
    expect(await switchSessionWorkspace(web.app.store.db, session.token, member.id, Number(team.id))).toBe(true);
    await context.addCookies([{ name: SESSION_COOKIE, value: session.token, url: web.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.goto('/app');
    expect(await page.locator('nav[aria-label="Main"] a', { hasText: 'Audit log' }).count()).toBe(0);
    const res = await page.goto('/app/audit');
    expect(res?.status()).toBe(403);
    expect((await context.request.get('/app/audit/export.csv')).status()).toBe(403);
    await context.close();
  });
});
