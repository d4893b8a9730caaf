import { RateLimitError } from '../../platform/http/errors.js';
import { waitTime } from '../../platform/text/wait-time.js';
import { EmailLinkInvalidError } from '../../platform/http/errors.js';
import { markEmailVerified } from '../accounts/index.js';
import { issueToken, peekToken, spendToken } from './account-tokens.js';
import type { CredentialsContext } from './credentials.context.js';
import { verifyMail } from './credentials.mails.js';

/** Mails a verification link to a new account (every sign-up gets one, required or not). */
export function sendVerificationEmail(ctx: CredentialsContext, user: { id: number; email: string }, log: (error: unknown) => void): void {
  setImmediate(() => void mailVerificationLink(ctx, user).catch(log));
}

async function mailVerificationLink(ctx: CredentialsContext, user: { id: number; email: string }): Promise<void> {
  const secret = await issueToken(ctx.store.db, user.id, 'verify', user.email);
  await ctx.mailer.send({ to: user.email, ...verifyMail(ctx, `${ctx.baseUrl}/verify-email?token=${secret}`) });
}

/** "Send the link again" from the account page, a few times an hour; a verified account gets nothing. */
export async function resendVerificationEmail(ctx: CredentialsContext, user: { id: number; email: string; emailVerified: boolean }, log: (error: unknown) => void): Promise<void> {
  if (user.emailVerified) return;
  const state = await ctx.limits.verifyResend.consume(String(user.id));
  if (!state.allowed) throw new RateLimitError(state.resetSeconds, `The link was sent a few times already; try again in ${waitTime(state.resetSeconds)}.`);
  sendVerificationEmail(ctx, user, log);
}

/** The address a verification link confirms, before it is spent. */
export async function checkVerificationLink(ctx: CredentialsContext, secret: unknown): Promise<string> {
  return (await peekToken(ctx.store.db, secret, 'verify')).email;
}

/** Spends the link and marks its address verified, if it is still the account's address. */
export async function verifyEmail(ctx: CredentialsContext, secret: unknown): Promise<string> {
  return ctx.store.db.transaction().execute(async (trx) => {
    const holder = await spendToken(trx, secret, 'verify');
    if (!(await markEmailVerified(trx, holder.userId, holder.email))) throw new EmailLinkInvalidError();
    return holder.email;
  });
}
