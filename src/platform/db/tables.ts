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
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  plan: string;
  is_admin: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ApiTokenTable {
  id: Generated<number>;
  user_id: number;
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
}

export interface FolderTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  color: string | null;
  position: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface TagTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  created_at: string;
}

export interface LinkTable {
  id: Generated<number>;
  user_id: number | null;
  slug: string;
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
}

export interface LinkTagTable {
  link_id: number;
  tag_id: number;
}

export interface ClickTable {
  id: Generated<number>;
  event_id: string;
  link_id: number;
  clicked_at: string;
  day: string;
  method: string;
  is_bot: number;
  user_agent: string;
  device: string;
  browser: string;
  os: string;
  country: string;
  referrer_host: string;
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
  visitor_hash: string;
}

export interface DailySaltTable {
  day: string;
  salt: string;
}

export interface UsageCounterTable {
  user_id: number;
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

export interface Database {
  plans: PlanTable;
  users: UserTable;
  api_tokens: ApiTokenTable;
  sessions: SessionTable;
  folders: FolderTable;
  tags: TagTable;
  links: LinkTable;
  link_tags: LinkTagTable;
  clicks: ClickTable;
  click_daily: ClickDailyTable;
  click_daily_dimensions: ClickDailyDimensionTable;
  daily_visitors: DailyVisitorTable;
  daily_salts: DailySaltTable;
  usage_counters: UsageCounterTable;
  job_leases: JobLeaseTable;
  settings: SettingTable;
}
