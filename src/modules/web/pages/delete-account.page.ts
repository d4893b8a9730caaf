import { html } from '../../../platform/html/html.js';
import { alertBox } from '../ui/components.js';
import { renderWebPage, type Viewer } from '../ui/layout.js';
import { codeField, passwordField } from './two-factor.pages.js';

export interface DeleteAccountInput {
  viewer: Viewer;
  csrf: string;
  twoFactor: boolean;
  errors?: Record<string, string[]>;
}

/** Offers the export first, then deletes the account for the password (and a code with two-factor sign-in). */
export function deleteAccountPage(input: DeleteAccountInput): string {
  const body = html`<div class="card"><h1>Delete your account</h1>
<h2>1. Download your data</h2><p class="muted small">Everything you own, in the same files the API exports.</p>
<ul><li><a href="/app/links/export?format=json" download>Your links (JSON)</a> · <a href="/app/links/export?format=csv" download>CSV</a></li>
<li><a href="/app/clicks.csv" download>Your links' clicks (CSV)</a></li></ul>
<h2>2. Delete</h2>
${alertBox('warning', 'This cannot be undone. Your links stop redirecting at once; their analytics, your API tokens, domains, webhooks, folders and tags are deleted, and you are signed out everywhere.')}
<form method="post" action="/app/account/delete" novalidate><input type="hidden" name="csrf" value="${input.csrf}">
${passwordField(input.errors)}${input.twoFactor ? codeField(input.errors) : ''}
<button class="btn btn-danger" type="submit">Delete my account</button></form>
<p class="small"><a href="/app/account">Keep my account</a></p></div>`;
  return renderWebPage({ title: 'Delete account', body, viewer: input.viewer, nav: 'account', narrow: true });
}

/** After deletion: no account, no session. */
export function accountDeletedPage(): string {
  const body = html`<div class="card empty"><h1>Your account has been deleted</h1><p>Your links no longer redirect and your data is gone. Thank you for using the service.</p>
<p><a class="btn" href="/">Go to the home page</a></p></div>`;
  return renderWebPage({ title: 'Account deleted', body, narrow: true });
}
