import { createApiToken, createUser, findUserByEmail, isPlanName, listUserTokens, PLAN_NAMES, revokeToken, setUserAdmin, setUserPlan, UserNotFoundError } from '../modules/accounts/index.js';
import { deleteAccount } from '../modules/account-deletion/index.js';
import { ValidationError } from '../platform/http/errors.js';
import { withLinksContext } from './links-context.js';
import { operatorActor } from './operator-actor.js';
import { type Command, readOptions, required, UsageError, withStore } from './context.js';

/** --plan, Free when not given. */
export function planOption(value: string | undefined): (typeof PLAN_NAMES)[number] {
  const plan = value ?? 'free';
  if (!isPlanName(plan)) throw new UsageError(`--plan must be one of ${PLAN_NAMES.join(', ')}`);
  return plan;
}

/** Service validation failures read as one line naming the fields. */
function explain(error: unknown): never {
  if (error instanceof ValidationError) {
    const fields = Object.entries(error.fields).map(([field, messages]) => `${field} ${messages.join(', ')}`);
    throw new UsageError(fields.length ? fields.join('; ') : error.message);
  }
  if (error instanceof UserNotFoundError) throw new UsageError(error.message);
  throw error;
}

export const accountCommands: Record<string, Command> = {
  'users create': {
    usage: 'shortener users create --email E --password P [--plan free|pro|business]',
    summary: 'Create a user; prints the user as JSON',
    run: async (args) => {
      const options = readOptions(args, ['email', 'password', 'plan']);
      const plan = planOption(options.plan);
      const user = await withStore((store) =>
        createUser(store.db, { email: required(options, 'email'), password: required(options, 'password'), plan, emailVerified: true }).catch(explain),
      );
      console.log(JSON.stringify({ id: user.id, email: user.email, plan: user.plan }));
      return 0;
    },
  },
  'users set-plan': {
    usage: 'shortener users set-plan --email E --plan free|pro|business',
    summary: "Change a user's plan",
    run: async (args) => {
      const options = readOptions(args, ['email', 'plan']);
      const plan = planOption(required(options, 'plan'));
      const user = await withStore((store) => setUserPlan(store.db, required(options, 'email'), plan, null).catch(explain));
      console.log(JSON.stringify({ id: user.id, email: user.email, plan: user.plan }));
      return 0;
    },
  },
  'users set-admin': {
    usage: 'shortener users set-admin --email E [--admin true|false]',
    summary: 'Grant (or remove) operator rights in the web app',
    run: async (args) => {
      const options = readOptions(args, ['email', 'admin']);
      const user = await withStore((store) => setUserAdmin(store.db, required(options, 'email'), options.admin !== 'false').catch(explain));
      console.log(JSON.stringify({ id: user.id, email: user.email, admin: user.is_admin === 1 }));
      return 0;
    },
  },
  'users delete': {
    usage: 'shortener users delete --email E --yes',
    summary: 'Delete a user and everything they own (links stop redirecting); needs --yes',
    run: async (args) => {
      const confirmed = args.includes('--yes');
      const options = readOptions(args.filter((arg) => arg !== '--yes'), ['email']);
      const email = required(options, 'email');
      if (!confirmed) throw new UsageError(`this deletes ${email}, their links, analytics, tokens and sessions for good; add --yes to go ahead`);
      const deleted = await withLinksContext(async (ctx) => {
        const user = await findUserByEmail(ctx.store.db, email);
        if (!user) throw new UsageError(`no user with email ${email}`);
        await deleteAccount(ctx, user.id, user.email);
        return user;
      });
      console.log(JSON.stringify({ id: deleted.id, email: deleted.email, deleted: true }));
      return 0;
    },
  },
  'tokens create': {
    usage: 'shortener tokens create --email E --name N --scopes links:read,links:write,analytics:read [--workspace ID_OR_SLUG]',
    summary: 'Create an API token (in the personal workspace unless --workspace names one the user belongs to); prints it once, alone on the last line',
    run: async (args) => {
      const options = readOptions(args, ['email', 'name', 'scopes', 'workspace']);
      const created = await withStore(async (store) => {
        const actor = await operatorActor(store.db, required(options, 'email'), options.workspace);
        return createApiToken(store.db, actor.userId, required(options, 'name'), required(options, 'scopes'), actor.workspaceId).catch(explain);
      });
      console.log(`name: ${created.row.name}\nprefix: ${created.row.prefix}\nscopes: ${created.row.scopes}\nworkspace: ${created.row.workspace_id}`);
      console.log(created.token);
      return 0;
    },
  },
  'tokens list': {
    usage: 'shortener tokens list --email E',
    summary: "List a user's active tokens in every workspace (prefix, name, workspace, scopes, last use)",
    run: async (args) => {
      const options = readOptions(args, ['email']);
      const rows = await withStore(async (store) => {
        const user = await findUserByEmail(store.db, required(options, 'email'));
        if (!user) throw new UsageError(`no user with email ${options.email}`);
        return listUserTokens(store.db, user.id);
      });
      for (const row of rows) {
        console.log(JSON.stringify({ prefix: row.prefix, name: row.name, workspace: row.workspace, scopes: row.scopes.split(' '), created_at: row.created_at, last_used_at: row.last_used_at }));
      }
      return 0;
    },
  },
  'tokens revoke': {
    usage: 'shortener tokens revoke --prefix X',
    summary: 'Revoke a token by its prefix',
    run: async (args) => {
      const options = readOptions(args, ['prefix']);
      const row = await withStore((store) =>
        revokeToken(store.db, required(options, 'prefix')).catch((error: unknown) => {
          throw new UsageError((error as Error).message);
        }),
      );
      console.log(JSON.stringify({ prefix: row.prefix, revoked_at: row.revoked_at }));
      return 0;
    },
  },
};
