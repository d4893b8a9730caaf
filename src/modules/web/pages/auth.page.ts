import { html } from '../../../platform/html/html.js';
import { MIN_PASSWORD_LENGTH } from '../../accounts/index.js';
import { alertBox, textField } from '../ui/components.js';
import { renderWebPage } from '../ui/layout.js';

export interface AuthInput {
  mode: 'login' | 'signup';
  csrf: string;
  next: string;
  email?: string;
  message?: string;
  /** A success note above the form (a finished password reset). */
  notice?: string;
  errors?: Record<string, string[]>;
  /** False when the operator closed sign-up: no link to it, and the sign-up page has no form. */
  signupOpen?: boolean;
}

/** Under every field that takes a new password. */
export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters and hard to guess: a few uncommon words work well.`;

/** Field messages as sentences under their field: "is already registered" → "Email is already registered". */
export function asSentences(label: string, messages: string[] | undefined): string[] | undefined {
  return messages?.map((message) => `${label} ${message}`);
}

/** Log-in and sign-up: plain forms that work without scripts. */
export function authPage(input: AuthInput): string {
  const login = input.mode === 'login';
  const signupOpen = input.signupOpen !== false;
  if (!login && !signupOpen) return signupClosedPage(input.message);
  const body = html`<div class="card auth-card">
<h1>${login ? 'Welcome back' : 'Create your free account'}</h1>
<p class="sub">${login ? 'Log in to manage your links.' : 'Edit links, organise them and see their analytics.'}</p>
${input.message ? alertBox('error', input.message) : ''}${input.notice ? alertBox('success', input.notice) : ''}
<form method="post" action="${login ? '/login' : '/signup'}" novalidate>
<input type="hidden" name="csrf" value="${input.csrf}"><input type="hidden" name="next" value="${input.next}">
${textField({ name: 'email', label: 'Email', type: 'email', value: input.email ?? '', required: true, autocomplete: 'email', error: asSentences('Email', input.errors?.email) })}
${textField({
  name: 'password',
  label: 'Password',
  type: 'password',
  required: true,
  autocomplete: login ? 'current-password' : 'new-password',
  hint: login ? undefined : NEW_PASSWORD_HINT,
  error: asSentences('Password', input.errors?.password),
})}
${login ? html`<p class="small" style="margin:-.25rem 0 1rem"><a href="/forgot-password">Forgot password?</a></p>` : ''}
<button class="btn btn-lg" type="submit">${login ? 'Log in' : 'Sign up'}</button>
</form>
<p class="muted small" style="text-align:center;margin:1.25rem 0 0">${
    login ? (signupOpen ? html`New here? <a href="/signup">Create a free account</a>` : 'Accounts are created by the operator of this service.') : html`Already have an account? <a href="/login">Log in</a>`
  }</p></div>`;
  return renderWebPage({ title: login ? 'Log in' : 'Sign up', body, narrow: true, signupOpen });
}

/** The sign-up page when the operator closed sign-up (DISABLE_SIGNUP). */
function signupClosedPage(message = 'Sign-up is closed on this service; ask its operator for an account'): string {
  const body = html`<div class="card auth-card">
<h1>Sign-up is closed</h1>
${alertBox('info', message)}
<p class="muted small" style="text-align:center;margin:1.25rem 0 0">Already have an account? <a href="/login">Log in</a></p></div>`;
  return renderWebPage({ title: 'Sign-up is closed', body, narrow: true, signupOpen: false });
}
