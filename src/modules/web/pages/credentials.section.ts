import { html, type SafeHtml } from '../../../platform/html/html.js';

/** The account's email (verified or not, with a resend button) and links to change it and the password. */
export function credentialsSection(viewer: { email: string; emailVerified?: boolean; csrfToken?: string }): SafeHtml {
  const status =
    viewer.emailVerified === false
      ? html`<span class="badge status-disabled">Not confirmed</span>
<form method="post" action="/app/account/verify-email" class="inline-form" style="display:inline"><input type="hidden" name="csrf" value="${viewer.csrfToken ?? ''}">
<button class="btn btn-secondary btn-sm" type="submit">Send the confirmation link again</button></form>`
      : html`<span class="badge status-active">Confirmed</span>`;
  return html`<section class="card" aria-labelledby="email-h"><div class="card-header"><h2 id="email-h">Email and password</h2></div>
<p>Email: <strong>${viewer.email}</strong> ${status}</p>
<p class="row"><a class="btn btn-secondary" href="/app/account/email">Change email</a> <a class="btn btn-secondary" href="/app/account/password">Change password</a></p></section>`;
}
