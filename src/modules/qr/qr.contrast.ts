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

/** Why frame text in the background colour would not read on `frameColor`, or null. */
export function describeFrameTextContrast(frameColor: string, background: string): string | null {
  const ratio = contrastBetween(frameColor, background);
  return ratio >= MIN_CONTRAST_WITH_WHITE ? null : CONTRAST_MESSAGES.frameText(ratioText(ratio));
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastBetween(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 1) + 0.05) / ((dark ?? 0) + 0.05);
}

const ratioText = (ratio: number): string => String(Math.floor(ratio * 100) / 100);

/** The wording of each contrast refusal, one place for the answers and the document. */
export const CONTRAST_MESSAGES = {
  tooLight: (ratio: string) => `is too light to scan on white: contrast ${ratio}:1, at least ${MIN_CONTRAST_WITH_WHITE}:1 needed`,
  tooClose: (background: string, ratio: string) => `is too close to the background ${background} to scan: contrast ${ratio}:1, at least ${MIN_CONTRAST_WITH_WHITE}:1 needed`,
  notDarker: (background: string) => `must be darker than the background ${background}`,
  frameText: (ratio: string) => `is too close to the background for the frame text: contrast ${ratio}:1, at least ${MIN_CONTRAST_WITH_WHITE}:1 needed`,
};

/** How an ink colour's schema documents the contrast refusals (`x-errors`, placeholders in angle brackets). */
export const INK_CONTRAST_ERRORS = {
  contrast: CONTRAST_MESSAGES.tooLight('<ratio>'),
  contrast_background: CONTRAST_MESSAGES.tooClose('#<background>', '<ratio>'),
  darker: CONTRAST_MESSAGES.notDarker('#<background>'),
};

/** What every ink colour's schema says of the rule. */
export const INK_CONTRAST_RULE =
  `Refused (422 invalid_field on this field) when the code would not scan: ink must be darker than the background and contrast with it ` +
  `at least ${MIN_CONTRAST_WITH_WHITE}:1 (the WCAG minimum for graphics), judged against white when transparent`;

/**
 * Why ink would not scan on this background, or null. Ink must be darker: light-on-dark codes
 * are read by some scanners only.
 */
export function describeLowContrastOn(ink: string, background: string): string | null {
  if (background === '#ffffff') return describeLowContrast(ink);
  if (relativeLuminance(ink) >= relativeLuminance(background)) return CONTRAST_MESSAGES.notDarker(background);
  const ratio = contrastBetween(ink, background);
  if (ratio >= MIN_CONTRAST_WITH_WHITE) return null;
  return CONTRAST_MESSAGES.tooClose(background, ratioText(ratio));
}

/** Why a colour is too light to scan on white, or null when it is dark enough. */
export function describeLowContrast(hex: string): string | null {
  const ratio = contrastWithWhite(hex);
  if (ratio >= MIN_CONTRAST_WITH_WHITE) return null;
  // Truncated rather than rounded so the message never shows the threshold for a refused colour.
  return CONTRAST_MESSAGES.tooLight(ratioText(ratio));
}

function linearise(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
