import { isReservedSlug, SLUG_PATTERN, UTM_KEYS } from '../../links/index.js';
import type { ImportFormat } from './detect.js';
import { DESTINATION_NAMES } from './detect.js';
import { csvUndefused } from '../../../platform/text/csv.js';
import { nestsDeeperThan } from '../../../platform/text/json-depth.js';
import { MAX_RECORD_DEPTH } from './records.js';
import { contentKey, dateOf, type Fields, pick, pickText, shortUrlParts, tagsOf } from './fields.js';

/** One record as link input for the links module's own create, plus what the import adds. */
export interface ImportDraft {
  /** Link input, checked later against the create schema like any API body. */
  body: Record<string, unknown>;
  /** The source's own id of the link; a second import of it is skipped. */
  sourceKey: string;
  /** A folder by name, made when first used. */
  folder: string | null;
  createdAt: string | null;
  /** Why the source's short code was not kept (the link gets a random one); null when it was, or when there was none. */
  slugNote?: string;
}

/** A record that cannot become link input: the row fails with this sentence. */
export class DraftError extends Error {}

/** A source's short code becomes the slug when our slug rules take it; else the link gets a random one. */
function slugFrom(code: string | undefined): string | undefined {
  return code !== undefined && SLUG_PATTERN.test(code) && !isReservedSlug(code) ? code : undefined;
}

/** Why `code` could not be kept, in the words the link form uses for the same rules. */
function slugNoteOf(code: string | undefined): string | undefined {
  if (code === undefined || slugFrom(code) !== undefined) return undefined;
  const why =
    code.length < 4 ? `is shorter than the 4 characters a short code needs`
    : code.length > 64 ? `is longer than the 64 characters a short code may have`
    : isReservedSlug(code) ? `is a name the site uses for its own pages`
    : `has characters a short code cannot hold (only letters, digits, "-" and "_")`;
  return `"${code}" ${why}, so the link gets a random short code.`;
}

function created(fields: Fields, ...names: string[]): string | null {
  const date = dateOf(pick(fields, ...names));
  if (date === null) throw new DraftError(`${names[0]} must be a date`);
  return date ?? null;
}

function compact(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/** Numbers and flags of our own export, kept as typed values for the create schema. */
function numberOf(text: string | undefined): number | string | undefined {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : text;
}
function flagOf(text: string | undefined): boolean | string | undefined {
  return text === 'true' ? true : text === 'false' ? false : text;
}

/** A structured field as given in our JSON export, or as JSON text in a CSV cell. */
function jsonOf(fields: Fields, name: string, label: string): unknown {
  const value = fields[name];
  if (typeof value !== 'string') return value ?? undefined;
  if (value.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value) as unknown;
  } catch {
    throw new DraftError(`${label} must be JSON`);
  }
  if (nestsDeeperThan(parsed, MAX_RECORD_DEPTH)) throw new DraftError(`${label} nests deeper than ${MAX_RECORD_DEPTH} levels`);
  return parsed;
}

/** The social preview: an object in our JSON export, three columns in our CSV export. */
function previewOf(fields: Fields): unknown {
  const given = jsonOf(fields, 'preview', 'preview');
  if (given !== undefined) return given;
  const preview = compact({ title: pick(fields, 'previewtitle'), description: pick(fields, 'previewdescription'), image: pick(fields, 'previewimage') });
  return Object.keys(preview).length > 0 ? preview : undefined;
}

