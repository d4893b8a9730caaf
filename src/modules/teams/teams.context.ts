import type { Mailer } from '../../platform/mail/index.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.js';
import type { LinksContext } from '../links/index.js';
import type { Role } from '../workspaces/index.js';

/** What the teams services need: the store and link cache (deleting a workspace), the mailer and its limit (invites). */
export interface TeamsContext {
  links: LinksContext;
  mailer: Mailer;
  /** Invite emails per inviting account (LIMITS.invitesPerAccount): one limiter for the API and the web app. */
  invitesSent: RateLimiter;
}

/** Who acts on a workspace: the API account and the web user's actor both fit. */
export interface TeamActor {
  userId: number;
  /** The API token used, named in the audit log. */
  tokenId?: number;
  workspaceId: number;
  role: Role;
}
