import { hash } from 'node:crypto';
import { ByteLruCache } from './qr.cache.js';
import { encodeQrText, QrCapacityError, type QrEcc, type QrMatrix } from './qr.encode.js';
import { QrValidationError } from './qr.errors.js';
import { layoutQr, MIN_MODULE_PX, minimumImageSize, NARROW_QUIET_ZONE_MODULES, type QrLayout } from './qr.geometry.js';
import { buildQrText } from './qr.payload.js';
import { isBranded, renderBranded } from './qr.render-branded.js';
import { renderQrPng } from './qr.render-png.js';
import { renderQrSvg } from './qr.render-svg.js';
import { DEFAULT_DESIGN, type QrDesign, type QrFormat, type QrImage, type QrLogo, type QrPayload, type QrRequest } from './qr.types.js';

export type CachedQrImage = Omit<QrImage, 'filename'>;
export type QrImageCache = ByteLruCache<CachedQrImage>;

export const DEFAULT_QR_CACHE_BYTES = 32 * 1024 * 1024;
// Bump when rendering (or a qrcode upgrade) changes the bytes for the same parameters: old ETags must stop matching.
const RENDERER_VERSION = 1;
const CONTENT_TYPES: Record<QrFormat, string> = { png: 'image/png', svg: 'image/svg+xml' };

/** An in-process LRU of rendered images, bounded by the bytes of their bodies and keys. */
export function createQrImageCache(maxBytes = DEFAULT_QR_CACHE_BYTES): QrImageCache {
  return new ByteLruCache<CachedQrImage>(maxBytes, (key, image) => key.length * 2 + image.body.length + 256);
}

const defaultCache = createQrImageCache();

interface RenderJob {
  text: string;
  design: QrDesign;
  format: QrFormat;
  size: number;
  /** The uploaded logo the design's `logo` names, when there is one. */
  logo: QrLogo | null;
}

/** Strong ETag of a request, from its canonical parameters: answer 304 before rendering anything. */
export function computeQrEtag(req: QrRequest): string {
  return hashKey(canonicalKey(toJob(req)));
}

/** Renders (or takes from the cache) the image for `GET /api/qr`; throws QrValidationError for content that cannot fit. */
export function renderQr(req: QrRequest, cache: QrImageCache = defaultCache): QrImage {
  const image = renderJob(toJob(req), cache, contentField(req.payload));
  return { ...image, filename: `qr-code.${req.format}` };
}

/**
 * Renders the code of a link: it encodes the short URL, drawn with the link's saved design and
 * the logo that design names (null: none uploaded, drawn without). A branded design that would
 * not decode throws QrUnreadableError.
 */
export function renderLinkQr(
  shortUrl: string,
  design: QrDesign | null,
  opts: { format: QrFormat; size: number },
  logo: QrLogo | null = null,
  cache: QrImageCache = defaultCache,
): QrImage {
  const job = { text: shortUrl, design: design ?? DEFAULT_DESIGN, format: opts.format, size: opts.size, logo };
  // The encoded URL carries the scan marker (`?qr=1`): the slug is the path's last segment.
  const slug = /\/([A-Za-z0-9_-]{1,64})(?:\?[^/]*)?$/.exec(shortUrl)?.[1];
  return { ...renderJob(job, cache, 'url'), filename: `qr-${slug ?? 'code'}.${opts.format}` };
}

function toJob(req: QrRequest): RenderJob {
  return { text: buildQrText(req.payload), design: req.design, format: req.format, size: req.size, logo: null };
}

function renderJob(job: RenderJob, cache: QrImageCache, field: string): CachedQrImage {
  const key = canonicalKey(job);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const body = isBranded(job.design, job.logo) ? renderBranded(job, (ecc) => encodeOrThrow(job, field, ecc)) : renderPlain(job, field);
  const image = { body, contentType: CONTENT_TYPES[job.format], etag: hashKey(key) };
  cache.set(key, image);
  return image;
}

function renderPlain(job: RenderJob, field: string): Buffer {
  const matrix = encodeOrThrow(job, field);
  const layout = layoutOrThrow(matrix, job.size);
  return job.format === 'png' ? renderQrPng(matrix, job.design, layout) : renderQrSvg(matrix, job.design, layout);
}

function encodeOrThrow(job: RenderJob, field: string, ecc?: QrEcc): QrMatrix {
  try {
    return encodeQrText(job.text, ecc);
  } catch (error) {
    if (!(error instanceof QrCapacityError)) throw error;
    throw new QrValidationError({
      [field]: [`makes the content too long for a QR code (${error.bytes} bytes encoded; shorten it)`],
    });
  }
}

function layoutOrThrow(matrix: QrMatrix, size: number): QrLayout {
  const layout = layoutQr(matrix.count, size);
  if (layout !== null) return layout;
  const minimum = minimumImageSize(matrix.count);
  throw new QrValidationError({
    size: [`must be at least ${minimum} for this content (${MIN_MODULE_PX} px per module and a margin of ${NARROW_QUIET_ZONE_MODULES} module)`],
  });
}

// Everything that changes the bytes, in a fixed order; the payload type does not (same text, same image).
function canonicalKey(job: RenderJob): string {
  const { design } = job;
  return JSON.stringify([
    RENDERER_VERSION,
    job.format,
    job.size,
    design.dotStyle,
    design.markerShape,
    design.markerCenter,
    design.foreground,
    design.markerColor,
    design.transparent,
    job.text,
    // Appended only when set, so plain codes keep the keys (and ETags) they had.
    ...(design.background === DEFAULT_DESIGN.background ? [] : [design.background]),
    ...(isBranded(design, job.logo) ? [design.logo, job.logo?.hash ?? null, design.frame, design.frameText, design.frameColor] : []),
  ]);
}

function hashKey(key: string): string {
  return `"${hash('sha256', key, 'base64url').slice(0, 32)}"`;
}

/** The payload field a too-long error is reported on: the longest one given. */
function contentField(payload: QrPayload): string {
  let longest = 'type';
  let length = -1;
  for (const [field, value] of Object.entries(payload)) {
    if (field !== 'type' && typeof value === 'string' && value.length > length) {
      longest = field;
      length = value.length;
    }
  }
  return longest;
}
