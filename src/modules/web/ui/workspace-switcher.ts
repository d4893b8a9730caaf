import { html, raw, type SafeHtml } from '../../../platform/html/html.js';
import { MAX_NAME_LENGTH, type Role } from '../../workspaces/index.js';

/** A workspace the header lists: one of the user's memberships. */
export interface WorkspaceChoice {
  id: number;
  name: string;
  role: Role;
  personal: boolean;
}

export interface SwitcherInput {
  current: { id: number; name: string; personal: boolean };
  role: Role;
  /** Absent on pages outside /app (emails' confirmation pages): the name only, no menu. */
  workspaces?: WorkspaceChoice[];
  csrfToken: string;
  /** The page to come back to after switching. */
  returnTo?: string;
}

const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', admin: 'Admin', member: 'Member', viewer: 'Viewer' };

/**
 * The header's workspace switcher: a disclosure (keyboard-usable without a script) holding one
 * form whose buttons each switch to a workspace, and a small form to create one. Plain POSTs
 * with the session's CSRF token, like every other form of the app.
 */
export function workspaceSwitcher(input: SwitcherInput): SafeHtml {
  const label = (choice: { name: string; personal: boolean }) => (choice.personal ? `${choice.name} (personal)` : choice.name);
  if (!input.workspaces) return html`<span class="ws-current muted small">${label(input.current)}</span>`;
  const next = html`<input type="hidden" name="next" value="${input.returnTo ?? '/app'}"><input type="hidden" name="csrf" value="${input.csrfToken}">`;
  return html`<details class="menu ws-switcher"><summary class="btn btn-secondary btn-sm"><span class="sr-only">Workspace: </span>
<span class="truncate" id="ws-current-name">${input.current.name}</span><span class="sr-only">, your role:</span> <span class="badge plain">${ROLE_LABELS[input.role]}</span><span class="sr-only">. Switch or create a workspace</span></summary>
<div class="ws-panel"><form method="post" action="/app/workspace/switch" aria-label="Switch workspace">${next}
<p class="ws-heading muted small" id="ws-list-h">Your workspaces</p><ul class="ws-list" aria-labelledby="ws-list-h">${input.workspaces.map(
    (choice) => html`<li><button type="submit" name="workspace_id" value="${choice.id}"${raw(choice.id === input.current.id ? ' aria-current="true"' : '')}>
<span class="truncate">${label(choice)}</span><span class="muted small">${ROLE_LABELS[choice.role]}</span></button></li>`,
  )}</ul></form>
<form method="post" action="/app/workspace/create" class="ws-create"><input type="hidden" name="csrf" value="${input.csrfToken}">
<label for="ws-new-name" class="small">New workspace</label><div class="row"><input id="ws-new-name" name="name" required maxlength="${MAX_NAME_LENGTH}" placeholder="Team name" autocomplete="off">
<button class="btn btn-sm" type="submit">Create workspace</button></div></form></div></details>`;
}
