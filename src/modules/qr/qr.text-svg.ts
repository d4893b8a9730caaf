import { encodeQrText } from './qr.encode.js';
import { layoutQr, minimumImageSize } from './qr.geometry.js';
import { renderQrSvg } from './qr.render-svg.js';
import { DEFAULT_DESIGN } from './qr.types.js';

/**
 * A plain SVG code of `text`, never cached: for secrets (an authenticator's `otpauth://` URI)
 * that must not linger in the image cache.
 */
export function renderSecretQrSvg(text: string, size = 240): string {
  const matrix = encodeQrText(text);
  const layout = layoutQr(matrix.count, size) ?? layoutQr(matrix.count, minimumImageSize(matrix.count));
  if (!layout) throw new Error('no layout for a QR code');
  return renderQrSvg(matrix, DEFAULT_DESIGN, layout).toString('utf8');
}
