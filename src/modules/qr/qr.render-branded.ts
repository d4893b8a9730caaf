import { QrUnreadableError } from '../../platform/http/errors.js';
import { encodeCanvasPng } from './qr.canvas.js';
import { composeBranded, logoSquare, windowOrigin, type BrandedParts } from './qr.compose.js';
import { LOGO_ECC, QR_ECC, type QrEcc, type QrMatrix } from './qr.encode.js';
import { QrValidationError } from './qr.errors.js';
import { layoutFrame } from './qr.frame.js';
import { layoutQr, type QrLayout } from './qr.geometry.js';
import { clearLogoBox, findLogoBox } from './qr.logo-box.js';
import { renderQrSvg } from './qr.render-svg.js';
import { MAX_SIZE, MIN_SIZE, type QrDesign, type QrFormat, type QrLogo } from './qr.types.js';
import { verifyDecodes } from './qr.verify.js';

/** A code drawn with a logo or a frame. */
export interface BrandedJob {
  text: string;
  design: QrDesign;
  format: QrFormat;
  size: number;
  logo: QrLogo | null;
}

/** True when the design needs the branded path: a logo to draw or a frame. */
export function isBranded(design: QrDesign, logo: QrLogo | null): boolean {
  return design.frame !== 'none' || (design.logo !== 'none' && logo !== null);
}

/**
 * Draws a logo and/or frame around the code and proves the result decodes before it is sent.
 * The logo's modules are cleared (never drawn over), at error correction H, in a box that
 * leaves every function pattern whole.
 */
export function renderBranded(job: BrandedJob, encode: (ecc: QrEcc) => QrMatrix): Buffer {
  const { design } = job;
  const logo = design.logo !== 'none' ? job.logo : null;
  const matrix = encode(logo ? LOGO_ECC : QR_ECC);
  const box = logo ? findLogoBox(matrix) : null;
  if (logo && box === null) {
    throw new QrUnreadableError(`The link is too long for a code with a logo (version ${matrix.version}); shorten its slug or domain, or choose no logo`);
  }
  const cleared = box ? clearLogoBox(matrix, box) : matrix;
  const frameOf = (size: number) => (design.frame === 'none' ? null : layoutFrame(size, design.frameText, design.frame === 'rounded'));
  const layoutAt = (size: number): { frame: ReturnType<typeof frameOf>; layout: QrLayout | null } => {
    const frame = frameOf(size);
    if (design.frame !== 'none' && frame === null) return { frame, layout: null };
    return { frame, layout: layoutQr(cleared.count, frame?.window.side ?? size) };
  };
  const { frame, layout } = layoutAt(job.size);
  if (layout === null) {
    let minimum = job.size + 1;
    while (minimum <= MAX_SIZE && layoutAt(minimum).layout === null) minimum++;
    const what = design.frame === 'none' ? 'this content' : 'this content in a frame with this text';
    throw new QrValidationError({ size: [minimum > MAX_SIZE ? `is too small for ${what}` : `must be at least ${Math.max(minimum, MIN_SIZE)} for ${what}`] });
  }
  const parts: BrandedParts = { matrix: cleared, design, layout, frame, logo: logo && box ? { image: logo, box } : null };
  const canvas = composeBranded(parts);
  verifyDecodes(canvas, job.text, layout.modulePx);
  if (job.format === 'png') return encodeCanvasPng(canvas);
  const svgLogo = parts.logo ? { image: parts.logo.image, square: logoSquare(parts, parts.logo.box) } : null;
  return renderQrSvg(cleared, design, layout, { frame, origin: windowOrigin(parts), logo: svgLogo });
}
