import type { Selectable } from 'kysely';
import type { PlanTable } from '../../platform/db/tables.js';
import type { Db } from '../../platform/db/db.js';
import { listPlanRows } from './plans.repository.js';

export const PLAN_NAMES = ['free', 'pro', 'business'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** What a plan allows, in the wire shape of `limits` on /account/usage (null = unlimited). */
export interface Entitlements {
  links_per_month: number | null;
  api_requests_per_minute: number | null;
  analytics_retention_days: number;
  bulk_create_max: number;
  custom_slugs: boolean;
  link_expiration: boolean;
  click_limits: boolean;
  password_protection: boolean;
  edit_destination: boolean;
  api_access: boolean;
  bulk_create: boolean;
  /** Branded domains an account may add (null = unlimited). */
  domains: number | null;
  /** Smart links (ADR 0501): redirect rules, A/B destinations, app deep links, social previews. */
  redirect_rules: boolean;
  ab_testing: boolean;
  deep_links: boolean;
  link_previews: boolean;
}

export type Feature = {
  [K in keyof Entitlements]: Entitlements[K] extends boolean ? K : never;
}[keyof Entitlements];

const FEATURE_NAMES: Record<Feature, string> = {
  custom_slugs: 'Custom slugs',
  link_expiration: 'Link expiration',
  click_limits: 'Click limits',
  password_protection: 'Password protection',
  edit_destination: 'Editing the destination',
  api_access: 'API access',
  bulk_create: 'Bulk creation',
  redirect_rules: 'Redirect rules',
  ab_testing: 'A/B testing',
  deep_links: 'App deep links',
  link_previews: 'Social previews',
};

export function featureName(feature: Feature): string {
  return FEATURE_NAMES[feature];
}

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === 'string' && (PLAN_NAMES as readonly string[]).includes(value);
}

function toEntitlements(row: Selectable<PlanTable>): Entitlements {
  return {
    links_per_month: row.links_per_month,
    // Without API access there is no API rate: 0, where null would read as "unlimited".
    api_requests_per_minute: row.api_access === 1 ? row.api_requests_per_minute : 0,
    analytics_retention_days: row.analytics_retention_days,
    bulk_create_max: row.bulk_create_max,
    custom_slugs: row.custom_slugs === 1,
    link_expiration: row.link_expiration === 1,
    click_limits: row.click_limits === 1,
    password_protection: row.password_protection === 1,
    edit_destination: row.edit_destination === 1,
    api_access: row.api_access === 1,
    bulk_create: row.bulk_create === 1,
    domains: row.domains,
    redirect_rules: row.redirect_rules === 1,
    ab_testing: row.ab_testing === 1,
    deep_links: row.deep_links === 1,
    link_previews: row.link_previews === 1,
  };
}

const CACHE_MS = 30_000;
let cached: { at: number; plans: Map<string, Entitlements> } | null = null;

/**
 * The one reader of plan entitlements; every gate goes through it. Plans are rows of the
 * `plans` table (operators may edit them), cached for half a minute.
 */
export async function getEntitlements(db: Db, plan: string): Promise<Entitlements> {
  if (!cached || Date.now() - cached.at > CACHE_MS) {
    const rows = await listPlanRows(db);
    cached = { at: Date.now(), plans: new Map(rows.map((row) => [row.name, toEntitlements(row)])) };
  }
  const entitlements = cached.plans.get(plan);
  if (!entitlements) throw new Error(`unknown plan ${plan}`);
  return entitlements;
}

/** Every plan with what it allows, cheapest first: for the page that compares them. */
export async function listPlans(db: Db): Promise<Array<{ name: PlanName; entitlements: Entitlements }>> {
  return Promise.all(PLAN_NAMES.map(async (name) => ({ name, entitlements: await getEntitlements(db, name) })));
}

/** Drops the cached plans, so an operator's edit (or a test's) applies at once. */
export function resetPlanCache(): void {
  cached = null;
}
