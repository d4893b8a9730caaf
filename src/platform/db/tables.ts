import type { Generated } from 'kysely';

// Timestamps are ISO-8601 UTC strings (`toISOString()`) and days are `YYYY-MM-DD` in both
// stores, so comparisons and rollups are the same SQL on SQLite and PostgreSQL (ADR 0003).
// Flags are 0/1 integers for the same reason.

export interface PlanTable {
  name: string;
  links_per_month: number | null;
  api_requests_per_minute: number | null;
  analytics_retention_days: number;
  bulk_create_max: number;
  custom_slugs: number;
  link_expiration: number;
  click_limits: number;
  password_protection: number;
  edit_destination: number;
  api_access: number;
  bulk_create: number;
  /** Branded domains an account may add; null = unlimited. */
  domains: number | null;
  redirect_rules: Generated<number>;
  ab_testing: Generated<number>;
  deep_links: Generated<number>;
  link_previews: Generated<number>;
  /** Seconds between destination health checks of a link (ADR 0811). */
  health_check_interval_s: Generated<number>;
}

export interface DomainTable {
  id: Generated<number>;
  workspace_id: number;
  hostname: string;
  status: 'pending' | 'verified';
  enabled: Generated<number>;
  is_default: Generated<number>;
  verify_token_hash: string;
  /** The value itself while pending (0014), shown until verified; null once verified (ADR 0621). */
  verify_token: Generated<string | null>;
  verified_at: string | null;
  last_checked_at: string | null;
  next_check_at: string | null;
  check_failures: Generated<number>;
  last_check_error: string | null;
  root_url: string | null;
  not_found_url: string | null;
  expired_url: string | null;
  /** JSON text served at /.well-known/apple-app-site-association on this host. */
  apple_app_site_association: string | null;
  /** JSON text served at /.well-known/assetlinks.json on this host. */
  assetlinks: string | null;
  created_at: string;
  updated_at: string;
}

