import { html, type SafeHtml } from '../../../platform/html/html.js';
import type { ShortenResult } from '../../shorten/index.js';
import { alertBox, copyField } from '../ui/components.js';
import { icon } from '../ui/icons.js';
import { renderWebPage, type Viewer } from '../ui/layout.js';
import { LIMITS } from '../../../platform/rate-limit/limits.js';

/** A shortened link as the home page shows it; `dashboard_url` when it went into the account. */
export type HomeResult = ShortenResult & { dashboard_url?: string };

export interface HomeInput {
  viewer: Viewer | null;
  csrf: string;
  url?: string;
  result?: HomeResult;
  error?: string;
  /** False when the operator closed sign-up. */
  signupOpen?: boolean;
  /** DISABLE_ANONYMOUS_LINKS: a visitor who is signed out is asked to sign in instead of shown the form. */
  anonymousLinksDisabled?: boolean;
}

/** The path of one of our own URLs: the page may be open under another host name (a LAN address). */
export function ownPath(url: string): string {
  return url === '' ? '' : new URL(url).pathname;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when codes of this short link name a host only this machine reaches. */
export function isLocalOnly(shortUrl: string): boolean {
  return shortUrl !== '' && LOCAL_HOSTS.has(new URL(shortUrl).hostname);
}

/** The result block; rendered empty (hidden) for the script to fill, or filled after a no-script POST. */
function resultBlock(result: HomeResult | undefined, signedIn: boolean): SafeHtml {
  const r: HomeResult = result ?? { short_url: '', qr_url: '', preview_url: '', claim_url: '', expires: '', slug: '', docs: '', dashboard_url: '' };
  const qrPath = ownPath(r.qr_url);
  const keep = signedIn
    ? html`<p>It is in your links: <a data-field="dashboard_url" href="${r.dashboard_url ?? '/app'}">edit it, design its QR code and see its clicks</a>.</p>`
    : html`<p>Keep it, edit it and see who clicks: <a data-field="claim_url" href="${r.claim_url}">claim this link with a free account</a>.</p>`;
  return html`<section class="result" id="shorten-result" aria-labelledby="result-heading"${result ? '' : html` hidden`}>
<div><h2 id="result-heading">Your short link is ready</h2>
${copyField('short-url', 'Short link', r.short_url)}
<div class="row"><a class="btn btn-secondary btn-sm" data-field="short_url" href="${r.short_url}" target="_blank" rel="noopener">${icon('external')}Open</a>
<a class="btn btn-secondary btn-sm" data-field="preview_url" href="${r.preview_url}" target="_blank" rel="noopener">Preview page</a></div>
<p class="muted small" data-field="expires" style="margin-top:.75rem">${r.expires}</p>
<div class="alert alert-info">${keep}</div></div>
<div><img class="qr" data-field="qr_url" src="${qrPath || 'data:,'}" alt="QR code of the short link" width="160" height="160">
<div class="row" style="justify-content:center;margin-top:.5rem">
<a class="btn btn-ghost btn-sm" data-field="qr_png" href="${qrPath ? `${qrPath}?download=1` : ''}" download>${icon('download')}PNG</a>
<a class="btn btn-ghost btn-sm" data-field="qr_svg" href="${qrPath ? `${qrPath}.svg?download=1` : ''}" download>${icon('download')}SVG</a></div></div>
<p class="hint result-note" id="local-only-note"${isLocalOnly(r.short_url) ? '' : html` hidden`}>This server's address is <code>localhost</code>, so its codes only scan on this computer. Set <code>BASE_URL</code> to an address other devices reach to scan them from a phone.</p>
</section>`;
}

const FEATURES: Array<[string, string]> = [
  ['QR codes in your style', 'Dots, rounded corners and your colours, as PNG or SVG. Codes point at the short link, so they survive a change of destination.'],
  ['Analytics that respect privacy', 'Daily clicks and unique visitors, countries, devices and referrers. Bots are counted apart, and no IP address is kept.'],
  ['Safe by default', 'Every destination is checked against phishing and malware lists before the link works.'],
];

/** Signed out, with links without an account turned off: the card that replaces the form. */
function signInCard(signupOpen: boolean): SafeHtml {
  return html`<div class="card shorten-card" id="sign-in-to-shorten">
<h2>Sign in to shorten links</h2>
<p class="muted">Links without an account are turned off on this service. Log in to create short links and QR codes.</p>
<div class="row"><a class="btn btn-lg" href="/login">Log in</a>${signupOpen ? html`<a class="btn btn-secondary btn-lg" href="/signup">Sign up free</a>` : ''}</div>
</div>`;
}

export function homePage(input: HomeInput): string {
  const signupOpen = input.signupOpen !== false;
  const askToSignIn = input.anonymousLinksDisabled === true && input.viewer === null;
  const body = html`<section class="hero"><h1>Short links and QR codes, in a second</h1>
<p>${askToSignIn ? 'Paste a long URL to get a short link and a QR code, edit it later and see its analytics.' : 'Paste a long URL to get a short link and a QR code. No account needed; sign up to edit links and see their analytics.'}</p>
${input.viewer ? html`<p><a class="btn" href="/app">Go to your dashboard</a></p>` : ''}</section>
${askToSignIn ? signInCard(signupOpen) : shortenCard(input)}
<div class="grid grid-3 features-home">${FEATURES.map(([title, text]) => html`<div class="card"><h2>${title}</h2><p class="muted" style="margin:0">${text}</p></div>`)}</div>`;
  return renderWebPage({ title: 'Shorten a link', body, viewer: input.viewer, script: 'home', signupOpen });
}

function shortenCard(input: HomeInput): SafeHtml {
  return html`<div class="card shorten-card">
<form class="shorten-form" method="post" action="/" id="shorten-form" novalidate>
<input type="hidden" name="csrf" value="${input.csrf}">
<label class="sr-only" for="url">Long URL</label>
<input id="url" name="url" type="text" inputmode="url" autocomplete="url" placeholder="Paste a long URL, e.g. example.com/very/long/path" value="${input.url ?? ''}" required aria-describedby="shorten-note">
<button class="btn btn-lg" type="submit">Shorten</button>
</form>
<div id="shorten-error"${input.error ? '' : html` hidden`}>${input.error ? alertBox('error', input.error) : ''}</div>
<p class="hint" id="shorten-note" style="margin-top:.6rem">${
    input.viewer
      ? `Signed in as ${input.viewer.email}: links go into your account.`
      : `Without an account: up to ${LIMITS.webShortenPerHour.points} links an hour and ${LIMITS.webShortenPerDay.points} a day. Unclaimed links are removed after a while.`
  }</p>
${resultBlock(input.result, input.viewer !== null)}
</div>`;
}
