import { bodyChecker, textChecker } from '../../platform/http/validation.js';
import { describeFrameTextContrast, describeLowContrastOn } from './qr.contrast.js';
import { createFieldSource } from './qr.fields.js';
import { readQrPayload } from './qr.payload-params.js';
import { type LinkQrQuery, QrDesignBody, QrQuery } from './qr.schemas.js';
import { DEFAULT_DESIGN, DEFAULT_SIZE, type FieldErrors, type ParseResult, type QrDesign, type QrDesignJson, type QrFormat, type QrRequest } from './qr.types.js';

// Readers of QR input that its schema (qr.schemas.ts) already validated: what is left is what a
// schema cannot say, the payload's content rules and ink that would vanish on white.

/** Options of a link's code (`GET /api/v1/links/{id}/qr`, `/qr/{slug}`). */
export interface LinkQrOptions {
  format: QrFormat;
  size: number;
  download: boolean;
}

type DesignFields = Omit<QrDesignBody, 'transparent'> & { transparent?: boolean };

const canonicalColor = (given: string): string => `#${given.replace('#', '').toLowerCase()}`;

/** A keyless QR request from its validated query. */
export function readQrRequest(query: QrQuery): ParseResult<QrRequest> {
  const src = createFieldSource(query as Record<string, unknown>);
  // Only the keyless style fields: a stray `frame` or `logo` in the query must not brand the code.
  const { dot_style, marker_shape, marker_center, foreground, marker_color, transparent, background } = query;
  const design = readQrDesign({ dot_style, marker_shape, marker_center, foreground, marker_color, transparent, background });
  const payload = readQrPayload(src, query.type ?? 'url');
  const errors = { ...(design.ok ? {} : design.errors), ...src.errors };
  if (!design.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { payload, ...readLinkQrOptions(query), design: design.value } };
}

const checkQrQuery = textChecker(QrQuery);

/** The whole check GET /api/qr makes, schema first, for a query that did not come through it. */
export function parseQrQuery(raw: Record<string, unknown>): ParseResult<QrRequest> {
  const query = { ...raw };
  const errors = checkQrQuery(query);
  return errors === null ? readQrRequest(query as QrQuery) : { ok: false, errors };
}

/** Format, size and download of a validated query, defaults filled in. */
export function readLinkQrOptions(query: LinkQrQuery): LinkQrOptions {
  return { format: query.format ?? 'png', size: query.size ?? DEFAULT_SIZE, download: query.download ?? false };
}

/**
 * The design that validated design fields describe, defaults filled in; errors are keyed
 * `<prefix><field>` (`qr.foreground` in link input). Ink too light for scanners is refused
 * rather than silently darkened: the user chose that colour.
 */
export function readQrDesign(fields: DesignFields, prefix = ''): ParseResult<QrDesign> {
  const errors: FieldErrors = {};
  const transparent = fields.transparent ?? DEFAULT_DESIGN.transparent;
  const background = fields.background === undefined ? DEFAULT_DESIGN.background : canonicalColor(fields.background);
  // A transparent code has no background of its own: judged against white, as before.
  const judgedOn = transparent ? '#ffffff' : background;
  const ink = (field: 'foreground' | 'marker_color'): string | undefined => {
    const given = fields[field];
    if (given === undefined) return undefined;
    const color = canonicalColor(given);
    const problem = describeLowContrastOn(color, judgedOn);
    if (problem !== null) errors[`${prefix}${field}`] = [problem];
    return color;
  };
  const foreground = ink('foreground') ?? DEFAULT_DESIGN.foreground;
  const markerColor = ink('marker_color') ?? foreground;
  if (fields.foreground === undefined && background !== DEFAULT_DESIGN.background) {
    const problem = describeLowContrastOn(foreground, judgedOn);
    if (problem !== null) errors[`${prefix}background`] = [`is too dark for the default black ink (${problem.replace(/ the background #[0-9a-f]{6}/, ' it')})`];
  }
  const frameColor = fields.frame_color === undefined ? foreground : canonicalColor(fields.frame_color);
  const frame = fields.frame ?? DEFAULT_DESIGN.frame;
  const textProblem = frame === 'none' ? null : describeFrameTextContrast(frameColor, transparent ? '#ffffff' : background);
  if (textProblem !== null) errors[`${prefix}frame_color`] = [textProblem];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      dotStyle: fields.dot_style ?? DEFAULT_DESIGN.dotStyle,
      markerShape: fields.marker_shape ?? DEFAULT_DESIGN.markerShape,
      markerCenter: fields.marker_center ?? DEFAULT_DESIGN.markerCenter,
      foreground,
      markerColor,
      transparent,
      background,
      logo: fields.logo ?? DEFAULT_DESIGN.logo,
      frame,
      frameText: fields.frame_text ?? DEFAULT_DESIGN.frameText,
      frameColor,
    },
  };
}

const checkDesignJson = bodyChecker(QrDesignBody);

/** A link's stored design, or null for the default look (also for one that no longer passes). */
export function designOf(stored: string | null): QrDesign | null {
  if (!stored) return null;
  const json = JSON.parse(stored) as unknown;
  if (checkDesignJson(json) !== null) return null;
  const design = readQrDesign(json as QrDesignBody);
  return design.ok ? design.value : null;
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
    background: design.background,
    logo: design.logo,
    frame: design.frame,
    frame_text: design.frameText,
    frame_color: design.frameColor,
  };
}
