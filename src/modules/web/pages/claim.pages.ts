import { html, type SafeHtml } from '../../../platform/html/html.js';
import type { LinkRow } from '../../links/index.js';
import { renderWebPage } from '../ui/layout.js';

/** The claim pages wear the web app's look (header, styles) but need no script. */
function renderPage(title: string, body: SafeHtml, signedInAs: string | null = null): string {
  return renderWebPage({ title, body: html`<div class="card auth-card">${body}</div>`, narrow: true, viewer: signedInAs ? { email: signedInAs, isAdmin: false } : null });
}

export interface ClaimPageInput {
  link: LinkRow;
  shortUrl: string;
  token: string;
  csrf: string;
  signedInAs: string | null;
  mode: 'signup' | 'login';
  errors?: Record<string, string[]>;
  message?: string;
  email?: string;
}

/** The claim page: the link, then sign-up, log-in or "claim into my account". */
export function claimPage(input: ClaimPageInput): string {
  const action = `/claim/${input.token}`;
  const error = (field: string) =>
    input.errors?.[field]?.length
      ? html`<p class="field-error" role="alert" id="${field}-error">${field === 'email' ? 'Email' : 'Password'} ${input.errors[field]!.join(', ')}</p>`
      : '';
  const form = input.signedInAs
    ? html`<form method="post" action="${action}">
<input type="hidden" name="csrf" value="${input.csrf}"><input type="hidden" name="mode" value="session">
<p>You are signed in as <strong>${input.signedInAs}</strong>.</p>
<button class="btn btn-lg" type="submit">Claim into my account</button></form>`
    : html`<form method="post" action="${action}">
<input type="hidden" name="csrf" value="${input.csrf}"><input type="hidden" name="mode" value="${input.mode}">
<div class="field"><label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${input.email ?? ''}">${error('email')}</div>
<div class="field"><label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="${input.mode === 'signup' ? 'new-password' : 'current-password'}" minlength="8" required>${error('password')}</div>
<button class="btn btn-lg" type="submit">${input.mode === 'signup' ? 'Create free account and claim' : 'Log in and claim'}</button>
</form>
<p class="muted small" style="text-align:center;margin:1.25rem 0 0">${
        input.mode === 'signup'
          ? html`Already have an account? <a href="${action}?mode=login">Log in to claim</a>`
          : html`New here? <a href="${action}">Create a free account</a>`
      }</p>`;
  return renderPage(
    'Claim your link',
    html`<h1>Claim your short link</h1>
<p class="sub">Claimed links are kept, can be edited, and show you their analytics.</p>
<div class="claim-link"><strong>${input.shortUrl}</strong><br><span class="muted">→ ${input.link.destination_url}</span></div>
${input.message ? html`<div class="alert alert-error" role="alert"><p>${input.message}</p></div>` : ''}
${form}`,
    input.signedInAs,
  );
}

/** A claim link that is spent or unknown: most often the visitor already claimed it. */
export function claimUnavailablePage(signedInAs: string | null): string {
  return renderPage(
    'Claim link used',
    html`<h1>This claim link can't be used</h1>
<p class="sub">It has already been used to claim its short link, or it was never valid. A claimed link keeps working; it is in the account that claimed it.</p>
<a class="btn btn-lg" href="${signedInAs ? '/app' : '/login?next=%2Fapp'}">${signedInAs ? 'Go to your dashboard' : 'Log in to your dashboard'}</a>`,
    signedInAs,
  );
}

export function claimedPage(shortUrl: string, signedInAs: string | null = null): string {
  return renderPage(
    'Link claimed',
    html`<h1>The link is yours</h1><div class="claim-link"><strong>${shortUrl}</strong> is now in your account.</div>
<a class="btn btn-lg" href="/app">Go to your dashboard</a>`,
    signedInAs,
  );
}