/** A plain CSV, or this service's own CSV or JSON export: the Link resource's field names. */
function ownDraft(fields: Fields, family: string): ImportDraft {
  const utmObject = typeof fields.utm === 'object' && fields.utm !== null ? (fields.utm as Record<string, unknown>) : {};
  const utm = Object.fromEntries(UTM_KEYS.map((key) => [key, pick(fields, `utm${key}`) ?? pick(utmObject, key)]).filter(([, value]) => value !== undefined));
  const slug = pick(fields, 'slug', 'shortcode', 'keyword', 'alias', 'backhalf');
  const domain = pick(fields, 'domain');
  const body = compact({
    destination_url: pick(fields, ...DESTINATION_NAMES),
    slug,
    domain,
    title: pickText(fields, 'title'),
    description: pickText(fields, 'description'),
    notes: pickText(fields, 'notes'),
    tags: tagsOf(fields.tags),
    redirect_type: numberOf(pick(fields, 'redirecttype')),
    expires_at: pick(fields, 'expiresat'),
    fallback_url: pick(fields, 'fallbackurl'),
    click_limit: numberOf(pick(fields, 'clicklimit')),
    indexable: flagOf(pick(fields, 'indexable')),
    utm: Object.keys(utm).length > 0 ? utm : undefined,
    forward_query: flagOf(pick(fields, 'forwardquery')),
    ios_url: pick(fields, 'iosurl'),
    android_url: pick(fields, 'androidurl'),
    rules: jsonOf(fields, 'rules', 'rules'),
    variants: jsonOf(fields, 'variants', 'variants'),
    preview: previewOf(fields),
    qr: jsonOf(fields, 'qr', 'qr'),
  });
  const folder = pick(fields, 'folder', 'foldername') ?? null;
  // The same code with another destination is another link: it must meet the taken slug, not be skipped as a repeat.
  const sourceKey = slug ? `${family}:${domain ?? ''}/${slug}:${contentKey([body.destination_url]).slice(4, 16)}` : contentKey([body, folder]);
  return { body, sourceKey, folder, createdAt: created(fields, 'createdat', 'created', 'datecreated') };
}

/** Another service's link: destination, short code (kept as the slug when it fits), title, tags, date. */
function foreignDraft(format: ImportFormat, destination: string | undefined, short: { host: string; code: string } | undefined, fields: Fields, dateNames: string[]): ImportDraft {
  const body = compact({
    destination_url: destination,
    slug: slugFrom(short?.code),
    title: pick(fields, 'title'),
    description: pick(fields, 'description'),
    tags: tagsOf(fields.tags),
  });
  const sourceKey = short ? `${format}:${short.host}/${short.code}` : contentKey([body]);
  const slugNote = slugNoteOf(short?.code);
  return { body, sourceKey, folder: null, createdAt: created(fields, ...dateNames), ...(slugNote ? { slugNote } : {}) };
}

// Our CSV export defuses formula starts with a quote mark (platform/text/csv.ts): undo it on the way back in.
function undefused(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? csvUndefused(value) : value]));
}

/** Turns one record of `format` into link input; throws `DraftError` for a record that names no link. */
export function draftOf(format: ImportFormat, fields: Fields): ImportDraft {
  switch (format) {
    case 'csv':
      return ownDraft(undefused(fields), 'own');
    case 'json':
      return ownDraft(fields, 'own');
    case 'bitly': {
      const short = shortUrlParts(pick(fields, 'bitlink', 'link', 'id'));
      const custom = pick(fields, 'custombackhalf', 'custombitlinks');
      const code = custom ? (shortUrlParts(custom.split(/[,|]/)[0]) ?? { host: short?.host ?? '', code: custom }) : short;
      return foreignDraft(format, pick(fields, 'longurl'), code && short ? { host: short.host, code: code.code } : short, fields, ['createdat', 'created', 'datecreated']);
    }
    case 'dub': {
      const short = shortUrlParts(pick(fields, 'shortlink', 'link'));
      const key = pick(fields, 'key');
      const host = pick(fields, 'domain') ?? short?.host ?? '';
      return foreignDraft(format, pick(fields, 'url', 'destinationurl'), key ? { host, code: key } : short, fields, ['createdat']);
    }
    case 'shlink': {
      const code = pick(fields, 'shortcode');
      const host = pick(fields, 'domain') ?? shortUrlParts(pick(fields, 'shorturl'))?.host ?? '';
      return foreignDraft(format, pick(fields, 'longurl'), code ? { host, code } : undefined, fields, ['createdat', 'datecreated']);
    }
    case 'kutt': {
      const code = pick(fields, 'address');
      const host = pick(fields, 'domain') ?? shortUrlParts(pick(fields, 'link'))?.host ?? '';
      return foreignDraft(format, pick(fields, 'target'), code ? { host, code } : undefined, fields, ['createdat']);
    }
    case 'yourls': {
      const keyword = pick(fields, 'keyword');
      const short = keyword ? { host: '', code: keyword } : shortUrlParts(pick(fields, 'shorturl'));
      return foreignDraft(format, pick(fields, 'url'), short ? { host: '', code: short.code } : undefined, fields, ['timestamp', 'createdat']);
    }
  }
}
