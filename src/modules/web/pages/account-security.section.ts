import { html, raw, type SafeHtml } from '../../../platform/html/html.js';
import type { SessionInfo, TwoFactorStatus } from '../../accounts/index.js';
import { classifyAgent } from '../../analytics/index.js';
import { formatDateTime } from '../ui/components.js';

/** What the account page shows of sign-in security. */
export interface SecurityInput {
  twoFactor: TwoFactorStatus;
  sessions: SessionInfo[];
  currentSession: string;
  csrf: string;
}

/** "Chrome on macOS", from the same parser analytics uses. */
export function describeAgent(userAgent: string): string {
  const agent = classifyAgent(userAgent);
  const browser = agent.isBot || agent.browser === 'Other' ? 'Unknown browser' : agent.browser;
  return agent.isBot || agent.os === 'Other' ? browser : `${browser} on ${agent.os}`;
}

const csrfField = (csrf: string) => html`<input type="hidden" name="csrf" value="${csrf}">`;

function twoFactorCard(input: SecurityInput): SafeHtml {
  const { enabled, recoveryCodesLeft } = input.twoFactor;
  return html`<section class="card" id="two-factor" aria-labelledby="two-factor-h"><div class="card-header"><h2 id="two-factor-h">Two-factor sign-in</h2>
<span class="badge plain">${enabled ? 'On' : 'Off'}</span></div>
${enabled
    ? html`<p class="muted small">Logging in asks for a code from your authenticator app after your password. ${recoveryCodesLeft} of 10 recovery codes left.</p>
<p><a class="btn btn-secondary" href="/app/account/two-factor">Manage two-factor sign-in</a></p>`
    : html`<p class="muted small">Protect your account with a code from an authenticator app (Google Authenticator, 1Password, Authy…) on top of your password.</p>
<p><a class="btn" href="/app/account/two-factor">Turn on two-factor sign-in</a></p>`}</section>`;
}

function sessionsCard(input: SecurityInput): SafeHtml {
  const rows = input.sessions.map((session) => {
    const current = session.handle === input.currentSession;
    return html`<tr${raw(current ? ' aria-current="true"' : '')}><td data-label="Browser"><strong>${describeAgent(session.userAgent)}</strong>${current ? html` <span class="badge plain">This browser</span>` : ''}</td>
<td data-label="Signed in">${formatDateTime(session.createdAt)}</td><td data-label="Last seen">${formatDateTime(session.lastSeenAt)}</td>
<td><form method="post" action="/app/account/sessions/${session.handle}/sign-out">${csrfField(input.csrf)}
<button class="btn btn-secondary btn-sm" type="submit" aria-label="Sign out ${describeAgent(session.userAgent)}, signed in ${formatDateTime(session.createdAt)}">Sign out</button></form></td></tr>`;
  });
  return html`<section class="card" id="sessions" aria-labelledby="sessions-h"><div class="card-header"><h2 id="sessions-h">Sessions</h2></div>
<p class="muted small">The browsers signed in to your account. Sign out any you don't recognise, then change your password.</p>
<div class="table-wrap responsive"><table><caption class="sr-only">Signed-in browsers</caption>
<thead><tr><th scope="col">Browser</th><th scope="col">Signed in</th><th scope="col">Last seen</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead>
<tbody>${rows}</tbody></table></div>
${input.sessions.length > 1 ? html`<form method="post" action="/app/account/sessions/sign-out-others" style="margin-top:1rem">${csrfField(input.csrf)}<button class="btn btn-secondary" type="submit">Sign out everywhere else</button></form>` : ''}</section>`;
}

function deleteCard(): SafeHtml {
  return html`<section class="card" id="delete-account" aria-labelledby="delete-h"><div class="card-header"><h2 id="delete-h">Delete account</h2></div>
<p class="muted small">Deletes your account, your links (they stop redirecting at once), their analytics, tokens, domains and webhooks. You can download your data first.</p>
<p><a class="btn btn-danger" href="/app/account/delete">Delete account…</a></p></section>`;
}

/** Two-factor sign-in, sessions and deletion: the account page's security sections. */
export function accountSecuritySections(input: SecurityInput): SafeHtml {
  return html`${twoFactorCard(input)}${sessionsCard(input)}${deleteCard()}`;
}
