/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpServer, type TestSmtp } from '../helpers/smtp.js';
import { axeSeriousViolations, buildWebClient, createTestUser, launchBrowser, newContext, openSignedIn, startWebApp, type WebTestApp } from './helpers.js';

describe('the workspace page and an emailed invite, in a real browser', () => {
  let web: WebTestApp;
  let browser: Browser;
  let smtp: TestSmtp;

  beforeAll(async () => {
    buildWebClient();
    smtp = await startSmtpServer();
    web = await startWebApp({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
    await smtp?.close();
  });

  it('creates a team, invites by email, the colleague signs up from the link and joins, then is promoted and removed', async () => {
    const owner = await createTestUser(web.app, 'pro');
    const { context, page } = await openSignedIn(browser, web, owner, '/app/account');
    await page.getByRole('link', { name: 'Workspace: members and invites' }).click();
    await page.getByRole('heading', { name: 'Workspace: Personal' }).waitFor();
    // A personal workspace has no invites to manage.
    expect(await page.locator('#invite-form').count()).toBe(0);
    await page.fill('#new-workspace-name', 'Acme Marketing');
    await page.click('#create-form button[type=submit]');
    await page.getByRole('heading', { name: 'Workspace: Acme Marketing' }).waitFor();
    expect(await axeSeriousViolations(page)).toEqual([]);

    const colleague = `colleague-${Date.now()}@example.com`;
    await page.fill('#invite-email', colleague);
    await page.selectOption('#invite-role', 'viewer');
    await page.click('#invite-form button[type=submit]');
    await page.locator('#invite-list tr[data-invite-id]', { hasText: colleague }).waitFor();
    const mail = await smtp.waitFor((m) => m.to.includes(colleague));
    const link = linkIn(mail, `${web.baseUrl}/invites/`);

    const guest = await newContext(browser, web.baseUrl);
    const invitee = await guest.newPage();
    await invitee.goto(link);
    await invitee.getByRole('heading', { name: 'Join "Acme Marketing"' }).waitFor();
    expect(await invitee.getByText(`${owner.email} invited ${colleague}`).count()).toBe(1);
    expect(await axeSeriousViolations(invitee)).toEqual([]);
    await invitee.getByRole('link', { name: 'Sign up', exact: true }).click();
    await invitee.getByLabel('Email').fill(colleague);
    await invitee.getByLabel('Password').fill('correct horse battery staple');
    await invitee.getByRole('button', { name: 'Sign up', exact: true }).click();
    await invitee.getByRole('button', { name: 'Join the workspace' }).click();
    await invitee.waitForURL((url) => url.pathname === '/app');
    await invitee.goto('/app/workspace');
    await invitee.getByRole('heading', { name: 'Workspace: Acme Marketing' }).waitFor();
    // A viewer sees the members, and none of the controls a viewer may not use.
    expect(await invitee.locator('#invite-form, #rename-form, #delete-workspace, #member-list select').count()).toBe(0);
    expect(await axeSeriousViolations(invitee)).toEqual([]);
    // The link worked once.
    await invitee.goto(link);
    await invitee.getByText('This invite was already used').waitFor();

    await page.reload();
    const row = page.locator('#member-list tr', { hasText: colleague });
    await row.locator('select').selectOption('member');
    await page.locator('#toasts .toast', { hasText: `${colleague} is now member` }).waitFor();
    await row.getByRole('button', { name: 'Remove' }).click();
    await page.click('#confirm-ok');
    await page.locator('#member-list tr', { hasText: colleague }).waitFor({ state: 'detached' });
    // Their session falls back to their personal workspace.
    await invitee.goto('/app/workspace');
    await invitee.getByRole('heading', { name: 'Workspace: Personal' }).waitFor();
    await guest.close();
    await context.close();
  }, 90_000);
});
