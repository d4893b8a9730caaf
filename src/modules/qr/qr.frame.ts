import { GLYPH_HEIGHT, measureText } from './qr.font.js';

/** Where a framed code's parts sit, in pixels of the whole image. */
export interface FrameLayout {
  size: number;
  /** Width of the frame on the top and, at least, on the sides. */
  border: number;
  /** Corner radius of a rounded frame. */
  radius: number;
  /** The light square that holds the code and its quiet zone. */
  window: { x: number; y: number; side: number };
  /** The call to action: font pixel size, top-left corner, and the band it is centred in. */
  text: { scale: number; x: number; y: number; bandTop: number; bandHeight: number };
}

/**
 * Lays out a frame inside `size` px: a border, the code's window, and a band below it for the
 * text; null when the text does not fit even at one pixel per font pixel.
 */
export function layoutFrame(size: number, text: string, rounded: boolean): FrameLayout | null {
  const border = Math.max(2, Math.round(size * 0.04));
  const bandHeight = Math.max(GLYPH_HEIGHT + 4, Math.round(size * 0.15));
  const side = size - border - bandHeight;
  const textWidth = measureText(text);
  const room = size - 2 * border;
  const scale = Math.min(Math.floor((bandHeight * 0.55) / GLYPH_HEIGHT), Math.floor(room / textWidth));
  if (scale < 1 || side <= 0) return null;
  const bandTop = border + side;
  return {
    size,
    border,
    radius: rounded ? Math.round(size * 0.06) : 0,
    window: { x: Math.floor((size - side) / 2), y: border, side },
    text: { scale, x: Math.floor((size - textWidth * scale) / 2), y: bandTop + Math.floor((bandHeight - GLYPH_HEIGHT * scale) / 2), bandTop, bandHeight },
  };
}
