import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/db.js';
import { insertSaltUnlessPresent } from './salts.repository.js';

/**
 * The visitor-hash salt of one UTC day, shared by every instance through the store.
 * Salts of past days are deleted by the retention sweep, so visitor ids can't be recomputed.
 */
export function createSaltSource(): (db: Db, day: string) => Promise<string> {
  const memo = new Map<string, string>();
  return async (db, day) => {
    const known = memo.get(day);
    if (known) return known;
    // The first instance to ask makes the salt; every other one reads the same.
    const salt = await insertSaltUnlessPresent(db, day, randomBytes(32).toString('base64url'));
    if (memo.size > 4) memo.clear();
    memo.set(day, salt);
    return salt;
  };
}
