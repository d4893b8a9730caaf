import { hashPassword } from '../../platform/crypto/passwords.js';
import { RateLimitError, ValidationError } from '../../platform/http/errors.js';
import { waitTime } from '../../platform/text/wait-time.js';
import { checkNewPassword, endSessions, findUserByEmail, isEmail, normalizeEmail, setPasswordHash } from '../accounts/index.js';
import { issueToken, peekToken, spendToken } from './account-tokens.js';
import { spendTokensOf } from './account-tokens.repository.js';
import type { CredentialsContext } from './credentials.context.js';
import { passwordChangedMail, resetMail } from './credentials.mails.js';

const tooMany = (seconds: number) => new RateLimitError(seconds, `Too many reset requests; try again in ${waitTime(seconds)}.`);

/**
 * "Forgot password?": counts the request per address and per email, then answers at once. The
 * lookup, the token and the email happen after the answer, so neither the answer nor its timing
 * tells whether the address has an account.
 */
export async function requestPasswordReset(ctx: CredentialsContext, email: string, ip: string, log: (error: unknown) => void): Promise<void> {
  if (!isEmail(email)) throw ValidationError.field('email', 'must be a valid email address');
  const byAddress = await ctx.limits.resetPerAddress.consume(ip);
  if (!byAddress.allowed) throw tooMany(byAddress.resetSeconds);
  const byEmail = await ctx.limits.resetPerEmail.consume(normalizeEmail(email));
  if (!byEmail.allowed) throw tooMany(byEmail.resetSeconds);
  setImmediate(() => void mailResetLink(ctx, email).catch(log));
}

async function mailResetLink(ctx: CredentialsContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.store.db, email);
  if (!user) return;
  const secret = await issueToken(ctx.store.db, user.id, 'reset', user.email);
  await ctx.mailer.send({ to: user.email, ...resetMail(ctx, `${ctx.baseUrl}/reset-password?token=${secret}`) });
}

/** Checks a reset link before showing its form; EmailLinkInvalidError when it can't be used. */
export async function checkResetLink(ctx: CredentialsContext, secret: unknown): Promise<void> {
  await peekToken(ctx.store.db, secret, 'reset');
}

/** Sets the new password: the link is spent with every other reset link of the account, and every session ends. */
export async function resetPassword(ctx: CredentialsContext, secret: unknown, password: unknown): Promise<void> {
  const db = ctx.store.db;
  const holder = await peekToken(db, secret, 'reset');
  const passwordHash = await hashPassword(await checkNewPassword(password, holder.email));
  await db.transaction().execute(async (trx) => {
    const spent = await spendToken(trx, secret, 'reset');
    await setPasswordHash(trx, spent.userId, passwordHash);
    await endSessions(trx, spent.userId);
    await spendTokensOf(trx, spent.userId, ['reset'], new Date().toISOString());
  });
  ctx.mailer.sendLater({ to: holder.email, ...passwordChangedMail(ctx) });
}
