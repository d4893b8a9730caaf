import type { LinkEvictor } from '../../platform/cache/invalidation.js';
import type { Db, Store } from '../../platform/db/db.js';
import type { Entitlements } from '../accounts/index.js';
import { tagsOfLinks } from '../organize/index.js';
import type { SafetyScanner } from '../safety/index.js';
import type { Role } from '../workspaces/index.js';
import { type LinkResource, toLinkResource } from './links.mapper.js';
import { withUnfoldedClicks } from './link-counters.repository.js';
import type { LinkRow } from './links.repository.js';

/** What link services need from the app. */
export interface LinksContext {
  store: Store;
  /** Where analytics reads: the `DATABASE_READ_URL` replica, SQLite's read connection, else `store`. */
  readStore?: Store;
  scanner: SafetyScanner;
  cache: LinkEvictor;
  baseUrl: string;
  /** REQUIRE_EMAIL_VERIFICATION: an account creates links only once its email is verified. */
  requireEmailVerification?: boolean;
}

/** Who acts, resolved once at the door (ADR 1001): services filter by the workspace. */
export interface Actor {
  /** The person: the signed-in user, or the maker of the API token. */
  userId: number;
  /** The API token used, when it came through /api/v1. */
  tokenId?: number;
  /** Everything read or written belongs to this workspace. */
  workspaceId: number;
  /** The user's role in the workspace, read at this request. */
  role: Role;
  /** The workspace plan's entitlements. */
  entitlements: Entitlements;
}

/** The service's own host name (of BASE_URL): links on it have no domain. */
export function ownHostOf(ctx: Pick<LinksContext, 'baseUrl'>): string {
  return new URL(ctx.baseUrl).hostname;
}

/** The link as the API shows it, tags included. */
export async function resourceOf(ctx: LinksContext, row: LinkRow, db: Db = ctx.store.db): Promise<LinkResource> {
  const tags = await tagsOfLinks(db, [row.id]);
  const [counted] = await withUnfoldedClicks(db, [row]);
  return toLinkResource(counted!, tags.get(row.id) ?? [], ctx.baseUrl);
}
