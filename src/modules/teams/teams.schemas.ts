import { type Static, Type } from 'typebox';
import { idParams, listOf, MAX_ID, requireAll } from '../../platform/http/api-schemas.js';
import { MAX_NAME_LENGTH, ROLES } from '../workspaces/index.js';

const dateTime = { type: 'string', format: 'date-time' } as const;
const role = { type: 'string', enum: [...ROLES] } as const;

const workspace = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    slug: { type: 'string', description: 'Unique across the service; names the workspace in the operator CLI' },
    plan: { type: 'string', examples: ['free', 'pro', 'business'] },
    role: { ...role, description: "The caller's role in this workspace, read at this request" },
    personal: { type: 'boolean', description: "The user's own workspace, made with the account; it cannot be deleted or shared" },
  },
} as const;

const member = {
  type: 'object',
  properties: { user_id: { type: 'integer' }, email: { type: 'string', format: 'email' }, role, joined_at: dateTime },
} as const;

const invite = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string', format: 'email', description: 'Normalised (lower case); only the account with this email may accept' },
    role,
    created_at: { ...dateTime, description: 'When it was sent (or last sent again)' },
    expires_at: { ...dateTime, description: '7 days after it was sent' },
    expired: { type: 'boolean', description: 'Past `expires_at`: send it again to use it' },
  },
} as const;

export const workspaceEnvelope = requireAll({ type: 'object', properties: { data: workspace } } as const);
export const workspaceList = requireAll(listOf(workspace));
export const memberEnvelope = requireAll({ type: 'object', properties: { data: member } } as const);
export const memberList = requireAll(listOf(member));
export const inviteEnvelope = requireAll({ type: 'object', properties: { data: invite } } as const);
export const inviteList = requireAll(listOf(invite));

export const WorkspaceNameBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: MAX_NAME_LENGTH, description: 'Trimmed; 1 to 80 characters, no control characters' }) });
export type WorkspaceNameBody = Static<typeof WorkspaceNameBody>;

export const MemberRoleBody = Type.Object({ role: Type.Enum([...ROLES], { description: 'Only an owner makes or unmakes an owner; the last owner cannot be demoted (409 `last_owner`)' }) });
export type MemberRoleBody = Static<typeof MemberRoleBody>;

export const InviteBody = Type.Object({
  email: Type.String({ maxLength: 254, description: 'Who to invite; an existing member is refused (422 naming `email`). A pending invite to the same address is replaced.' }),
  role: Type.Optional(Type.Enum([...ROLES], { default: 'member', description: '`owner` only by an owner' })),
});
export type InviteBody = Static<typeof InviteBody>;

export const memberParams = {
  type: 'object',
  required: ['user_id'],
  properties: { user_id: { type: 'integer', minimum: 1, maximum: MAX_ID, description: "The member's user id" } },
} as const;
export const inviteIdParams = idParams('invite');
export const inviteTokenParams = {
  type: 'object',
  required: ['invite_token'],
  properties: { invite_token: { type: 'string', minLength: 1, maxLength: 200, description: 'The secret at the end of the emailed link `/invites/<invite_token>`' } },
} as const;
