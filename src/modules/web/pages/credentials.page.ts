import { html, type SafeHtml } from '../../../platform/html/html.js';
import { alertBox, textField } from '../ui/components.js';
import { renderWebPage, type Viewer } from '../ui/layout.js';
import { asSentences, NEW_PASSWORD_HINT } from './auth.page.js';

/** What every form page of the password and email flows shows: a message, field errors, what was typed. */
export interface FlowInput {
  csrf: string;
  message?: string;
  errors?: Record<string, string[]>;
}

const hidden = (name: string, value: string) => html`<input type="hidden" name="${name}" value="${value}">`;

export function card(title: string, intro: string | SafeHtml, content: SafeHtml, viewer?: Viewer | null): string {
  const body = html`<div class="card auth-card"><h1>${title}</h1><p class="sub">${intro}</p>${content}</div>`;
  return renderWebPage({ title, body, narrow: true, viewer: viewer ?? null });
}

const newPasswordField = (name: string, label: string, errors?: Record<string, string[]>) =>
  textField({ name, label, type: 'password', required: true, autocomplete: 'new-password', hint: NEW_PASSWORD_HINT, error: asSentences(label, errors?.[name]) });

/** "Forgot password?": the email to send a reset link to; after sending, the same page says to check the inbox. */
export function forgotPasswordPage(input: FlowInput & { email?: string; sent?: boolean }): string {
  const form = html`${input.sent ? alertBox('success', 'If an account uses this address, we sent it a link to reset the password. It works for one hour; check your spam folder if nothing arrives.') : ''}
${input.message ? alertBox('error', input.message) : ''}
<form method="post" action="/forgot-password" novalidate>${hidden('csrf', input.csrf)}
${textField({ name: 'email', label: 'Email', type: 'email', value: input.email ?? '', required: true, autocomplete: 'email', error: asSentences('Email', input.errors?.email) })}
<button class="btn btn-lg" type="submit">Email me a reset link</button></form>
<p class="muted small" style="text-align:center;margin:1.25rem 0 0"><a href="/login">Back to log in</a></p>`;
  return card('Reset your password', 'Enter the email of your account and we will send you a link to choose a new password.', form);
}

/** The form a reset link opens. */
export function resetPasswordPage(input: FlowInput & { token: string }): string {
  const form = html`${input.message ? alertBox('error', input.message) : ''}
<form method="post" action="/reset-password" novalidate>${hidden('csrf', input.csrf)}${hidden('token', input.token)}
${newPasswordField('password', 'New password', input.errors)}
<button class="btn btn-lg" type="submit">Set the new password</button></form>`;
  return card('Choose a new password', 'Every device signed in to your account will be signed out.', form);
}

/** A link (reset, verification, email change) that can't be used, with the way forward. */
export function linkInvalidPage(message: string, viewer?: Viewer | null): string {
  const content = html`${alertBox('error', message)}<p class="small"><a href="/forgot-password">Reset your password</a> · <a href="${viewer ? '/app/account' : '/login'}">${viewer ? 'Your account' : 'Log in'}</a></p>`;
  return card('This link cannot be used', 'Links sent by email work once and only for a while.', content, viewer);
}

/** A page that asks for one click before a link is spent (mail scanners open links but never press buttons). */
export function confirmLinkPage(input: { csrf: string; token: string; action: string; title: string; intro: string; button: string; viewer?: Viewer | null }): string {
  const form = html`<form method="post" action="${input.action}">${hidden('csrf', input.csrf)}${hidden('token', input.token)}
<button class="btn btn-lg" type="submit">${input.button}</button></form>`;
  return card(input.title, input.intro, form, input.viewer);
}

/** The end of a flow: what happened and where to go next. */
export function flowDonePage(title: string, message: string, next: { href: string; label: string }, viewer?: Viewer | null): string {
  return card(title, message, html`<p><a class="btn" href="${next.href}">${next.label}</a></p>`, viewer);
}

/** Account > Change password. */
export function changePasswordPage(input: FlowInput & { viewer: Viewer; done?: boolean }): string {
  const form = html`${input.done ? alertBox('success', 'Your password was changed. Every other session was signed out; this one stays signed in.') : ''}
${input.message ? alertBox('error', input.message) : ''}
<form method="post" action="/app/account/password" novalidate>${hidden('csrf', input.csrf)}
${textField({ name: 'current_password', label: 'Current password', type: 'password', required: true, autocomplete: 'current-password', error: asSentences('Current password', input.errors?.current_password) })}
${newPasswordField('new_password', 'New password', input.errors)}
<button class="btn btn-lg" type="submit">Change password</button></form>
<p class="muted small" style="text-align:center;margin:1.25rem 0 0"><a href="/app/account">Back to your account</a></p>`;
  return card('Change your password', 'Your other sessions will be signed out.', form, input.viewer);
}

/** Account > Change email: a link goes to the new address, and nothing changes until it is followed. */
export function changeEmailPage(input: FlowInput & { viewer: Viewer; newEmail?: string; sentTo?: string }): string {
  const form = html`${input.sentTo ? alertBox('success', `We sent a link to ${input.sentTo}. Follow it within 24 hours to move your account to that address; until then nothing changes.`) : ''}
${input.message ? alertBox('error', input.message) : ''}
<form method="post" action="/app/account/email" novalidate>${hidden('csrf', input.csrf)}
${textField({ name: 'new_email', label: 'New email', type: 'email', value: input.newEmail ?? '', required: true, autocomplete: 'email', error: asSentences('New email', input.errors?.new_email) })}
${textField({ name: 'password', label: 'Current password', type: 'password', required: true, autocomplete: 'current-password', error: asSentences('Current password', input.errors?.password) })}
<button class="btn btn-lg" type="submit">Send a confirmation link</button></form>
<p class="muted small" style="text-align:center;margin:1.25rem 0 0"><a href="/app/account">Back to your account</a></p>`;
  return card('Change your email', html`Your account uses <strong>${input.viewer.email}</strong>. We will email a link to the new address to confirm it is yours.`, form, input.viewer);
}
