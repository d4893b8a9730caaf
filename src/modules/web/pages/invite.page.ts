import { html } from '../../../platform/html/html.js';
import type { InvitePreview } from '../../teams/index.js';
import { alertBox } from '../ui/components.js';
import type { Viewer } from '../ui/layout.js';
import { card, confirmLinkPage } from './credentials.page.js';

const title = (invite: InvitePreview) => `Join "${invite.workspaceName}"`;
const intro = (invite: InvitePreview) =>
  `${invite.inviterEmail ?? 'An admin'} invited ${invite.email} to the workspace "${invite.workspaceName}" as ${invite.role === 'admin' || invite.role === 'owner' ? 'an' : 'a'} ${invite.role}.`;

/** Signed in as the invited address: one click joins (mail scanners open links but never press buttons). */
export function inviteJoinPage(invite: InvitePreview, secret: string, viewer: Viewer & { csrfToken: string }): string {
  return confirmLinkPage({ csrf: viewer.csrfToken, token: secret, action: '/invites/accept', title: title(invite), intro: intro(invite), button: 'Join the workspace', viewer });
}

/** Signed out: log in or sign up with the invited address, then come back here. */
export function inviteSignInPage(invite: InvitePreview, secret: string, signupOpen: boolean): string {
  const next = encodeURIComponent(`/invites/${secret}`);
  const content = html`<p>Log in${signupOpen ? ' or sign up' : ''} with <strong>${invite.email}</strong> to join.</p>
<p class="actions"><a class="btn" href="/login?next=${next}">Log in</a>${signupOpen ? html` <a class="btn btn-secondary" href="/signup?next=${next}">Sign up</a>` : ''}</p>`;
  return card(title(invite), intro(invite), content, null);
}

/** Signed in as someone else: the invite joins only the address it was sent to. */
export function inviteOtherAccountPage(invite: InvitePreview, viewer: Viewer): string {
  const content = html`${alertBox('warning', `You are signed in as ${viewer.email}, but this invite is for ${invite.email}. Log out and log in (or sign up) with ${invite.email} to join.`)}`;
  return card(title(invite), intro(invite), content, viewer);
}
