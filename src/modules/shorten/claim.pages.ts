import { html, renderPage } from '../../platform/html/html.js';
import type { LinkRow } from '../links/links.repository.js';

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
    input.errors?.[field]?.length ? html`<p class="error" role="alert" id="${field}-error">${field}: ${input.errors[field]!.join(', ')}</p>` : '';
  const form = input.signedInAs
    ? html`<form method="post" action="${action}">
<input type="hidden" name="csrf" value="${input.csrf}"><input type="hidden" name="mode" value="session">
<p>You are signed in as <strong>${input.signedInAs}</strong>.</p>
<button type="submit">Claim into my account</button></form>`
    : html`<form method="post" action="${action}">
<input type="hidden" name="csrf" value="${input.csrf}"><input type="hidden" name="mode" value="${input.mode}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${input.email ?? ''}">${error('email')}
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="${input.mode === 'signup' ? 'new-password' : 'current-password'}" minlength="8" required>${error('password')}
<button type="submit">${input.mode === 'signup' ? 'Create free account and claim' : 'Log in and claim'}</button>
</form>
<p class="muted">${
        input.mode === 'signup'
          ? html`Already have an account? <a href="${action}?mode=login">Log in to claim</a>`
          : html`New here? <a href="${action}">Create a free account</a>`
      }</p>`;
  return renderPage(
    'Claim your link',
    html`<h1>Claim your short link</h1>
<p><span class="url">${input.shortUrl}</span> → <span class="url">${input.link.destination_url}</span></p>
<p class="muted">Claimed links are kept, can be edited, and show you their analytics.</p>
${input.message ? html`<p class="error" role="alert">${input.message}</p>` : ''}
${form}`,
  );
}

export function claimedPage(shortUrl: string): string {
  return renderPage(
    'Link claimed',
    html`<h1>The link is yours</h1><p><span class="url">${shortUrl}</span> is now in your account.</p>
<p><a class="button" href="/app">Go to your dashboard</a></p>`,
  );
}
