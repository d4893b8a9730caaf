import { hashPassword } from '../../platform/crypto/passwords.js';
import { ValidationError } from '../../platform/http/errors.js';
import { checkNewPassword, endSessions, type LoginGuard, setPasswordHash } from '../accounts/index.js';
import { spendTokensOf } from './account-tokens.repository.js';
import type { CredentialsContext } from './credentials.context.js';
import { passwordChangedMail } from './credentials.mails.js';

export interface PasswordChange {
  userId: number;
  email: string;
  /** The session cookie's token: this session stays signed in, every other one ends. */
  sessionToken: string;
  current: unknown;
  next: unknown;
}

/** Changes the password of a signed-in account, which proves it knows the current one. */
export async function changePassword(ctx: CredentialsContext, guard: LoginGuard, change: PasswordChange): Promise<void> {
  const db = ctx.store.db;
  // The guard counts a wrong current password against the account like a failed log-in.
  const user = await guard.authenticate(db, change.email, typeof change.current === 'string' ? change.current : '');
  if (!user || user.id !== change.userId) throw ValidationError.field('current_password', 'is not correct');
  const passwordHash = await hashPassword(await checkNewPassword(change.next, change.email, 'new_password'));
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, change.userId, passwordHash);
    await endSessions(trx, change.userId, change.sessionToken);
    await spendTokensOf(trx, change.userId, ['reset'], new Date().toISOString());
  });
  ctx.mailer.sendLater({ to: change.email, ...passwordChangedMail(ctx) });
}
