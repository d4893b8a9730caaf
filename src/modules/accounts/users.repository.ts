import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import type { UserTable } from '../../platform/db/tables.js';

export type UserRow = Selectable<UserTable>;

/** Inserts the user, or returns undefined when the (normalised) email is taken. */
export async function insertUserUnlessTaken(db: Db, values: Insertable<UserTable>): Promise<UserRow | undefined> {
  return db.insertInto('users').values(values).onConflict((oc) => oc.column('email').doNothing()).returningAll().executeTakeFirst();
}

export async function findUserRowByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateUserByEmail(db: Db, email: string, changes: Updateable<UserTable>): Promise<UserRow | undefined> {
  return db.updateTable('users').set(changes).where('email', '=', email).returningAll().executeTakeFirst();
}

/** Deletes the user; tokens, sessions, two-factor rows and everything else keyed to it go by cascade. */
export async function deleteUserRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
