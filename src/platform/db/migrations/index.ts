import type { Kysely } from 'kysely';
import type { Dialect } from '../db.js';
import * as m0001 from './0001_initial.js';
import * as m0002 from './0002_webhooks.js';
import * as m0003 from './0003_compact_clicks.js';
import * as m0004 from './0004_domains.js';
import * as m0005 from './0005_imports.js';
import * as m0006 from './0006_smart_links.js';
import * as m0007 from './0007_qr_logos.js';
import * as m0008 from './0008_links_fillfactor.js';
import * as m0009 from './0009_account_emails.js';
import * as m0010 from './0010_two_factor_sessions.js';
import * as m0014 from './0014_ux.js';
import * as m0015 from './0015_bulk_analytics.js';
import * as m0017 from './0017_link_health.js';
import * as m0018 from './0018_workspaces.js';
import * as m0019 from './0019_tag_colors.js';
import * as m0021 from './0021_workspace_invites.js';
import * as m0022 from './0022_audit_log.js';
import * as m0023 from './0023_audit_operator.js';
import * as m0024 from './0024_click_log.js';
import * as m0025 from './0025_links_fold_fillfactor.js';
import * as m0026 from './0026_canonical_emails.js';
import * as m0027 from './0027_rollups_fold_fillfactor.js';
import * as m0028 from './0028_click_text_bytewise.js';
import * as m0029 from './0029_recent_rollups.js';
import * as m0030 from './0030_click_log_events_not_unique.js';

export interface DialectMigration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before (and outside) the typed schema
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  down?(db: Kysely<any>, dialect: Dialect): Promise<void>;
}

/** Every migration, in order. Names sort lexically; never rename one that has shipped. */
export const migrations: Record<string, DialectMigration> = {
  '0001_initial': m0001,
  '0002_webhooks': m0002,
  '0003_compact_clicks': m0003,
  '0004_domains': m0004,
  '0005_imports': m0005,
  '0006_smart_links': m0006,
  '0007_qr_logos': m0007,
  '0008_links_fillfactor': m0008,
  '0009_account_emails': m0009,
  '0010_two_factor_sessions': m0010,
  '0014_ux': m0014,
  '0015_bulk_analytics': m0015,
  '0017_link_health': m0017,
  '0018_workspaces': m0018,
  '0019_tag_colors': m0019,
  '0021_workspace_invites': m0021,
  '0022_audit_log': m0022,
  '0023_audit_operator': m0023,
  '0024_click_log': m0024,
  '0025_links_fold_fillfactor': m0025,
  '0026_canonical_emails': m0026,
  '0027_rollups_fold_fillfactor': m0027,
  '0028_click_text_bytewise': m0028,
  '0029_recent_rollups': m0029,
  '0030_click_log_events_not_unique': m0030,
};
