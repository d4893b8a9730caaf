export const QR_TYPES = ['url', 'text', 'email', 'phone', 'sms', 'whatsapp', 'wifi', 'vcard'] as const;
export const QR_FORMATS = ['png', 'svg'] as const;
export const DOT_STYLES = ['square', 'dots', 'rounded'] as const;
export const MARKER_SHAPES = ['square', 'rounded', 'circle'] as const;
export const MARKER_CENTERS = ['square', 'dot'] as const;
export const WIFI_ENCRYPTIONS = ['WPA', 'WEP', 'nopass'] as const;
/** Which uploaded logo a link's code draws in its centre (ADR 0502). */
export const LOGO_CHOICES = ['none', 'account', 'link'] as const;
export const FRAME_STYLES = ['none', 'square', 'rounded'] as const;

export type QrType = (typeof QR_TYPES)[number];
export type QrFormat = (typeof QR_FORMATS)[number];
export type DotStyle = (typeof DOT_STYLES)[number];
export type MarkerShape = (typeof MARKER_SHAPES)[number];
export type MarkerCenter = (typeof MARKER_CENTERS)[number];
export type WifiEncryption = (typeof WIFI_ENCRYPTIONS)[number];
export type LogoChoice = (typeof LOGO_CHOICES)[number];
export type FrameStyle = (typeof FRAME_STYLES)[number];

/** Look of a code; colours are canonical `#rrggbb` (lower case), markerColor already resolved. */
export interface QrDesign {
  dotStyle: DotStyle;
  markerShape: MarkerShape;
  markerCenter: MarkerCenter;
  foreground: string;
  markerColor: string;
  transparent: boolean;
  /** Drawn behind the code unless transparent; ink contrast is judged against it. */
  background: string;
  logo: LogoChoice;
  frame: FrameStyle;
  /** The call to action under the code when framed, as given (drawn in capitals). */
  frameText: string;
  frameColor: string;
}

/** The saved per-link design as it travels in JSON (snake_case, like the rest of the wire format). */
export interface QrDesignJson {
  dot_style: DotStyle;
  marker_shape: MarkerShape;
  marker_center: MarkerCenter;
  foreground: string;
  marker_color: string;
  transparent: boolean;
  background: string;
  logo: LogoChoice;
  frame: FrameStyle;
  frame_text: string;
  frame_color: string;
}

/** Validated payload fields; optional text fields are '' when absent, phones are normalised. */
export type QrPayload =
  | { type: 'url'; url: string }
  | { type: 'text'; text: string }
  | { type: 'email'; to: string; subject: string; body: string }
  | { type: 'phone'; phone: string }
  | { type: 'sms'; phone: string; body: string }
  | { type: 'whatsapp'; phone: string; text: string }
  | { type: 'wifi'; ssid: string; password: string; encryption: WifiEncryption }
  | { type: 'vcard'; name: string; org: string; title: string; phone: string; email: string; url: string };

export interface QrRequest {
  payload: QrPayload;
  format: QrFormat;
  size: number;
  design: QrDesign;
  download: boolean;
}

export interface QrImage {
  body: Buffer;
  contentType: string;
  etag: string;
  filename: string;
}

/** Field name to messages, the `errors` member of a 422 body. */
export type FieldErrors = Record<string, string[]>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export const DEFAULT_DESIGN: QrDesign = {
  dotStyle: 'square',
  markerShape: 'square',
  markerCenter: 'square',
  foreground: '#000000',
  markerColor: '#000000',
  transparent: false,
  background: '#ffffff',
  logo: 'none',
  frame: 'none',
  frameText: 'Scan me',
  frameColor: '#000000',
};

/** A logo's pixels as stored (RGBA, re-encoded at upload) and the hash that names them in ETags. */
export interface QrLogo {
  png: Buffer;
  width: number;
  height: number;
  hash: string;
}

export const DEFAULT_SIZE = 512;
export const MIN_SIZE = 64;
export const MAX_SIZE = 2048;
