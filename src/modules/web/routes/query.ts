import { storedHostname } from '../../../platform/text/hostnames.js';
import { LINK_HEALTH, type LinkHealth, LINK_SORTS, LINK_STATUSES, type LinkSort, type LinkStatus } from '../../links/index.js';

/** The dashboard's list filters, read leniently: a bad value is ignored, never an error page. */
export interface LinkListQuery {
  search?: string;
  folderId?: number;
  tag?: string;
  status?: LinkStatus;
  /** Destination health: ok, broken or unknown (ADR 0811). */
  health?: LinkHealth;
  /** A branded domain's stored name. */
  domain?: string;
  sort: LinkSort;
  page: number;
}

export type RawQuery = Record<string, unknown>;

const one = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** A positive integer from a query or path value, or undefined. */
export function positiveInt(value: unknown): number | undefined {
  const raw = one(value);
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

export function readLinkListQuery(query: RawQuery): LinkListQuery {
  const status = one(query.status);
  const sort = one(query.sort);
  return {
    search: one(query.search)?.slice(0, 200),
    folderId: positiveInt(query.folder),
    tag: one(query.tag)?.slice(0, 50),
    status: LINK_STATUSES.includes(status as LinkStatus) ? (status as LinkStatus) : undefined,
    health: LINK_HEALTH.find((value) => value === one(query.health)),
    domain: one(query.domain) === undefined ? undefined : storedHostname(one(query.domain)!) || undefined,
    sort: LINK_SORTS.includes(sort as LinkSort) ? (sort as LinkSort) : 'newest',
    page: positiveInt(query.page) ?? 1,
  };
}

/** The query string that reproduces these filters (page left out). */
export function listQueryParams(q: LinkListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.search) params.set('search', q.search);
  if (q.folderId) params.set('folder', String(q.folderId));
  if (q.tag) params.set('tag', q.tag);
  if (q.status) params.set('status', q.status);
  if (q.health) params.set('health', q.health);
  if (q.domain) params.set('domain', q.domain);
  if (q.sort !== 'newest') params.set('sort', q.sort);
  return params;
}
