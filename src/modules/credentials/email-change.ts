import { EmailTakenError, RateLimitError, ValidationError } from '../../platform/http/errors.js';
import { waitTime } from '../../platform/text/wait-time.js';
import { emailDomainAllowed, findUserByEmail, findUserById, isEmail, type LoginGuard, normalizeEmail, setVerifiedEmail } from '../accounts/index.js';
import { issueToken, peekToken, spendToken } from './account-tokens.js';
import { spendTokensOf } from './account-tokens.repository.js';
import type { CredentialsContext } from './credentials.context.js';
import { emailChangedMail, emailChangeMail, emailTakenMail } from './credentials.mails.js';

export interface EmailChangeRequest {
  userId: number;
  email: string;
  password: unknown;
  newEmail: unknown;
}

/**
 * Mails a confirmation link to the new address; nothing changes until it is followed. When the
 * new address already has an account, that address is told instead and the answer is the same,
 * so the form can't be used to find out who has an account.
 */
export async function requestEmailChange(ctx: CredentialsContext, guard: LoginGuard, request: EmailChangeRequest, log: (error: unknown) => void): Promise<string> {
  if (!isEmail(request.newEmail)) throw ValidationError.field('new_email', 'must be a valid email address');
  const newEmail = normalizeEmail(request.newEmail);
  if (newEmail === request.email) throw ValidationError.field('new_email', 'is already your email address');
  const domains = ctx.emailDomains ?? [];
  if (!emailDomainAllowed(domains, newEmail)) throw ValidationError.field('new_email', `must be an address at ${domains.join(', ')}`);
  const user = await guard.authenticate(ctx.store.db, request.email, typeof request.password === 'string' ? request.password : '');
  if (!user || user.id !== request.userId) throw ValidationError.field('password', 'is not correct');
  const state = await ctx.limits.emailChange.consume(String(request.userId));
  if (!state.allowed) throw new RateLimitError(state.resetSeconds, `Too many email changes; try again in ${waitTime(state.resetSeconds)}.`);
  setImmediate(() => void mailChangeLink(ctx, request.userId, newEmail).catch(log));
  return newEmail;
}

async function mailChangeLink(ctx: CredentialsContext, userId: number, newEmail: string): Promise<void> {
  if (await findUserByEmail(ctx.store.db, newEmail)) {
    await ctx.mailer.send({ to: newEmail, ...emailTakenMail(ctx) });
    return;
  }
  const secret = await issueToken(ctx.store.db, userId, 'email_change', newEmail);
  await ctx.mailer.send({ to: newEmail, ...emailChangeMail(ctx, `${ctx.baseUrl}/confirm-email?token=${secret}`) });
}

/** The new address a confirmation link is for, before it is spent. */
export async function checkEmailChangeLink(ctx: CredentialsContext, secret: unknown): Promise<string> {
  return (await peekToken(ctx.store.db, secret, 'email_change')).email;
}

/**
 * Moves the account to the confirmed address (verified, since the link came from it); the old
 * address is told. Reset and verification links mailed to the old address stop working.
 */
export async function confirmEmailChange(ctx: CredentialsContext, secret: unknown): Promise<string> {
  const { oldEmail, newEmail } = await ctx.store.db.transaction().execute(async (trx) => {
    const holder = await spendToken(trx, secret, 'email_change');
    const previous = (await findUserById(trx, holder.userId))?.email;
    if (!(await setVerifiedEmail(trx, holder.userId, holder.email))) throw new EmailTakenError();
    await spendTokensOf(trx, holder.userId, ['reset', 'verify', 'email_change'], new Date().toISOString());
    return { oldEmail: previous, newEmail: holder.email };
  });
  if (oldEmail) ctx.mailer.sendLater({ to: oldEmail, ...emailChangedMail(ctx, newEmail) });
  return newEmail;
}
