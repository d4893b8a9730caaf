import type { Kysely } from 'kysely';
import { domainToASCII, domainToUnicode } from 'node:url';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run outside the typed schema
type Db = Kysely<any>;

const USER_BATCH = 500;

/**
 * One spelling per mailbox (ADR 1017): stored addresses get the form `normalizeEmail` now gives,
 * NFC with the domain in its Unicode form, so `dave@xn--bcher-kva.de` becomes `dave@bücher.de`
 * and a sign-up or invite with either spelling finds it. Rewritten: accounts, pending invites,
 * and unspent email links (an email change would otherwise store the old spelling again).
 */
export async function up(db: Db): Promise<void> {
  for (let after = 0; ;) {
    const users = await db.selectFrom('users').select(['id', 'email']).where('id', '>', after).orderBy('id').limit(USER_BATCH).execute() as
      { id: number | string; email: string }[];
    if (users.length === 0) break;
    for (const user of users) {
      const email = canonicalEmail(user.email);
      if (email !== user.email) await rewriteUserEmail(db, user.id, user.email, email);
    }
    after = Number(users[users.length - 1]!.id);
  }
  const invites = await db.selectFrom('workspace_invites').select(['id', 'email']).where('accepted_at', 'is', null).execute() as { id: number | string; email: string }[];
  for (const invite of invites) {
    const email = canonicalEmail(invite.email);
    if (email !== invite.email) await db.updateTable('workspace_invites').set({ email }).where('id', '=', invite.id).execute();
  }
  // The new address of an email change; one already taken in its new spelling is refused when the link is followed.
  const changes = await db.selectFrom('account_tokens').select(['id', 'email']).where('purpose', '=', 'email_change').where('used_at', 'is', null).execute() as
    { id: string; email: string }[];
  for (const change of changes) {
    const email = canonicalEmail(change.email);
    if (email !== change.email) await db.updateTable('account_tokens').set({ email }).where('id', '=', change.id).execute();
  }
}

async function rewriteUserEmail(db: Db, id: number | string, from: string, to: string): Promise<void> {
  // Another account already has the canonical spelling: one mailbox, two accounts, each with its
  // own links, members and tokens. Merging would pick one owner for both and deleting would lose
  // data, so this row stays as it is for the operator to settle with the owner (ADR 1017).
  const taken = await db.selectFrom('users').select('id').where('email', '=', to).where('id', '!=', id).executeTakeFirst();
  if (taken) return;
  await db.updateTable('users').set({ email: to }).where('id', '=', id).execute();
  // A verification link confirms exactly the address it was sent to: it follows the account.
  await db.updateTable('account_tokens').set({ email: to }).where('user_id', '=', id).where('email', '=', from).where('used_at', 'is', null).execute();
}

// A copy of `normalizeEmail` (accounts/email-address.ts) as of this migration, not an import:
// a migration must do the same thing on every database it ever runs on, whatever the app's
// rule becomes later.
const IDNA_INPUT = /^(?:[\p{L}\p{N}\p{M}-]*\.)*\p{L}[\p{L}\p{N}\p{M}-]*$/u;

function canonicalEmail(email: string): string {
  const address = email.trim().toLowerCase().normalize('NFC');
  const at = address.lastIndexOf('@');
  if (at === -1) return address;
  const domain = address.slice(at + 1);
  const ascii = IDNA_INPUT.test(domain) ? domainToASCII(domain) : '';
  return address.slice(0, at + 1) + (ascii === '' ? domain : domainToUnicode(ascii));
}

/** Nothing to undo: the Unicode spelling reaches the same mailbox, and the typed one was not kept. */
export async function down(): Promise<void> {}
