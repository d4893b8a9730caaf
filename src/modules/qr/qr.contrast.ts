/** Lowest WCAG contrast ratio against white we accept for ink (WCAG 2.1 SC 1.4.11, graphics). */
export const MIN_CONTRAST_WITH_WHITE = 3;

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map(linearise);
  return 0.2126 * (channels[0] ?? 0) + 0.7152 * (channels[1] ?? 0) + 0.0722 * (channels[2] ?? 0);
}

/** Contrast ratio of a `#rrggbb` colour against white, from 1 (white) to 21 (black). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastBetween(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 1) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * Why ink would not scan on this background, or null. Ink must be darker: light-on-dark codes
 * are read by some scanners only.
 */
export function describeLowContrastOn(ink: string, background: string): string | null {
  if (background === '#ffffff') return describeLowContrast(ink);
  if (relativeLuminance(ink) >= relativeLuminance(background)) return `must be darker than the background ${background}`;
  const ratio = contrastBetween(ink, background);
  if (ratio >= MIN_CONTRAST_WITH_WHITE) return null;
  return `is too close to the background ${background} to scan: contrast ${Math.floor(ratio * 100) / 100}:1, at least ${MIN_CONTRAST_WITH_WHITE}:1 needed`;
}

/** Why a colour is too light to scan on white, or null when it is dark enough. */
export function describeLowContrast(hex: string): string | null {
  const ratio = contrastWithWhite(hex);
  if (ratio >= MIN_CONTRAST_WITH_WHITE) return null;
  // Truncate rather than round so the message never shows the threshold for a refused colour.
  const shown = Math.floor(ratio * 100) / 100;
  return `is too light to scan on white: contrast ${shown}:1, at least ${MIN_CONTRAST_WITH_WHITE}:1 needed`;
}

function linearise(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
