import { html, type SafeHtml } from '../../../platform/html/html.js';
import { alertBox, textField } from '../ui/components.js';
import { renderWebPage, type Viewer } from '../ui/layout.js';

type Errors = Record<string, string[]>;

const csrfField = (csrf: string) => html`<input type="hidden" name="csrf" value="${csrf}">`;
const back = html`<p class="small"><a href="/app/account#two-factor">Back to your account</a></p>`;

/** The code field of every two-factor form: app codes are digits, recovery codes are not. */
export function codeField(errors: Errors | undefined, hint = 'The 6-digit code from your authenticator app, or a recovery code.', id?: string): SafeHtml {
  return textField({ id, name: 'code', label: 'Code', required: true, autocomplete: 'one-time-code', hint, error: errors?.code, attrs: html`inputmode="text" autocapitalize="off" spellcheck="false"` });
}

export function passwordField(errors: Errors | undefined, id?: string): SafeHtml {
  return textField({ id, name: 'password', label: 'Password', type: 'password', required: true, autocomplete: 'current-password', error: errors?.password });
}

const page = (viewer: Viewer, body: SafeHtml) => renderWebPage({ title: 'Two-factor sign-in', body, viewer, nav: 'account', narrow: true });

export interface SetupInput {
  viewer: Viewer;
  csrf: string;
  secret: string;
  /** `data:` URL of the code's SVG. */
  qr: string;
  uri: string;
  errors?: Errors;
}

/** Step one: scan the code (or type the secret), then prove it with a code. */
export function twoFactorSetupPage(input: SetupInput): string {
  const grouped = input.secret.replace(/(.{4})/g, '$1 ').trim();
  return page(
    input.viewer,
    html`<div class="card"><h1>Turn on two-factor sign-in</h1>
<ol><li>Open your authenticator app and scan this code.</li><li>Enter the 6-digit code the app shows.</li></ol>
<p><img class="qr" src="${input.qr}" width="240" height="240" alt="QR code to add this account to an authenticator app"></p>
<p class="small">Can't scan it? Enter this key in the app (time-based, 6 digits):</p>
<p><code id="totp-secret" data-secret="${input.secret}">${grouped}</code></p>
<details class="small"><summary>Setup link</summary><code>${input.uri}</code></details>
<form method="post" action="/app/account/two-factor" novalidate>${csrfField(input.csrf)}
${codeField(input.errors, 'The 6-digit code your app shows now.')}
<button class="btn" type="submit">Turn on</button></form>${back}</div>`,
  );
}

/** Recovery codes, shown once: after turning on, or after making new ones. */
export function recoveryCodesPage(viewer: Viewer, codes: string[], fresh: boolean): string {
  return page(
    viewer,
    html`<div class="card"><h1>${fresh ? 'Two-factor sign-in is on' : 'New recovery codes'}</h1>
${alertBox('warning', 'Save these recovery codes somewhere safe now: they are shown only once. Each one signs you in once if you lose your phone.')}
<ul class="recovery-codes" aria-label="Recovery codes">${codes.map((code) => html`<li><code>${code}</code></li>`)}</ul>
${fresh ? '' : html`<p class="muted small">Your old recovery codes no longer work.</p>`}
<p><a class="btn" href="/app/account#two-factor">Done</a></p></div>`,
  );
}

export interface ManageInput {
  viewer: Viewer;
  csrf: string;
  recoveryCodesLeft: number;
  errors?: Errors;
  /** Which form the errors belong to. */
  form?: 'disable' | 'recovery';
}

/** Two-factor sign-in is on: turn it off (password and code), or make new recovery codes. */
export function twoFactorManagePage(input: ManageInput): string {
  const errorsOf = (form: ManageInput['form']) => (input.form === form ? input.errors : undefined);
  return page(
    input.viewer,
    html`<div class="card"><h1>Two-factor sign-in</h1><p>Two-factor sign-in is <strong>on</strong>. ${input.recoveryCodesLeft} of 10 recovery codes left.</p>
<h2>New recovery codes</h2><p class="muted small">Makes ten new codes; the old ones stop working.</p>
<form method="post" action="/app/account/two-factor/recovery-codes" novalidate>${csrfField(input.csrf)}${codeField(errorsOf('recovery'))}
<button class="btn btn-secondary" type="submit">Make new recovery codes</button></form>
<h2 style="margin-top:1.5rem">Turn off</h2><p class="muted small">Logging in will ask for your password only.</p>
<form method="post" action="/app/account/two-factor/disable" novalidate>${csrfField(input.csrf)}
${passwordField(errorsOf('disable'), 'f-off-password')}${codeField(errorsOf('disable'), undefined, 'f-off-code')}
<button class="btn btn-danger" type="submit">Turn off two-factor sign-in</button></form>${back}</div>`,
  );
}

export interface LoginCodeInput {
  csrf: string;
  next: string;
  message?: string;
  errors?: Errors;
}

/** The second step of logging in to an account with two-factor sign-in. */
export function loginCodePage(input: LoginCodeInput): string {
  const body = html`<div class="card auth-card"><h1>Two-factor sign-in</h1>
<p class="sub">Enter the code from your authenticator app. Lost your phone? Use one of your recovery codes.</p>
${input.message ? alertBox('error', input.message) : ''}
<form method="post" action="/login/code" novalidate>${csrfField(input.csrf)}<input type="hidden" name="next" value="${input.next}">
${codeField(input.errors)}
<button class="btn btn-lg" type="submit">Verify</button></form>
<p class="muted small" style="text-align:center;margin:1.25rem 0 0"><a href="/login">Start over</a></p></div>`;
  return renderWebPage({ title: 'Two-factor sign-in', body, narrow: true });
}
