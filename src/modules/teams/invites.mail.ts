import { composeMail, type MailMessage } from '../../platform/mail/index.js';
import type { Role } from '../workspaces/index.js';

const SERVICE_NAME = 'Shortener';

/** The invite email: who invites, to what, as which role, and the link that joins. */
export function inviteMail(baseUrl: string, invite: { workspace: string; inviter: string | null; role: Role; link: string }): Omit<MailMessage, 'to'> {
  const who = invite.inviter ?? 'An admin';
  return composeMail({ name: SERVICE_NAME, baseUrl }, {
    subject: `${who} invited you to "${invite.workspace}" on ${SERVICE_NAME}`,
    paragraphs: [
      `${who} invited you to join the workspace "${invite.workspace}" on ${SERVICE_NAME} at ${baseUrl} as ${invite.role === 'admin' || invite.role === 'owner' ? 'an' : 'a'} ${invite.role}.`,
      'The link below works once, for 7 days, and only for an account with this email address: sign up with it if you have no account yet.',
    ],
    action: { label: 'Join the workspace', url: invite.link },
    footnote: 'If you did not expect this, you can ignore this email: nothing happens unless the link is followed.',
  });
}
