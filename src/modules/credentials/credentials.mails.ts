import { composeMail, type MailMessage } from '../../platform/mail/index.js';
import type { CredentialsContext } from './credentials.context.js';

/** The service's name in every message, as on its pages. */
export const SERVICE_NAME = 'Shortener';

type Mail = Omit<MailMessage, 'to'>;

const brandOf = (ctx: CredentialsContext) => ({ name: SERVICE_NAME, baseUrl: ctx.baseUrl });
const UNEXPECTED = 'If you did not ask for this, you can ignore this email: nothing changes until the link is followed.';

export function resetMail(ctx: CredentialsContext, link: string): Mail {
  return composeMail(brandOf(ctx), {
    subject: `Reset your ${SERVICE_NAME} password`,
    paragraphs: [`Someone asked to reset the password of your ${SERVICE_NAME} account at ${ctx.baseUrl}.`, 'The link below works once, for one hour.'],
    action: { label: 'Choose a new password', url: link },
    footnote: UNEXPECTED,
  });
}

export function verifyMail(ctx: CredentialsContext, link: string): Mail {
  return composeMail(brandOf(ctx), {
    subject: `Confirm your email address for ${SERVICE_NAME}`,
    paragraphs: [`Welcome to ${SERVICE_NAME}. Confirm that this address is yours to finish setting up your account at ${ctx.baseUrl}.`, 'The link below works once, for 48 hours.'],
    action: { label: 'Confirm my email address', url: link },
    footnote: 'If you did not create an account, you can ignore this email.',
  });
}

export function emailChangeMail(ctx: CredentialsContext, link: string): Mail {
  return composeMail(brandOf(ctx), {
    subject: `Confirm your new email address for ${SERVICE_NAME}`,
    paragraphs: [`Someone asked to move a ${SERVICE_NAME} account at ${ctx.baseUrl} to this address.`, 'The link below works once, for 24 hours.'],
    action: { label: 'Confirm the new address', url: link },
    footnote: UNEXPECTED,
  });
}

/** To a new address that already has an account: the request goes no further, and the requester is not told. */
export function emailTakenMail(ctx: CredentialsContext): Mail {
  return composeMail(brandOf(ctx), {
    subject: `Your email address and ${SERVICE_NAME}`,
    paragraphs: [
      `Someone asked to move another ${SERVICE_NAME} account at ${ctx.baseUrl} to this address. It already belongs to an account, so nothing was changed.`,
    ],
    footnote: 'If this was you, sign in with this address instead, or use "Forgot password?" on the log-in page.',
  });
}

export function emailChangedMail(ctx: CredentialsContext, newEmail: string): Mail {
  return composeMail(brandOf(ctx), {
    subject: `The email address of your ${SERVICE_NAME} account was changed`,
    paragraphs: [`The email address of your ${SERVICE_NAME} account at ${ctx.baseUrl} was changed to ${newEmail}. Emails now go there, and you log in with it.`],
    footnote: 'If you did not do this, contact the people who run this service at once.',
  });
}

export function passwordChangedMail(ctx: CredentialsContext): Mail {
  return composeMail(brandOf(ctx), {
    subject: `Your ${SERVICE_NAME} password was changed`,
    paragraphs: [`The password of your ${SERVICE_NAME} account at ${ctx.baseUrl} was changed, and your other sessions were signed out.`],
    action: { label: 'If this was not you, reset it now', url: `${ctx.baseUrl}/forgot-password` },
  });
}
