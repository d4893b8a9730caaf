import { findUserByEmail } from '../modules/accounts/index.js';
import { planOption } from './accounts.commands.js';
import { changeWorkspacePlan, createWorkspace, findWorkspaceByRef, listAllWorkspaces, readWorkspaceName } from '../modules/workspaces/index.js';
import { recordAudit } from '../platform/events/audit.js';
import { ValidationError } from '../platform/http/errors.js';
import { type Command, readOptions, required, UsageError, withStore } from './context.js';

export const workspaceCommands: Record<string, Command> = {
  'workspaces list': {
    usage: 'shortener workspaces list',
    summary: 'List every workspace (id, name, slug, plan, personal, members), one JSON line each',
    run: async (args) => {
      readOptions(args, []);
      const rows = await withStore((store) => listAllWorkspaces(store.db));
      for (const row of rows) {
        console.log(JSON.stringify({ id: Number(row.id), name: row.name, slug: row.slug, plan: row.plan, personal: row.personal_user_id !== null, members: Number(row.members), created_at: row.created_at }));
      }
      return 0;
    },
  },
  'workspaces create': {
    usage: 'shortener workspaces create --name N --owner EMAIL [--plan free|pro|business]',
    summary: 'Create a team workspace owned by an existing user; prints it as JSON',
    run: async (args) => {
      const options = readOptions(args, ['name', 'owner', 'plan']);
      const plan = planOption(options.plan);
      const row = await withStore(async (store) => {
        const owner = await findUserByEmail(store.db, required(options, 'owner'));
        if (!owner) throw new UsageError(`no user with email ${options.owner}`);
        let name: string;
        try {
          name = readWorkspaceName(required(options, 'name'));
        } catch (error) {
          throw error instanceof ValidationError ? new UsageError(error.message) : error;
        }
        return store.db.transaction().execute(async (trx) => {
          const created = await createWorkspace(trx, { name, plan, ownerId: owner.id });
          const after = { name: created.name, slug: created.slug, plan: created.plan };
          await recordAudit(trx, { userId: null, workspaceId: created.id }, { action: 'workspace.created', targetType: 'workspace', targetId: created.id, after });
          return created;
        });
      });
      console.log(JSON.stringify({ id: Number(row.id), name: row.name, slug: row.slug, plan: row.plan, owner: options.owner }));
      return 0;
    },
  },
  'workspaces set-plan': {
    usage: 'shortener workspaces set-plan --workspace ID_OR_SLUG --plan free|pro|business',
    summary: "Change a workspace's plan (a team's; users set-plan changes a user's personal one)",
    run: async (args) => {
      const options = readOptions(args, ['workspace', 'plan']);
      const plan = planOption(required(options, 'plan'));
      const row = await withStore(async (store) => {
        const workspace = await findWorkspaceByRef(store.db, required(options, 'workspace'));
        if (!workspace) throw new UsageError(`no workspace ${options.workspace}`);
        await store.db.transaction().execute((trx) => changeWorkspacePlan(trx, workspace, plan, null));
        return workspace;
      });
      console.log(JSON.stringify({ id: Number(row.id), slug: row.slug, plan }));
      return 0;
    },
  },
};
