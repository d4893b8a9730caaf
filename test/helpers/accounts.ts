import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { resetPlanCache } from '../../src/modules/accounts/plans.js';
import { createApiToken } from '../../src/modules/accounts/tokens.service.js';
import { createUser, type UserRow } from '../../src/modules/accounts/users.service.js';
import type { TestApp } from './app.js';

export const ALL_SCOPES = ['links:read', 'links:write', 'analytics:read'];

/** A user of `plan` and one token carrying `scopes`; each user costs one scrypt hash. */
export interface TestAccount {
  user: UserRow;
  /** The user's personal workspace, where the token acts. */
  workspaceId: number;
  token: string;
}

let counter = 0;

export async function createAccount(app: TestApp, plan: 'free' | 'pro' | 'business', scopes = ALL_SCOPES): Promise<TestAccount> {
  const email = `${plan}-${++counter}-${Date.now()}@example.com`;
  const user = await createUser(app.store.db, { email, password: 'correct horse battery', plan });
  const { token, row } = await createApiToken(app.store.db, user.id, 'test', scopes);
  return { user, workspaceId: Number(row.workspace_id), token };
}

/** The personal workspace of a user made outside `createAccount`. */
export async function personalWorkspaceId(app: Pick<TestApp, 'store'>, userId: number): Promise<number> {
  const row = await app.store.db.selectFrom('workspaces').select('id').where('personal_user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Another token for an existing user, in their personal workspace or the one given. */
export async function createToken(app: TestApp, userId: number, scopes: string[], workspaceId?: number): Promise<string> {
  return (await createApiToken(app.store.db, userId, 'extra', scopes, workspaceId)).token;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A v1 client bound to one token: `call('POST', '/links', body)`. */
export function client(app: TestApp, token: string) {
  return (method: Method, url: string, payload?: unknown, extra: Partial<InjectOptions> = {}): Promise<LightMyRequestResponse> =>
    app.http.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(extra.headers ?? {}) },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    });
}

/** Edits a plan row, dropping the cached entitlements so the change applies at once. */
export async function setPlanLimits(app: TestApp, plan: string, values: Record<string, number | null>): Promise<void> {
  await app.store.db.updateTable('plans').set(values).where('name', '=', plan).execute();
  resetPlanCache();
}