/** Who owns links, folders, tags, domains, tokens, webhooks, imports, usage and the plan (ADR 1001). */
export interface WorkspaceTable {
  id: Generated<number>;
  name: string;
  /** Unique across the service: names the workspace in the operator CLI. */
  slug: string;
  plan: string;
  /** The user whose personal workspace this is; null for a team's. */
  personal_user_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface WorkspaceMemberTable {
  workspace_id: number;
  user_id: number;
  role: 'owner' | 'admin' | 'member' | 'viewer';
  joined_at: string;
}

/** An emailed invite to a workspace (ADR 1002); the secret itself is never stored. */
export interface WorkspaceInviteTable {
  id: Generated<number>;
  workspace_id: number;
  /** Normalised (`normalizeEmail`: one spelling per mailbox): only the account with this email may accept. */
  email: string;
  role: 'owner' | 'admin' | 'member' | 'viewer';
  /** SHA-256 of the secret in the emailed link. */
  token_hash: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  plan: string;
  is_admin: Generated<number>;
  created_at: string;
  updated_at: string;
  /** When the account followed its verification link; null: not yet (ADR 0701). */
  email_verified_at: string | null;
}

/** A single-use link sent by email, kept as the SHA-256 of its secret (ADR 0701). */
export interface AccountTokenTable {
  id: string;
  user_id: number;
  purpose: string;
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ApiTokenTable {
  id: Generated<number>;
  /** Who made it: the token acts with this user's role in its workspace, read at each request. */
  user_id: number;
  /** The workspace it acts in (0018); set on every row, typed loosely because SQLite added it late. */
  workspace_id: number;
  name: string;
  prefix: string;
  token_hash: string;
  scopes: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface SessionTable {
  id: string;
  user_id: number;
  csrf_token: string;
  created_at: string;
  expires_at: string;
  /** The workspace the web app shows; null: the user's personal one (0018). */
  workspace_id: Generated<number | null>;
  /** Updated at most every few minutes (sessions.service.ts), never on every request. */
  last_seen_at: string | null;
  user_agent: string | null;
}

/** A user's TOTP secret (ADR 0721); confirmed_at null until a code proved the setup. */
export interface TwoFactorTable {
  user_id: number;
  secret: string;
  confirmed_at: string | null;
  /** The last time step a code was accepted for. */
  last_step: number | null;
  created_at: string;
}

export interface RecoveryCodeTable {
  user_id: number;
  code_hash: string;
  created_at: string;
}

/** A log-in whose password passed and whose second factor is awaited. */
export interface LoginChallengeTable {
  id: string;
  user_id: number;
  attempts: Generated<number>;
  expires_at: string;
}

export interface FolderTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  color: string | null;
  position: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface TagTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  /** `#rrggbb`, or null: none (0019). */
  color: string | null;
  created_at: string;
}

export interface LinkTable {
  id: Generated<number>;
  workspace_id: number | null;
  slug: string;
  /** The branded domain the link lives on; null: the BASE_URL host. */
  host: string | null;
  /** 1: redirects omit `X-Robots-Tag: noindex`. */
  indexable: Generated<number>;
  destination_url: string;
  title: string | null;
  description: string | null;
  notes: string | null;
  status: string;
  redirect_type: Generated<number>;
  folder_id: number | null;
  expires_at: string | null;
  fallback_url: string | null;
  click_limit: number | null;
  /** Human clicks reserved against click_limit on the hot path. */
  served_clicks: Generated<number>;
  password_hash: string | null;
  qr_design: string | null;
  utm: string | null;
  total_clicks: Generated<number>;
  unique_clicks: Generated<number>;
  bot_clicks: Generated<number>;
  last_clicked_at: string | null;
  is_anonymous: Generated<number>;
  claim_token_hash: string | null;
  claimed_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** Smart-link settings (ADR 0501), JSON text or null. */
  rules: string | null;
  variants: string | null;
  /** The variants of the last A/B test ended, so analytics can still name them. */
  ended_variants: string | null;
  ios_url: string | null;
  android_url: string | null;
  preview: string | null;
  /** 1: the visitor's query string is merged into the destination. */
  forward_query: Generated<number>;
  /** The source's own id of an imported link (ADR 0403); unique among the account's live links. */
  source_key: string | null;
  /** The import that created the link. */
  import_id: number | null;
  /** Destination health (ADR 0811): ok | broken | unknown. */
  health: Generated<string>;
  health_checked_at: Generated<string | null>;
  health_reason: Generated<string | null>;
  /** The first failed check of the current streak; null once a check passes. */
  health_failed_at: Generated<string | null>;
  /** When the next check is due; null: as soon as the job gets to it. */
  health_due_at: Generated<string | null>;
}

/** A health alert waiting for its owner's daily digest email. */
export interface HealthNoticeTable {
  id: Generated<number>;
  workspace_id: number;
  link_id: number;
  kind: 'broken' | 'recovered';
  reason: string | null;
  created_at: string;
  mailed_at: string | null;
}

/** A file of links being imported (ADR 0403). */
export interface ImportTable {
  id: Generated<number>;
  workspace_id: number;
  /** The member who started it (0018): the import's links are theirs in the audit log. */
  created_by: number | null;
  status: string;
  format: string;
  on_conflict: string;
  filename: string | null;
  size_bytes: number;
  total: number | null;
  /** Records done; the job resumes after this one. */
  cursor: Generated<number>;
  created: Generated<number>;
  skipped: Generated<number>;
  failed: Generated<number>;
  error_code: string | null;
  error_message: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface ImportChunkTable {
  import_id: number;
  seq: number;
  data: Uint8Array;
}

export interface ImportErrorTable {
  import_id: number;
  row: number;
  code: string;
  message: string;
  /** What the failed row asked for (0014), when it named it. */
  destination_url: Generated<string | null>;
  slug: Generated<string | null>;
}

/** A row imported otherwise than it asked (0014): `slug` is the code the link got. */
export interface ImportNoteTable {
  import_id: number;
  row: number;
  destination_url: string | null;
  slug: string;
  message: string;
}

export interface LinkTagTable {
  link_id: number;
  tag_id: number;
}

/** Raw clicks, keyed (link_id, event_id): a replayed event is the same row. */
export interface ClickTable {
  link_id: number;
  /** Sorts by time (event-id.ts), so a link's rows are stored in time order. */
  event_id: string;
  clicked_at: string;
  method: string;
  is_bot: number;
  /** 1 on the first human click of a visitor on that link that day. */
  is_unique: number;
  device: string;
  browser: string;
  os: string;
  country: string;
  referrer_host: string;
  /** 'link' or 'qr' (the scan marker was present). */
  source: Generated<string>;
  /** Index of the A/B variant served; null without a test. */
  variant: number | null;
}

/**
 * Clicks appended and not folded yet (ADR 1005): `clicks` without `is_unique`, which the fold
 * decides, and with what the rollups need that `clicks` does not keep.
 */
export interface ClickLogTable {
  link_id: number;
  event_id: string;
  clicked_at: string;
  /** UTC day of `clicked_at`, the rollups' key. */
  day: string;
  method: string;
  is_bot: number;
  device: string;
  browser: string;
  os: string;
  country: string;
  language: string;
  referrer_host: string;
  source: string;
  variant: number | null;
  /** Signed 64-bit visitor id for the day; null when the visitor asked not to be tracked. */
  visitor_hash: string | bigint | null;
}

export interface ClickDailyTable {
  link_id: number;
  day: string;
  clicks: number;
  uniques: number;
  bot_clicks: Generated<number>;
}

export interface ClickDailyDimensionTable {
  link_id: number;
  day: string;
  dimension: string;
  value: string;
  clicks: number;
}

export interface DailyVisitorTable {
  link_id: number;
  day: string;
  /** Signed 64-bit (visitor.ts); PostgreSQL returns it as a string, SQLite as a bigint. */
  visitor_hash: string | bigint;
}

export interface DailySaltTable {
  day: string;
  salt: string;
}

export interface UsageCounterTable {
  workspace_id: number;
  period: string;
  links_created: number;
  clicks: number;
  api_requests: number;
}

export interface JobLeaseTable {
  name: string;
  locked_until: string;
  locked_by: string;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface WebhookEndpointTable {
  id: Generated<number>;
  workspace_id: number;
  url: string;
  /** Subscribed event types, space-separated. */
  events: string;
  /** `whsec_...`, kept readable because every delivery is signed with it. */
  secret: string;
  enabled: number;
  /** Deliveries that failed for good in a row; a success resets it. */
  consecutive_failures: Generated<number>;
  disabled_at: string | null;
  /** 'manual' or 'failures' (disabled automatically); null while enabled. */
  disabled_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookEventTable {
  id: string;
  workspace_id: number;
  type: string;
  /** The exact JSON body sent, so every attempt signs the same bytes. */
  payload: string;
  created_at: string;
}

export interface WebhookDeliveryTable {
  id: Generated<number>;
  endpoint_id: number;
  event_id: string;
  /** pending | succeeded | failed */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  locked_until: string | null;
  locked_by: string | null;
  last_response_code: number | null;
  last_error: string | null;
  created_at: string;
  completed_at: string | null;
}

export interface WebhookAttemptTable {
  id: Generated<number>;
  delivery_id: number;
  attempt: number;
  started_at: string;
  duration_ms: number;
  response_code: number | null;
  error: string | null;
  succeeded: number;
}

/** A logo drawn in a link's QR code: the account's (link_id null) or one link's. */
export interface QrLogoTable {
  id: Generated<number>;
  workspace_id: number;
  link_id: number | null;
  /** RGBA PNG re-encoded from the upload's pixels. */
  png: Uint8Array;
  width: number;
  height: number;
  /** The uploaded type: image/png or image/svg+xml. */
  source_type: string;
  /** SHA-256 of png, base64url: names the pixels in ETags. */
  hash: string;
  updated_at: string;
}

/** One change made by a person or an API token (ADR 1003); `changes` is JSON `{ field: { before, after } }`. */
export interface AuditLogTable {
  id: Generated<number>;
  workspace_id: number;
  at: string;
  action: string;
  actor_user_id: number | null;
  /** The actor's email when they acted: the entry outlives the account. */
  actor_email: string | null;
  actor_token_id: number | null;
  actor_token_prefix: string | null;
  /** `operator` for the operator's command line; null otherwise (a token id makes it `token`). */
  actor_type: 'operator' | null;
  target_type: string;
  target_id: string;
  changes: string;
}

export interface Database {
  audit_log: AuditLogTable;
  workspaces: WorkspaceTable;
  workspace_members: WorkspaceMemberTable;
  workspace_invites: WorkspaceInviteTable;
  plans: PlanTable;
  domains: DomainTable;
  users: UserTable;
  api_tokens: ApiTokenTable;
  sessions: SessionTable;
  account_tokens: AccountTokenTable;
  folders: FolderTable;
  tags: TagTable;
  links: LinkTable;
  link_tags: LinkTagTable;
  clicks: ClickTable;
  click_log: ClickLogTable;
  click_daily: ClickDailyTable;
  click_daily_dimensions: ClickDailyDimensionTable;
  /** Today's rows of the two above, until the fold moves them there (ADR 1025). */
  click_daily_recent: ClickDailyTable;
  click_daily_dimensions_recent: ClickDailyDimensionTable;
  daily_visitors: DailyVisitorTable;
  daily_salts: DailySaltTable;
  usage_counters: UsageCounterTable;
  job_leases: JobLeaseTable;
  imports: ImportTable;
  import_chunks: ImportChunkTable;
  import_errors: ImportErrorTable;
  import_notes: ImportNoteTable;
  settings: SettingTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_events: WebhookEventTable;
  webhook_deliveries: WebhookDeliveryTable;
  health_notices: HealthNoticeTable;
  webhook_attempts: WebhookAttemptTable;
  qr_logos: QrLogoTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodeTable;
  login_challenges: LoginChallengeTable;
}

/** The daily rollups, settled and recent (ADR 1025): a figure sums both, a delete covers both. */
export const ROLLUP_TABLES = ['click_daily', 'click_daily_dimensions', 'click_daily_recent', 'click_daily_dimensions_recent'] as const;

/** Every table that holds a link's click records, by `link_id`: what deleting a link's clicks deletes from. */
export const LINK_CLICK_TABLES = ['click_log', 'clicks', ...ROLLUP_TABLES, 'daily_visitors'] as const;
