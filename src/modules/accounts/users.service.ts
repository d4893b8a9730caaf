import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.js';
import { EmailTakenError, ValidationError } from '../../platform/http/errors.js';
import type { Db } from '../../platform/db/db.js';
import { UserNotFoundError } from './accounts.errors.js';
import { passwordProblem } from './password-strength.js';
import { inTransaction } from '../../platform/db/savepoint.js';
import { changeWorkspacePlan, createPersonalWorkspace, personalWorkspaceOf } from '../workspaces/index.js';
import { isPlanName, type PlanName, PLAN_NAMES } from './plans.js';
import { isEmail, normalizeEmail } from './email-address.js';
import { findUserRowByEmail, insertUserUnlessTaken, updateUserByEmail, type UserRow } from './users.repository.js';

export type { UserRow };

export { MIN_PASSWORD_LENGTH } from './password-strength.js';

/** Checks a new password (sign-up, reset, change): a ValidationError on `field` that says why it is refused. */
export async function checkNewPassword(password: unknown, email: string, field = 'password'): Promise<string> {
  const weak = await passwordProblem(typeof password === 'string' ? password : '', [email]);
  if (weak) throw new ValidationError(`Password ${weak}`, { [field]: [weak] });
  return password as string;
}

/** Checks sign-up input; every failure names its field. */
export async function validateCredentials(email: unknown, password: unknown): Promise<{ email: string; password: string }> {
  const errors: Record<string, string[]> = {};
  if (!isEmail(email)) errors.email = ['must be a valid email address'];
  const weak = await passwordProblem(typeof password === 'string' ? password : '', typeof email === 'string' ? [normalizeEmail(email)] : []);
  if (weak) errors.password = [weak];
  if (Object.keys(errors).length > 0) throw new ValidationError('Check the highlighted fields', errors);
  return { email: normalizeEmail(email as string), password: password as string };
}

export async function createUser(
  db: Db,
  input: { email: unknown; password: unknown; plan?: string; isAdmin?: boolean; emailVerified?: boolean },
): Promise<UserRow> {
  return insertUser(db, await prepareUser(input));
}

/** A new account's row, checked and with its password hashed: no database needed yet. */
export interface NewUser {
  email: string;
  passwordHash: string;
  plan: PlanName;
  isAdmin: boolean;
  /** Made by the operator (CLI): counts as verified, no link is mailed. */
  emailVerified?: boolean;
}

/**
 * Validates sign-up input and hashes the password. Kept apart from the insert so that the
 * slow hash never runs inside a transaction (on SQLite that would hold the write lock).
 */
export async function prepareUser(input: { email: unknown; password: unknown; plan?: string; isAdmin?: boolean; emailVerified?: boolean }): Promise<NewUser> {
  const { email, password } = await validateCredentials(input.email, input.password);
  const plan = input.plan ?? 'free';
  if (!isPlanName(plan)) throw ValidationError.field('plan', `plan must be one of ${PLAN_NAMES.join(', ')}`);
  return { email, passwordHash: await hashPassword(password), plan, isAdmin: input.isAdmin === true, emailVerified: input.emailVerified === true };
}

/** Inserts a prepared account; a taken email is an EmailTakenError. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return inTransaction(db, async (trx) => {
    const row = await insertUserRow(trx, user);
    await createPersonalWorkspace(trx, row);
    return row;
  });
}

async function insertUserRow(db: Db, user: NewUser): Promise<UserRow> {
  const now = new Date().toISOString();
  const row = await insertUserUnlessTaken(db, {
    email: user.email,
    password_hash: user.passwordHash,
    plan: user.plan,
    is_admin: user.isAdmin ? 1 : 0,
    created_at: now,
    updated_at: now,
    email_verified_at: user.emailVerified ? now : null,
  });
  if (!row) throw new EmailTakenError();
  return row;
}

/**
 * The account of this mailbox. An address stored exactly as typed (trimmed, lower case) comes
 * first: migration 0026 left an account beside one that holds its other spelling (ADR 1017),
 * and typing its own spelling is the only way left to reach it; every other account is found
 * by its one spelling.
 */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const canonical = normalizeEmail(email);
  const typed = email.trim().toLowerCase();
  const exact = typed === canonical ? undefined : await findUserRowByEmail(db, typed);
  return exact ?? findUserRowByEmail(db, canonical);
}

/**
 * Sets the plan of the user's personal workspace (the plan belongs to the workspace, ADR 1001).
 * `by`, the administrator changing it (null: the operator's command line), is recorded in the
 * workspace's audit log.
 */
export async function setUserPlan(db: Db, email: string, plan: PlanName, by: number | null): Promise<UserRow> {
  return inTransaction(db, async (trx) => {
    const found = await findUserByEmail(trx, email);
    const row = found && (await updateUserByEmail(trx, found.email, { plan, updated_at: new Date().toISOString() }));
    if (!row) throw new UserNotFoundError(email);
    const workspace = await personalWorkspaceOf(trx, row.id);
    await changeWorkspacePlan(trx, workspace, plan, by);
    return row;
  });
}

export async function setUserAdmin(db: Db, email: string, isAdmin: boolean): Promise<UserRow> {
  const found = await findUserByEmail(db, email);
  const row = found && (await updateUserByEmail(db, found.email, { is_admin: isAdmin ? 1 : 0, updated_at: new Date().toISOString() }));
  if (!row) throw new UserNotFoundError(email);
  return row;
}

/** The user for these credentials, or null; takes the same time whether or not the email exists. */
export async function authenticateUser(db: Db, email: string, password: string): Promise<UserRow | null> {
  const user = isEmail(email) ? await findUserByEmail(db, email) : undefined;
  const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  return user && ok ? user : null;
}

// A real scrypt hash of a random string, so unknown emails cost as much as wrong passwords.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$mZ2yCwG8zN0m1xXwq9-yq1z0h1Jb8Jb2VvRk0cKq0aA';
