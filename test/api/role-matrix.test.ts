import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../src/modules/accounts/tokens.service.js';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { createWorkspace, type Role, ROLES, roleAtLeast } from '../../src/modules/workspaces/index.js';
import { SCOPES } from '../../src/modules/accounts/scopes.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

/**
 * The role x action table of docs/api.md ("Roles"), walked over every /api/v1 operation of the
 * served OpenAPI document with tokens that carry every scope: below the role an operation needs
 * it is 403 `forbidden_role`, at or above it never. An operation missing from the table fails.
 */
const NEEDS: Record<string, Role> = {
  listLinks: 'viewer', getLink: 'viewer', getLinkBySlug: 'viewer', exportLinks: 'viewer', getLinkAnalytics: 'viewer',
  exportClicks: 'viewer', exportLinkClicks: 'viewer', streamLinkClicks: 'viewer', streamClicks: 'viewer', testLinkVisitor: 'viewer',
  getLinkQr: 'viewer', getLinkQrLogo: 'viewer', getAccountQrLogo: 'viewer', listFolders: 'viewer', listTags: 'viewer', getUsage: 'viewer',
  listDomains: 'viewer', getDomain: 'viewer', listImports: 'viewer', getImport: 'viewer', listImportErrors: 'viewer', listImportNotes: 'viewer',
  createLink: 'member', bulkCreateLinks: 'member', bulkUpdateLinks: 'member', bulkDeleteLinks: 'member', updateLink: 'member', deleteLink: 'member',
  chooseVariantWinner: 'member', enableLink: 'member', disableLink: 'member', archiveLink: 'member', unarchiveLink: 'member', checkLinkHealth: 'member',
  deleteLinkClicks: 'member', putLinkQrLogo: 'member', deleteLinkQrLogo: 'member', putAccountQrLogo: 'member', deleteAccountQrLogo: 'member',
  createFolder: 'member', updateFolder: 'member', deleteFolder: 'member', createTag: 'member', renameTag: 'member', deleteTag: 'member',
  createImport: 'member', previewImport: 'member', cancelImport: 'member',
  addDomain: 'admin', updateDomain: 'admin', deleteDomain: 'admin', verifyDomain: 'admin', issueDomainToken: 'admin',
  listWebhooks: 'admin', createWebhook: 'admin', getWebhook: 'admin', updateWebhook: 'admin', deleteWebhook: 'admin', testWebhook: 'admin',
  rotateWebhookSecret: 'admin', listWebhookDeliveries: 'admin',
  getWorkspaceAnalytics: 'viewer', listWorkspaces: 'viewer', createWorkspace: 'viewer', getWorkspace: 'viewer', listMembers: 'viewer',
  listInvites: 'viewer', acceptInvite: 'viewer',
  // Anyone may leave; removing someone else (as here) needs an admin.
  removeMember: 'admin', changeMemberRole: 'admin', renameWorkspace: 'admin', createInvite: 'admin', revokeInvite: 'admin', resendInvite: 'admin',
  listAuditLog: 'admin',
  deleteWorkspace: 'owner',
};

/**
 * Streams never end on their own, and deleting the workspace would end the walk: their role is
 * checked, but an allowed call is not made.
 */
const NOT_CALLED_WHEN_ALLOWED = new Set(['streamLinkClicks', 'streamClicks', 'deleteWorkspace']);

type Operation = { method: string; path: string; operationId: string };

describe.each(DIALECTS)('the role matrix of /api/v1 on %s', (dialect) => {
  let app: TestApp;
  const tokens = new Map<Role, string>();
  let operations: Operation[] = [];

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    const owner = await createUser(app.store.db, { email: `matrix-owner-${dialect}@example.com`, password: 'correct horse battery', plan: 'business' });
    const team = await createWorkspace(app.store.db, { name: 'Matrix team', plan: 'business', ownerId: owner.id });
    for (const role of ROLES) {
      const user = role === 'owner' ? owner : await createUser(app.store.db, { email: `matrix-${role}-${dialect}@example.com`, password: 'correct horse battery' });
      if (role !== 'owner') await app.store.db.insertInto('workspace_members').values({ workspace_id: team.id, user_id: user.id, role, joined_at: new Date().toISOString() }).execute();
      tokens.set(role, (await createApiToken(app.store.db, user.id, 'matrix', [...SCOPES], team.id)).token);
    }
    const doc = app.http.swagger() as unknown as { paths: Record<string, Record<string, { operationId: string; security?: unknown[] }>> };
    operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, operationId: op.operationId })));
  });
  afterAll(async () => {
    await app.close();
  });

  it('has a row for every operation', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((op) => !(op.operationId in NEEDS)).map((op) => op.operationId)).toEqual([]);
  });

  it('refuses each role below what an operation needs with 403 forbidden_role, and no role at or above it', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const needed = NEEDS[op.operationId];
      if (!needed) continue;
      // Ids that exist nowhere: an allowed call ends in 404 or 422, never touching real data.
      const url = op.path.replace(/\{[^}]+\}/g, (name) => (name === '{slug}' ? 'no-such-slug' : '987654321'));
      for (const role of ROLES) {
        const allowed = roleAtLeast(role, needed);
        if (allowed && NOT_CALLED_WHEN_ALLOWED.has(op.operationId)) continue;
        const res = await app.http.inject({
          method: op.method as 'GET',
          url: url.includes('bulk') && op.method === 'DELETE' ? `${url}?ids=987654321` : url,
          headers: { authorization: `Bearer ${tokens.get(role)!}` },
          ...(['POST', 'PATCH', 'PUT'].includes(op.method) ? { payload: {} } : {}),
        });
        const refused = res.statusCode === 403 && res.json().error?.code === 'forbidden_role';
        if (refused === allowed) wrong.push(`${op.operationId} as ${role}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
