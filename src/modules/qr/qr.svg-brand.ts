import type { FrameLayout } from './qr.frame.js';
import { describeRoundRect } from './qr.svg-path.js';
import type { SvgBytes } from './qr.svg-bytes.js';
import type { QrDesign, QrLogo } from './qr.types.js';

/** What a branded SVG adds around and over the code. */
export interface SvgBrand {
  frame: FrameLayout | null;
  /** Where the code's window starts in the image. */
  origin: { x: number; y: number };
  logo: { image: QrLogo; square: { x: number; y: number; side: number } } | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', "'": '&apos;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** The frame: a ring in frame_color around the light window, and the call to action in the band below. */
export function writeSvgFrame(out: SvgBytes, frame: FrameLayout, design: QrDesign): void {
  const { size, radius, window: win, text } = frame;
  const square = (side: number, r: number) => describeRoundRect({ x: 0, y: 0, w: side, h: side, radii: [r, r, r, r] });
  if (!design.transparent) out.text(`<rect x="${win.x}" y="${win.y}" width="${win.side}" height="${win.side}" fill="${design.background}"/>`);
  out.text(`<path fill="${design.frameColor}" fill-rule="evenodd" d="M0 0${square(size, radius)}M${win.x} ${win.y}${square(win.side, 0)}"/>`);
  const label = design.frameText.toUpperCase().replace(/[&'<>"]/g, (c) => ESCAPES[c] ?? '');
  const room = size - 2 * frame.border;
  // Bold sans capitals run about 0.7 em wide; the band's height bounds the size too.
  const fontSize = Math.min(text.bandHeight * 0.5, room / (design.frameText.length * 0.72));
  const baseline = text.bandTop + text.bandHeight / 2 + fontSize * 0.36;
  const fill = design.transparent ? '#ffffff' : design.background;
  out.text(
    `<text x="${size / 2}" y="${round(baseline)}" text-anchor="middle" font-family="DejaVu Sans, Verdana, Arial, sans-serif" font-weight="bold" font-size="${round(fontSize)}" fill="${fill}">${label}</text>`,
  );
}

/** The logo as an embedded PNG of its sanitised pixels: no uploaded markup is ever part of our SVG. */
export function writeSvgLogo(out: SvgBytes, logo: NonNullable<SvgBrand['logo']>): void {
  const { x, y, side } = logo.square;
  out.text(`<image x="${x}" y="${y}" width="${side}" height="${side}" preserveAspectRatio="xMidYMid meet" href="data:image/png;base64,`);
  out.text(logo.image.png.toString('base64'));
  out.text('"/>');
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
