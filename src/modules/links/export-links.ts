import { csvLine } from '../../platform/text/csv.js';
import { listFolderRows, tagsOfLinks } from '../organize/index.js';
import type { Actor, LinksContext } from './links.context.js';
import { UTM_KEYS } from './links.input.js';
import { findLinksAfter } from './links.list.repository.js';
import { type LinkResource, toLinkResource } from './links.mapper.js';
import { withUnfoldedClicks } from './link-counters.repository.js';

/** Rows per query: memory stays flat whatever the account holds. */
const BATCH = 500;

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_TYPES: Record<ExportFormat, string> = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' };

/** An export reads the store and writes short URLs; nothing else. */
export type ExportContext = Pick<LinksContext, 'store' | 'baseUrl'>;

/** A link as exported: the Link resource and its folder's name. */
export type ExportedLink = LinkResource & { folder: string | null };

/** Every live link of the account, oldest first, a batch at a time. */
async function* exportedLinks(ctx: ExportContext, actor: Actor): AsyncGenerator<ExportedLink> {
  const folders = new Map((await listFolderRows(ctx.store.db, actor.workspaceId)).map((folder) => [folder.id, folder.name]));
  for (let after = 0; ; ) {
    const rows = await withUnfoldedClicks(ctx.store.db, await findLinksAfter(ctx.store.db, actor.workspaceId, after, BATCH));
    if (rows.length === 0) return;
    const tags = await tagsOfLinks(ctx.store.db, rows.map((row) => row.id));
    for (const row of rows) {
      yield { ...toLinkResource(row, tags.get(row.id) ?? [], ctx.baseUrl), folder: row.folder_id === null ? null : (folders.get(row.folder_id) ?? null) };
    }
    after = rows[rows.length - 1]!.id;
  }
}

const CSV_COLUMNS = [
  'id', 'slug', 'domain', 'short_url', 'destination_url', 'title', 'description', 'notes', 'status', 'redirect_type', 'folder', 'tags',
  'expires_at', 'fallback_url', 'click_limit', 'has_password', 'indexable', ...UTM_KEYS.map((key) => `utm_${key}`),
  'total_clicks', 'unique_clicks', 'last_clicked_at', 'created_at', 'updated_at',
  'forward_query', 'ios_url', 'android_url', 'rules', 'variants', 'preview_title', 'preview_description', 'preview_image', 'qr',
] as const;

// Structured fields go into one cell each as JSON text: the import reads them back the same way.
const jsonCell = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

function csvOf(link: ExportedLink): string {
  return csvLine([
    link.id, link.slug, link.domain, link.short_url, link.destination_url, link.title, link.description, link.notes, link.status,
    link.redirect_type, link.folder, link.tags.join(', '), link.expires_at, link.fallback_url, link.click_limit, String(link.has_password),
    String(link.indexable), ...UTM_KEYS.map((key) => link.utm?.[key] ?? null), link.total_clicks, link.unique_clicks, link.last_clicked_at,
    link.created_at, link.updated_at,
    String(link.forward_query), link.ios_url, link.android_url, jsonCell(link.rules), jsonCell(link.variants),
    link.preview?.title ?? null, link.preview?.description ?? null, link.preview?.image ?? null, jsonCell(link.qr),
  ]);
}

/**
 * The account's links as a stream of text: CSV (a header, then a row per link; cells that a
 * spreadsheet would run as a formula are defused) or JSON (an array of Link resources, each
 * with its folder's name). Streamed: a million links never sit in memory.
 */
export async function* exportLinks(ctx: ExportContext, actor: Actor, format: ExportFormat): AsyncGenerator<string> {
  if (format === 'csv') {
    yield csvLine(CSV_COLUMNS);
    for await (const link of exportedLinks(ctx, actor)) yield csvOf(link);
    return;
  }
  let first = true;
  yield '[';
  for await (const link of exportedLinks(ctx, actor)) {
    yield `${first ? '' : ','}\n${JSON.stringify(link)}`;
    first = false;
  }
  yield '\n]\n';
}
