import { html, raw, type SafeHtml } from '../../../platform/html/html.js';
import type { InviteResource, MemberResource } from '../../teams/index.js';
import { may, type Role, ROLES } from '../../workspaces/index.js';
import { alertBox, formatDate, textField } from '../ui/components.js';
import { renderWebPage } from '../ui/layout.js';
import type { WebUser } from '../session.js';

export interface WorkspaceInput {
  viewer: WebUser;
  members: MemberResource[];
  invites: InviteResource[];
}

const ROLE_HINTS: Record<Role, string> = {
  owner: 'everything, deleting the workspace, making owners',
  admin: 'members, invites, tokens, webhooks, domains',
  member: 'links, folders, tags, imports, analytics',
  viewer: 'reads only',
};

/** The roles the viewer may hand out: an owner only by an owner. */
const grantable = (role: Role) => ROLES.filter((r) => r !== 'owner' || may(role, 'own')).reverse();

function roleSelect(id: string, current: Role, choices: readonly Role[]): SafeHtml {
  return html`<select id="${id}" name="role">${choices.map(
    (r) => html`<option value="${r}"${raw(r === current ? ' selected' : '')}>${r}</option>`,
  )}</select>`;
}

function memberRow(input: WorkspaceInput, member: MemberResource): SafeHtml {
  const { viewer } = input;
  const self = member.user_id === viewer.id;
  // Owners' rows are an owner's business; admins manage everyone else.
  const manages = may(viewer.role, 'manage') && (member.role !== 'owner' || may(viewer.role, 'own'));
  const role = manages && !self
    ? html`<label class="sr-only" for="role-${member.user_id}">Role of ${member.email}</label>${roleSelect(`role-${member.user_id}`, member.role, grantable(viewer.role))}`
    : html`<span class="badge plain">${member.role}</span>`;
  const action = self
    ? viewer.workspace.personal ? '' : html`<button class="btn btn-secondary btn-sm" type="button" data-member-action="leave">Leave</button>`
    : manages ? html`<button class="btn btn-secondary btn-sm" type="button" data-member-action="remove">Remove</button>` : '';
  return html`<tr data-user-id="${member.user_id}" data-email="${member.email}"><td data-label="Email">${member.email}${self ? html` <span class="muted small">(you)</span>` : ''}</td>
<td data-label="Role">${role}</td><td data-label="Joined">${formatDate(member.joined_at)}</td><td><div class="actions">${action}</div></td></tr>`;
}

function membersCard(input: WorkspaceInput): SafeHtml {
  return html`<section class="card" aria-labelledby="members-h"><div class="card-header"><h2 id="members-h">Members</h2></div>
<p class="muted small">${ROLES.slice().reverse().map((r) => html`<strong>${r}</strong>: ${ROLE_HINTS[r]}. `)}</p>
<div class="table-wrap responsive"><table id="member-list"><caption class="sr-only">Members of the workspace</caption>
<thead><tr><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Joined</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead>
<tbody>${input.members.map((member) => memberRow(input, member))}</tbody></table></div></section>`;
}

function invitesCard(input: WorkspaceInput): SafeHtml {
  const { viewer } = input;
  const rows = input.invites.map((invite) => {
    const mine = invite.role !== 'owner' || may(viewer.role, 'own');
    return html`<tr data-invite-id="${invite.id}" data-email="${invite.email}"><td data-label="Email">${invite.email}</td><td data-label="Role">${invite.role}</td>
<td data-label="Expires">${invite.expired ? html`<span class="badge">expired</span>` : formatDate(invite.expires_at)}</td>
<td><div class="actions">${mine ? html`<button class="btn btn-secondary btn-sm" type="button" data-invite-action="resend">Resend</button><button class="btn btn-secondary btn-sm" type="button" data-invite-action="revoke">Revoke</button>` : ''}</div></td></tr>`;
  });
  return html`<section class="card" aria-labelledby="invites-h"><div class="card-header"><h2 id="invites-h">Invites</h2></div>
<p class="muted small">We email a link that works once, for 7 days, for the account with that address (they can sign up with it).</p>
<form id="invite-form" novalidate><div class="grid grid-2">${textField({ name: 'email', label: 'Email to invite', type: 'email', required: true, autocomplete: 'off', id: 'invite-email' })}
<div class="field"><label for="invite-role">Role</label>${roleSelect('invite-role', 'member', grantable(viewer.role))}</div></div>
<p class="field-error" id="invite-error" hidden></p><button class="btn" type="submit">Send invite</button></form>
<div id="invite-list">${input.invites.length === 0 ? html`<p class="muted small" style="margin-top:1rem">No pending invites.</p>` : html`<div class="table-wrap responsive" style="margin-top:1rem"><table><caption class="sr-only">Pending invites</caption>
<thead><tr><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Expires</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead><tbody>${rows}</tbody></table></div>`}</div></section>`;
}

function settingsCard(input: WorkspaceInput): SafeHtml {
  const { viewer } = input;
  const rename = html`<form id="rename-form" novalidate>${textField({ name: 'name', label: 'Workspace name', value: viewer.workspace.name, required: true, id: 'workspace-name' })}
<p class="field-error" id="rename-error" hidden></p><button class="btn btn-secondary" type="submit">Rename</button></form>`;
  const remove = may(viewer.role, 'own') && !viewer.workspace.personal
    ? html`<h3 style="margin-top:1.5rem">Delete the workspace</h3><p class="muted small">Its links stop redirecting at once; their clicks, folders, tags, domains, tokens and webhooks go with it.</p>
<button class="btn btn-danger" type="button" id="delete-workspace">Delete workspace</button>`
    : '';
  return html`<section class="card" aria-labelledby="settings-h"><div class="card-header"><h2 id="settings-h">Settings</h2></div>${rename}${remove}</section>`;
}

function createCard(): SafeHtml {
  return html`<section class="card" aria-labelledby="create-h"><div class="card-header"><h2 id="create-h">Create a team workspace</h2></div>
<p class="muted small">A team workspace has its own links, members and plan (Free to start). You become its owner.</p>
<form id="create-form" novalidate>${textField({ name: 'name', label: 'Name of the new workspace', required: true, id: 'new-workspace-name' })}
<p class="field-error" id="create-error" hidden></p><button class="btn" type="submit">Create workspace</button></form></section>`;
}

/** Account > Workspace: members, invites, name; what the role may not do is not shown. */
export function workspacePage(input: WorkspaceInput): string {
  const { viewer } = input;
  const manages = may(viewer.role, 'manage');
  const intro = viewer.workspace.personal
    ? html`Your personal workspace is yours alone. To work with others, create a team workspace and invite them.`
    : html`Your role here: <strong>${viewer.role}</strong>.`;
  const body = html`<div class="page-header"><div><h1>Workspace: ${viewer.workspace.name}</h1><p class="muted">${intro}</p></div></div>
${viewer.workspace.personal ? '' : alertBox('info', html`Removed members lose access at once, tokens included.`)}
<div class="stack">${membersCard(input)}${manages && !viewer.workspace.personal ? invitesCard(input) : ''}${manages ? settingsCard(input) : ''}${createCard()}</div>`;
  return renderWebPage({ title: 'Workspace', body, viewer, nav: 'account', script: 'workspace', data: { personal: viewer.workspace.personal, name: viewer.workspace.name } });
}
