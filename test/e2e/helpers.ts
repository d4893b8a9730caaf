/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { escapeHtml } from '../../src/platform/html/html.js';
import { getEntitlements } from '../../src/modules/accounts/plans.js';
import { createSession, SESSION_COOKIE } from '../../src/modules/accounts/sessions.service.js';
import { createUser, type UserRow } from '../../src/modules/accounts/users.service.js';
import { createLink, readLinkCreateBody } from '../../src/modules/links/create-link.js';
import { personalWorkspaceId } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { freePort } from '../helpers/processes.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A desktop Chrome: the real headless agent is a bot to the click parser, and bots are not clicks. */
export const HUMAN_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Compiles the browser scripts into dist/public/js, once per test run: the first test file to
 * ask builds (a lock file says who), the others wait for its mark. Each file is written
 * elsewhere and renamed into place, so no app ever serves a half-written script.
 */
export function buildWebClient(): void {
  const target = join(ROOT, 'dist/public/js');
  mkdirSync(target, { recursive: true });
  const run = process.env.TEST_SCHEMA_PREFIX ?? `pid${process.pid}`;
  const mark = join(target, `.built-${run}`);
  if (existsSync(mark)) return;
  let lock: number;
  try {
    lock = openSync(join(target, `.building-${run}`), 'wx');
  } catch {
    // Another test file of this run is building: wait for its mark (a tsc run takes seconds).
    const wait = new Int32Array(new SharedArrayBuffer(4));
    for (let waited = 0; !existsSync(mark) && waited < 120_000; waited += 100) Atomics.wait(wait, 0, 0, 100);
    if (existsSync(mark)) return;
    throw new Error('the browser scripts were not built in two minutes');
  }
  const out = mkdtempSync(join(tmpdir(), 'web-client-'));
  try {
    execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.web.json'), '--outDir', out], { stdio: 'pipe' });
    for (const name of readdirSync(out)) renameSync(join(out, name), join(target, name));
    // Earlier runs' marks and locks go: only this run's say anything.
    for (const name of readdirSync(target)) if (/^\.(built|building)-/.test(name) && !name.endsWith(run)) rmSync(join(target, name), { force: true });
    writeFileSync(mark, '');
  } finally {
    closeSync(lock);
    rmSync(out, { recursive: true, force: true });
  }
}

export interface WebTestApp {
  app: TestApp;
  baseUrl: string;
  close(): Promise<void>;
}

/** The real app on a fresh SQLite store, listening on 127.0.0.1 with BASE_URL matching its port. */
export async function startWebApp(env: Record<string, string> = {}): Promise<WebTestApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await buildTestApp('sqlite', { BASE_URL: baseUrl, ...env });
  await app.http.listen({ port, host: '127.0.0.1' });
  return { app, baseUrl, close: () => app.close() };
}

/** The host test links point at; the browser resolves it to a local page (the network is off limits). */
export const DESTINATION_HOST = 'example.com';

export interface Destination {
  port: number;
  close(): Promise<void>;
}

/** A tiny local site standing in for every destination: "Destination reached" plus the path. */
export async function startDestination(): Promise<Destination> {
  const server = createHttpServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Destination</title><h1>Destination reached</h1><p id="path">${escapeHtml(request.url ?? '')}</p>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Chromium with `example.com` mapped to the local destination (redirects can't be intercepted by routes). */
export function launchBrowser(destination?: Destination): Promise<Browser> {
  const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
  if (destination) args.push(`--host-resolver-rules=MAP ${DESTINATION_HOST} 127.0.0.1:${destination.port}`, '--disable-features=HttpsUpgrades');
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
}

/** A browser context that looks like a person's desktop browser and never leaves this machine. */
export async function newContext(browser: Browser, baseUrl: string, options: { width?: number; height?: number } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    userAgent: HUMAN_UA,
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
    deviceScaleFactor: 1,
  });
  // The exhaustive tier runs these beside QR scans that hold both cores: waits get room.
  context.setDefaultTimeout(20_000);
  // Anything else off this machine is refused rather than fetched.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])(?!example\.com[:/])/, (route) => route.abort('blockedbyclient'));
  return context;
}

let counter = 0;

/** A user made with the services (no CLI), optionally an operator. */
export async function createTestUser(app: TestApp, plan: 'free' | 'pro' | 'business', options: { admin?: boolean; email?: string } = {}): Promise<UserRow> {
  const email = options.email ?? `${plan}-${++counter}-${Date.now()}@example.com`;
  return createUser(app.store.db, { email, password: 'correct horse battery', plan, isAdmin: options.admin ?? false });
}

/** Signs a browser context in as `user` by planting a real session cookie. */
export async function signInContext(context: BrowserContext, app: TestApp, baseUrl: string, user: UserRow): Promise<void> {
  const session = await createSession(app.store.db, user.id);
  await context.addCookies([{ name: SESSION_COOKIE, value: session.token, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
}

/** A new signed-in browser context for `user`, with a page open at `path`. */
export async function openSignedIn(browser: Browser, web: WebTestApp, user: UserRow, path: string) {
  const context = await newContext(browser, web.baseUrl);
  await signInContext(context, web.app, web.baseUrl, user);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/** A link of `user` made through the link service, as the API would. */
export async function createTestLink(app: TestApp, user: UserRow, input: Record<string, unknown>) {
  const entitlements = await getEntitlements(app.store.db, user.plan);
  return createLink({ store: app.store, scanner: app.scanner, cache: app.cache, baseUrl: app.config.baseUrl }, { userId: user.id, workspaceId: await personalWorkspaceId(app, user.id), role: 'owner', entitlements }, readLinkCreateBody(input));
}

const AXE_SOURCE = createRequire(import.meta.url)('axe-core').source as string;

/** axe-core's serious and critical findings on the page as it stands, one line each. */
export async function axeSeriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the pages' CSP rightly refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')}`);
}

/** The app and a browser for one describe block: started before its tests, closed after them. */
export function browserSuite(env: Record<string, string> = {}): { readonly web: WebTestApp; readonly browser: Browser } {
  let web: WebTestApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    buildWebClient();
    web = await startWebApp(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });
  return {
    get web() {
      if (!web) throw new Error('the suite has not started');
      return web;
    },
    get browser() {
      if (!browser) throw new Error('the suite has not started');
      return browser;
    },
  };
}
