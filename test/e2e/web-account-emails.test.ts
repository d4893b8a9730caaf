/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpServer, type TestSmtp } from '../helpers/smtp.js';
import { buildWebClient, launchBrowser, newContext, startWebApp, type WebTestApp } from './helpers.js';

describe('account emails in a real browser, with mail read from a real SMTP server', () => {
  let web: WebTestApp;
  let smtp: TestSmtp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = 'reader@example.com';
  const mailTo = (address: string, subject: RegExp) => smtp.waitFor((mail) => mail.to.includes(address) && subject.test(mail.subject), 10_000);

  beforeAll(async () => {
    buildWebClient();
    smtp = await startSmtpServer();
    web = await startWebApp({ SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: 'true' });
    browser = await launchBrowser();
    context = await newContext(browser, web.baseUrl);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
    await smtp?.close();
  });

  it('signs up, is asked to confirm the email, and confirms it from the emailed link', async () => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Sign up' }).click();
    // The reason is tied to the field for screen readers.
    const password = page.getByLabel('Password');
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await password.getAttribute('aria-describedby'))!.split(' ');
    const reason = await page.locator(`[id="${describedBy.at(-1)}"]`).textContent();
    expect(reason).toContain('Password is too easy to guess. This is a commonly used password.');

    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/app');
    await expect.poll(() => page.locator('#verify-banner').textContent()).toContain('Confirm your email address to start creating links');

    const mail = await mailTo(email, /Confirm your email address for Shortener/);
    expect(mail.text).toContain(web.baseUrl);
    await page.goto(linkIn(mail, `${web.baseUrl}/verify-email`));
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await page.getByRole('heading', { name: 'Email address confirmed' }).waitFor();
    await page.goto('/app/account');
    expect(await page.locator('#verify-banner').count()).toBe(0);
    expect(await page.locator('section[aria-labelledby="email-h"]').textContent()).toContain('Confirmed');
  });

  it('resets a forgotten password from the email, which signs out every browser', async () => {
    const other = await newContext(browser, web.baseUrl);
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await otherPage.getByLabel('Email').fill(email);
    await otherPage.getByLabel('Password').fill('correct horse battery');
    await otherPage.getByRole('button', { name: 'Log in' }).click();
    await otherPage.waitForURL('**/app');

    const signedOut = await newContext(browser, web.baseUrl);
    const forgot = await signedOut.newPage();
    await forgot.goto('/login');
    await forgot.getByRole('link', { name: 'Forgot password?' }).click();
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Email me a reset link' }).click();
    await forgot.getByText('If an account uses this address').waitFor();

    const mail = await mailTo(email, /Reset your Shortener password/);
    await forgot.goto(linkIn(mail, `${web.baseUrl}/reset-password`));
    await forgot.getByLabel('New password').fill('violet tugboat orchestra');
    await forgot.getByRole('button', { name: 'Set the new password' }).click();
    await forgot.waitForURL('**/login?reset=done');
    await forgot.getByText('Your password was changed').waitFor();
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByLabel('Password').fill('violet tugboat orchestra');
    await forgot.getByRole('button', { name: 'Log in' }).click();
    await forgot.waitForURL('**/app');

    // The browsers signed in before the reset are signed out.
    await otherPage.goto('/app/account');
    expect(new URL(otherPage.url()).pathname).toBe('/login');
    await page.goto('/app/account');
    expect(new URL(page.url()).pathname).toBe('/login');
    await mailTo(email, /password was changed/);
    await other.close();
    await signedOut.close();
  });

  it('changes the email from the account page, confirmed from the new address; the old one is told', async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('violet tugboat orchestra');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/app/account');
    await page.getByRole('link', { name: 'Change email' }).click();
    await page.getByLabel('New email').fill('moved@example.com');
    await page.getByLabel('Current password').fill('violet tugboat orchestra');
    await page.getByRole('button', { name: 'Send a confirmation link' }).click();
    await page.getByText('We sent a link to moved@example.com').waitFor();

    const mail = await mailTo('moved@example.com', /Confirm your new email address/);
    await page.goto(linkIn(mail, `${web.baseUrl}/confirm-email`));
    await page.getByRole('button', { name: 'Use this address' }).click();
    await page.getByRole('heading', { name: 'Email address changed' }).waitFor();
    const told = await mailTo(email, /email address of your Shortener account was changed/);
    expect(told.text).toContain('moved@example.com');
    await page.goto('/app/account');
    expect(await page.locator('section[aria-labelledby="email-h"]').textContent()).toContain('moved@example.com');
  });
});
