import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { createTestStore, DIALECTS, type TestStore } from '../helpers/stores.js';

const AT = '2026-01-02T03:04:05.000Z';
const LATER = '2099-01-01T00:00:00.000Z';

// 0026 gives stored addresses the spelling sign-up now gives (ADR 1017): the domain in its
// Unicode form, the whole address NFC. Two accounts of one mailbox both stay as they are.
describe.each(DIALECTS)('the canonical emails migration over existing rows, on %s', (dialect) => {
  let test: TestStore | undefined;
  afterEach(async () => {
    await test?.drop();
    test = undefined;
  });

  const open = async () => {
    test = await createTestStore(dialect, '0025_links_fold_fillfactor');
    const db = test.store.db;
    const addUser = async (email: string) =>
      Number((await db.insertInto('users').values({ email, password_hash: 'x', plan: 'free', created_at: AT, updated_at: AT, email_verified_at: null }).returning('id').executeTakeFirstOrThrow()).id);
    const emailOf = async (id: number) => (await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
    return { db, addUser, emailOf };
  };

  it('rewrites punycode domains and decomposed letters to the one spelling', async () => {
    const { db, addUser, emailOf } = await open();
    const dave = await addUser('dave@xn--bcher-kva.de');
    const erin = await addUser('erin@xn--bcher-kva.xn--p1ai');
    const jose = await addUser('jose\u0301@example.com');
    const ann = await addUser('ann@example.com');
    const broken = await addUser('bad@xn--zz.com');
    await migrateToLatest(test!.store);
    expect(await emailOf(dave)).toBe('dave@bücher.de');
    expect(await emailOf(erin)).toBe('erin@bücher.рф');
    expect(await emailOf(jose)).toBe('jos\u00e9@example.com');
    expect(await emailOf(ann)).toBe('ann@example.com');
    // Punycode IDNA refuses stays as it was.
    expect(await emailOf(broken)).toBe('bad@xn--zz.com');
    expect(await db.selectFrom('users').select('id').where('email', '=', 'dave@bücher.de').execute()).toHaveLength(1);
  });

  it('leaves an account unchanged when another already has its canonical spelling', async () => {
    const { db, addUser, emailOf } = await open();
    const unicode = await addUser('eve@bücher.de');
    const punycode = await addUser('eve@xn--bcher-kva.de');
    // Two old spellings of one new one: the older account gets it, the other stays.
    const first = await addUser('hal@xn--bcher-kva.de');
    const second = await addUser('hal@bu\u0308cher.de');
    await migrateToLatest(test!.store);
    expect(await emailOf(unicode)).toBe('eve@bücher.de');
    expect(await emailOf(punycode)).toBe('eve@xn--bcher-kva.de');
    expect(await emailOf(first)).toBe('hal@bücher.de');
    expect(await emailOf(second)).toBe('hal@bu\u0308cher.de');
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(4);
  });

  it('rewrites pending invites and unspent email links, not accepted invites or spent links', async () => {
    const { db, addUser } = await open();
    const owner = await addUser('owner@example.com');
    const gus = await addUser('gus@xn--bcher-kva.de');
    const workspace = Number((await db.insertInto('workspaces').values({ name: 'Team', slug: `team-${dialect}`, plan: 'free', personal_user_id: null, created_at: AT, updated_at: AT }).returning('id').executeTakeFirstOrThrow()).id);
    const invite = (email: string, hash: string, accepted: string | null) =>
      db.insertInto('workspace_invites').values({ workspace_id: workspace, email, role: 'member', token_hash: hash, invited_by: owner, created_at: AT, expires_at: LATER, accepted_at: accepted }).execute();
    await invite('ivy@xn--bcher-kva.de', 'h1', null);
    await invite('jon@xn--bcher-kva.de', 'h2', AT);
    const token = (id: string, userId: number, purpose: string, email: string, used: string | null) =>
      db.insertInto('account_tokens').values({ id, user_id: userId, purpose, email, created_at: AT, expires_at: LATER, used_at: used }).execute();
    await token('verify', gus, 'verify', 'gus@xn--bcher-kva.de', null);
    await token('change', owner, 'email_change', 'new@xn--bcher-kva.de', null);
    await token('spent', owner, 'email_change', 'old@xn--bcher-kva.de', AT);
    await migrateToLatest(test!.store);
    expect(await db.selectFrom('workspace_invites').select(['token_hash', 'email']).orderBy('token_hash').execute()).toEqual([
      { token_hash: 'h1', email: 'ivy@bücher.de' },
      { token_hash: 'h2', email: 'jon@xn--bcher-kva.de' },
    ]);
    expect(await db.selectFrom('account_tokens').select(['id', 'email']).orderBy('id').execute()).toEqual([
      { id: 'change', email: 'new@bücher.de' },
      { id: 'spent', email: 'old@xn--bcher-kva.de' },
      { id: 'verify', email: 'gus@bücher.de' },
    ]);
  });
});
