import { type LinkStatus, statusAt } from './link.js';
import type { LinkRow } from './links.repository.js';
import { designOf, toQrDesignJson } from '../qr/index.js';
import type { PreviewJson, RuleJson, VariantJson } from './smart.js';

/** The Link resource of the interface, in its wire shape. */
export interface LinkResource {
  id: number;
  slug: string;
  short_url: string;
  destination_url: string;
  title: string | null;
  description: string | null;
  status: string;
  redirect_type: number;
  folder_id: number | null;
  tags: string[];
  expires_at: string | null;
  click_limit: number | null;
  has_password: boolean;
  total_clicks: number;
  unique_clicks: number;
  last_clicked_at: string | null;
  created_at: string;
  updated_at: string;
  notes: string | null;
  fallback_url: string | null;
  utm: Record<string, string> | null;
  qr: Record<string, unknown> | null;
  /** The branded domain the link lives on; null: the service's own host. */
  domain: string | null;
  /** Search engines may index the redirect (X-Robots-Tag); off by default. */
  indexable: boolean;
  rules: RuleJson[] | null;
  variants: VariantJson[] | null;
  ios_url: string | null;
  android_url: string | null;
  forward_query: boolean;
  preview: PreviewJson | null;
  /** Destination health (ADR 0811): ok | broken | unknown (not yet checked). */
  health: string;
  health_checked_at: string | null;
  health_reason: string | null;
}

/** What the link's QR codes encode: the short URL with the scan marker (`qr=1`), so scans are told apart from clicks. */
export function qrTextOf(shortUrl: string): string {
  return `${shortUrl}?qr=1`;
}

/**
 * A link's public URL: on its branded domain, with the scheme the service itself uses (a
 * domain's TLS comes from the same proxy), else under BASE_URL.
 */
export function shortUrlOf(row: Pick<LinkRow, 'host' | 'slug'>, baseUrl: string): string {
  return row.host === null ? `${baseUrl}/${row.slug}` : `${new URL(baseUrl).protocol}//${row.host}/${row.slug}`;
}

/** Row (+ tag names) to wire shape: the one place links are serialised. */
export function toLinkResource(row: LinkRow, tags: string[], baseUrl: string): LinkResource {
  return {
    id: row.id,
    slug: row.slug,
    short_url: shortUrlOf(row, baseUrl),
    destination_url: row.destination_url,
    title: row.title,
    description: row.description,
    status: statusAt(row.status as LinkStatus, row.expires_at),
    redirect_type: row.redirect_type,
    folder_id: row.folder_id,
    tags,
    expires_at: row.expires_at,
    click_limit: row.click_limit,
    has_password: row.password_hash !== null,
    total_clicks: row.total_clicks,
    unique_clicks: row.unique_clicks,
    last_clicked_at: row.last_clicked_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    notes: row.notes,
    fallback_url: row.fallback_url,
    utm: row.utm ? JSON.parse(row.utm) : null,
    // Every field of the design, defaults included: designs saved before a field existed show it too.
    qr: row.qr_design ? qrJsonOf(row.qr_design) : null,
    domain: row.host,
    indexable: row.indexable === 1,
    rules: row.rules ? JSON.parse(row.rules) : null,
    variants: row.variants ? JSON.parse(row.variants) : null,
    ios_url: row.ios_url,
    android_url: row.android_url,
    forward_query: row.forward_query === 1,
    preview: row.preview ? JSON.parse(row.preview) : null,
    health: row.health,
    health_checked_at: row.health_checked_at,
    // A failure not yet confirmed by the retry is no reason to show.
    health_reason: row.health === 'broken' ? row.health_reason : null,
  };
}

function qrJsonOf(stored: string): Record<string, unknown> {
  const design = designOf(stored);
  return design ? { ...toQrDesignJson(design) } : (JSON.parse(stored) as Record<string, unknown>);
}
