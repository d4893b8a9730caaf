import { describeLowContrast } from './qr.contrast.js';
import {
  addFieldError,
  createFieldSource,
  type FieldSource,
  readBoolean,
  readColor,
  readEnum,
  readInteger,
} from './qr.fields.js';
import { readQrPayload } from './qr.payload-params.js';
import {
  DEFAULT_DESIGN,
  DEFAULT_SIZE,
  DOT_STYLES,
  MARKER_CENTERS,
  MARKER_SHAPES,
  MAX_SIZE,
  MIN_SIZE,
  type ParseResult,
  QR_FORMATS,
  QR_TYPES,
  type QrDesign,
  type QrDesignJson,
  type QrFormat,
  type QrRequest,
} from './qr.types.js';

/** Options of the per-link QR endpoint (`GET /api/v1/links/{id}/qr`). */
export interface LinkQrOptions {
  format: QrFormat;
  size: number;
  download: boolean;
}

/** Validates every `GET /api/qr` query parameter; unknown parameters are ignored. */
export function parseQrQuery(query: Record<string, unknown>): ParseResult<QrRequest> {
  const src = createFieldSource(query);
  const type = readEnum(src, 'type', QR_TYPES, 'url');
  const { format, size, download } = readImageOptions(src);
  const design = readDesign(src);
  // Payload fields depend on the type: with an invalid type there is nothing sound to check.
  const payload = src.errors['type'] === undefined ? readQrPayload(src, type) : null;
  if (payload === null || hasErrors(src)) return { ok: false, errors: src.errors };
  return { ok: true, value: { payload, format, size, design, download } };
}

/** Validates the query of the per-link QR endpoint: format, size and download. */
export function parseLinkQrQuery(query: Record<string, unknown>): ParseResult<LinkQrOptions> {
  const src = createFieldSource(query);
  const options = readImageOptions(src);
  return hasErrors(src) ? { ok: false, errors: src.errors } : { ok: true, value: options };
}

/** Validates a link's saved `qr` design object; errors are keyed `qr.<field>`, absent fields take defaults. */
export function parseQrDesign(input: unknown): ParseResult<QrDesign> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: { qr: ['must be an object'] } };
  }
  const src = createFieldSource(input as Record<string, unknown>, 'qr.');
  const design = readDesign(src);
  return hasErrors(src) ? { ok: false, errors: src.errors } : { ok: true, value: design };
}

/** The design as stored and returned in JSON. */
export function toQrDesignJson(design: QrDesign): QrDesignJson {
  return {
    dot_style: design.dotStyle,
    marker_shape: design.markerShape,
    marker_center: design.markerCenter,
    foreground: design.foreground,
    marker_color: design.markerColor,
    transparent: design.transparent,
  };
}

function readImageOptions(src: FieldSource): LinkQrOptions {
  return {
    format: readEnum(src, 'format', QR_FORMATS, 'png'),
    size: readInteger(src, 'size', MIN_SIZE, MAX_SIZE, DEFAULT_SIZE),
    download: readBoolean(src, 'download', false),
  };
}

function readDesign(src: FieldSource): QrDesign {
  const foreground = readInkColor(src, 'foreground') ?? DEFAULT_DESIGN.foreground;
  return {
    dotStyle: readEnum(src, 'dot_style', DOT_STYLES, DEFAULT_DESIGN.dotStyle),
    markerShape: readEnum(src, 'marker_shape', MARKER_SHAPES, DEFAULT_DESIGN.markerShape),
    markerCenter: readEnum(src, 'marker_center', MARKER_CENTERS, DEFAULT_DESIGN.markerCenter),
    foreground,
    markerColor: readInkColor(src, 'marker_color') ?? foreground,
    transparent: readBoolean(src, 'transparent', DEFAULT_DESIGN.transparent),
  };
}

// Ink too light for scanners is refused rather than silently darkened: the user chose that colour.
function readInkColor(src: FieldSource, field: string): string | undefined {
  const color = readColor(src, field);
  const problem = color === undefined ? null : describeLowContrast(color);
  if (problem === null) return color;
  addFieldError(src, field, problem);
  return undefined;
}

function hasErrors(src: FieldSource): boolean {
  return Object.keys(src.errors).length > 0;
}
