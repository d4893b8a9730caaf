import { html, raw, type SafeHtml } from '../../../platform/html/html.js';
import { type Assets, loadAssets } from '../assets.js';
import { may, type Permission, type Role } from '../../workspaces/index.js';
import { icon } from './icons.js';
import { type WorkspaceChoice, workspaceSwitcher } from './workspace-switcher.js';

/** The site's icon: inline in every page, and at /favicon.ico for pages that don't name one. */
export const FAVICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#4338ca"/></svg>';

export type NavKey = 'dashboard' | 'links' | 'organize' | 'import' | 'account' | 'audit' | 'admin';

/** Who the header is for: enough to draw the navigation and the log-out form. */
export interface Viewer {
  email: string;
  isAdmin: boolean;
  /** The role in the workspace shown: pages a role may not use are not offered. */
  role?: Role;
  /** The session's CSRF token, for the log-out form; pages without it link to the dashboard instead. */
  csrfToken?: string;
  /** Links are locked until the email is verified (REQUIRE_EMAIL_VERIFICATION): every page says so. */
  mustVerifyEmail?: boolean;
  emailVerified?: boolean;
  /** The workspace the session shows and the viewer's role in it: the header's switcher. */
  workspace?: { id: number; name: string; personal: boolean };
  /** The viewer's workspaces, listed by the switcher (pages under /app load them). */
  workspaces?: WorkspaceChoice[];
  /** The page's own path, to come back to after switching. */
  path?: string;
}

/** Whether the viewer's role allows `permission`; a page without a workspace role (older callers) shows everything. */
export function viewerMay(viewer: Viewer | null | undefined, permission: Permission): boolean {
  return viewer?.role === undefined || may(viewer.role, permission);
}

export interface PageOptions {
  title: string;
  body: SafeHtml;
  viewer?: Viewer | null;
  nav?: NavKey;
  /** Entry module under dist/public/js, e.g. `links` for links.js. */
  script?: string;
  /** Data for the script, embedded as JSON (never as executable code). */
  data?: unknown;
  charts?: boolean;
  narrow?: boolean;
  /** False when the operator closed sign-up: the header offers only "Log in". */
  signupOpen?: boolean;
}

let shared: Assets | undefined;
/** The process's assets, read once; every page and the claim page link the same files. */
export function webAssets(): Assets {
  shared ??= loadAssets();
  return shared;
}

const NAV: Array<{ key: NavKey; href: string; label: string; admin?: boolean; permission?: Permission }> = [
  { key: 'dashboard', href: '/app/dashboard', label: 'Dashboard' },
  { key: 'links', href: '/app', label: 'Links' },
  { key: 'organize', href: '/app/folders', label: 'Folders & tags' },
  { key: 'import', href: '/app/import', label: 'Import', permission: 'write_links' },
  { key: 'account', href: '/app/account', label: 'Account' },
  { key: 'audit', href: '/app/audit', label: 'Audit log', permission: 'manage' },
  { key: 'admin', href: '/app/admin', label: 'Operators', admin: true },
];

// `<` inside the JSON would let a value close the script element; \u003c reads the same to JSON.parse.
function jsonBlock(data: unknown): SafeHtml {
  const json = JSON.stringify(data ?? null).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return raw(`<script type="application/json" id="page-data">${json}</script>`);
}

function switcherOf(viewer: Viewer): SafeHtml | string {
  if (!viewer.workspace || !viewer.role || !viewer.csrfToken) return '';
  return workspaceSwitcher({ current: viewer.workspace, role: viewer.role, workspaces: viewer.workspaces, csrfToken: viewer.csrfToken, returnTo: viewer.path });
}

function header(viewer: Viewer | null | undefined, active: NavKey | undefined, signupOpen: boolean): SafeHtml {
  const nav = viewer
    ? html`${switcherOf(viewer)}<nav class="nav" aria-label="Main">${NAV.filter((item) => (!item.admin || viewer.isAdmin) && (!item.permission || viewerMay(viewer, item.permission))).map(
        (item) => html`<a href="${item.href}"${raw(item.key === active ? ' aria-current="page"' : '')}>${item.label}</a>`,
      )}</nav>
<div class="user-menu"><span class="muted small truncate" title="${viewer.email}">${viewer.email}</span>
${viewer.csrfToken ? html`<form method="post" action="/logout"><input type="hidden" name="csrf" value="${viewer.csrfToken}"><button class="btn btn-secondary btn-sm" type="submit">Log out</button></form>` : html`<a class="btn btn-secondary btn-sm" href="/app">Dashboard</a>`}</div>`
    : html`<nav class="nav" aria-label="Main"></nav><div class="user-menu"><a class="btn btn-ghost btn-sm" href="/login">Log in</a>${signupOpen ? html`<a class="btn btn-sm" href="/signup">Sign up free</a>` : ''}</div>`;
  return html`<header class="site-header"><div class="inner">
<a class="brand" href="${viewer ? '/app' : '/'}">${icon('logo')}<span>Shortener</span></a>${nav}</div></header>`;
}

/** Why links can't be made yet, and the way out; the resend form lives on the account page. */
function verifyEmailBanner(viewer: Viewer): SafeHtml {
  return html`<div class="alert alert-warning" role="status" id="verify-banner"><p><strong>Confirm your email address to start creating links.</strong>
We sent a link to ${viewer.email}. <a href="/app/account#email-h">Send it again or change the address</a></p></div>`;
}

/** A full page of the web app: header, main landmark, toasts and the confirm dialog. */
export function renderWebPage(options: PageOptions): string {
  const assets = webAssets();
  const { viewer } = options;
  // hold-input.js holds what the visitor does until the page's module is ready for it.
  const script =
    options.script && assets.scriptsBuilt
      ? html`<script src="${assets.url('js/hold-input.js')}"></script><script type="module" src="${assets.url(`js/${options.script}.js`)}"></script>`
      : '';
  const charts = options.charts
    ? html`<link rel="stylesheet" href="${assets.url('vendor/uPlot.min.css')}"><script src="${assets.url('vendor/uPlot.iife.min.js')}" defer></script>`
    : '';
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${options.title} · Shortener</title>
<meta name="robots" content="noindex">
${viewer ? html`<meta name="csrf-token" content="${viewer.csrfToken}">` : ''}
<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}">
<link rel="stylesheet" href="${assets.url('app.css')}">${charts}${script}
</head><body>
<a class="skip-link" href="#main">Skip to content</a>
${header(viewer, options.nav, options.signupOpen !== false)}
<main id="main" class="site-main${options.narrow ? ' narrow' : ''}" tabindex="-1">${viewer?.mustVerifyEmail ? verifyEmailBanner(viewer) : ''}${options.body}</main>
<footer class="site-footer"><div class="inner"><span>Shortener</span><a href="/docs">API reference</a><a href="/">Shorten a link</a></div></footer>
<div class="toast-region" id="toasts" role="status" aria-live="polite"></div>
<dialog id="confirm-dialog" aria-labelledby="confirm-title"><form method="dialog">
<div class="dialog-body"><h2 id="confirm-title"></h2><div id="confirm-message"></div></div>
<div class="dialog-actions"><button class="btn btn-secondary" value="cancel" type="submit">Cancel</button><button class="btn" id="confirm-ok" value="ok" type="submit">Confirm</button></div>
</form></dialog>
${options.data === undefined ? '' : jsonBlock(options.data)}
</body></html>`;
  return page.value;
}
