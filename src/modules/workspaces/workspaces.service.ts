import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/db.js';
import { recordAudit } from '../../platform/events/audit.js';
import { ValidationError } from '../../platform/http/errors.js';
import { readLabel } from '../../platform/text/labels.js';
import { findPersonalWorkspace, insertMember, insertWorkspace, setWorkspacePlan, slugTaken, type WorkspaceRow } from './workspaces.repository.js';

export const MAX_NAME_LENGTH = 80;

/**
 * A workspace name: read as tag and folder names are (NFC, trimmed), 1 to 80 characters, no
 * control, invisible or direction-changing characters: the name goes into invite emails, where
 * a blank or reversed name would mislead.
 */
export function readWorkspaceName(value: unknown): string {
  const label = readLabel(value, MAX_NAME_LENGTH);
  if (!label.ok) throw ValidationError.field('name', `name must be 1 to ${MAX_NAME_LENGTH} characters without control, invisible or direction-changing characters`);
  return label.name;
}

/** `acme-marketing` from `Acme Marketing`; a short random tail when taken. */
export async function uniqueSlug(db: Db, base: string): Promise<string> {
  const stem = base.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'workspace';
  if (!/^\d+$/.test(stem) && !(await slugTaken(db, stem))) return stem;
  for (;;) {
    const slug = `${stem}-${randomBytes(3).toString('hex')}`;
    if (!(await slugTaken(db, slug))) return slug;
  }
}

/** A new workspace with `ownerId` as its owner; `personal` marks the user's own one. */
export async function createWorkspace(db: Db, options: { name: string; plan: string; ownerId: number; personal?: boolean; slugBase?: string }): Promise<WorkspaceRow> {
  const now = new Date().toISOString();
  const row = await insertWorkspace(db, {
    name: options.name,
    slug: await uniqueSlug(db, options.slugBase ?? options.name),
    plan: options.plan,
    personal_user_id: options.personal ? options.ownerId : null,
    created_at: now,
    updated_at: now,
  });
  await insertMember(db, row.id, options.ownerId, 'owner', now);
  return row;
}

/** Every user has one (0018 made them for existing users; sign-up makes it with the user). */
export async function createPersonalWorkspace(db: Db, user: { id: number; email: string; plan: string }): Promise<WorkspaceRow> {
  return createWorkspace(db, { name: 'Personal', plan: user.plan, ownerId: user.id, personal: true, slugBase: user.email.split('@')[0] });
}

export async function personalWorkspaceOf(db: Db, userId: number): Promise<WorkspaceRow> {
  const row = await findPersonalWorkspace(db, userId);
  if (!row) throw new Error(`user ${userId} has no personal workspace`);
  return row;
}

/**
 * Moves a workspace to `plan` and records it in its audit log, inside the caller's transaction.
 * `by` is the administrator who changed it, null for the operator's command line.
 */
export async function changeWorkspacePlan(trx: Db, workspace: Pick<WorkspaceRow, 'id' | 'plan'>, plan: string, by: number | null): Promise<void> {
  await setWorkspacePlan(trx, workspace.id, plan);
  await recordAudit(trx, { userId: by, workspaceId: workspace.id }, { action: 'plan.changed', targetType: 'workspace', targetId: workspace.id, before: { plan: workspace.plan }, after: { plan } });
}
