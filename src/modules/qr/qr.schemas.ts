import { type Static, Type } from 'typebox';
import { X_ERRORS } from '../../platform/http/validation.js';
import { CONTRAST_MESSAGES, INK_CONTRAST_ERRORS, INK_CONTRAST_RULE, MIN_CONTRAST_WITH_WHITE } from './qr.contrast.js';
import { FRAME_TEXT_CHARS, FRAME_TEXT_SYMBOLS, MAX_FRAME_TEXT } from './qr.font.js';
import { DEFAULT_SIZE, DOT_STYLES, FRAME_STYLES, LOGO_CHOICES, MARKER_CENTERS, MARKER_SHAPES, MAX_SIZE, MIN_SIZE, QR_FORMATS, QR_TYPES, WIFI_ENCRYPTIONS } from './qr.types.js';

// QR input: one TypeBox schema per request gives the validation, the TypeScript type and the
// OpenAPI document. What a schema cannot say (ink light enough to vanish on white, the content
// rules of each payload: a phone number's digits, a WPA password's length) is checked on the
// validated value (qr.params.ts, qr.payload-params.ts).

const HEX_COLOR = '^#?[0-9a-fA-F]{6}$';
const HEX_ERROR = 'must be a 6-digit hex colour such as 1a2b3c or #1a2b3c';
/** A colour; `refusals` documents the checks made after the schema's (contrast), by name. */
const hex = (description: string, refusals: Record<string, string> = {}) =>
  Type.String({ pattern: HEX_COLOR, description, [X_ERRORS]: { '*': HEX_ERROR, ...refusals } });
/** Query flags: 1 or 0 (true and false are read too). */
const flag = (description: string) => Type.Boolean({ description, [X_ERRORS]: { '*': 'must be 1 or 0' } });

const FRAME_TEXT_DRAWN = `letters A to Z without accents, digits, spaces and ${FRAME_TEXT_SYMBOLS.join(' ')}`;

// No defaults on design fields: the web app's preview draws the saved design unless one is named.
const designFields = {
  dot_style: Type.Optional(Type.Enum([...DOT_STYLES], { description: 'Default square' })),
  marker_shape: Type.Optional(Type.Enum([...MARKER_SHAPES], { description: 'Default square' })),
  marker_center: Type.Optional(Type.Enum([...MARKER_CENTERS], { description: 'Default square' })),
  foreground: Type.Optional(hex(`Default 000000. ${INK_CONTRAST_RULE}.`, INK_CONTRAST_ERRORS)),
  marker_color: Type.Optional(hex(`Defaults to the foreground colour. ${INK_CONTRAST_RULE}.`, INK_CONTRAST_ERRORS)),
  background: Type.Optional(
    hex(`Default ffffff. Must be lighter than the inks, which need ${MIN_CONTRAST_WITH_WHITE}:1 against it; not drawn when transparent`, {
      contrast: `is too dark for the default black ink (is too close to it to scan: contrast <ratio>:1, at least ${MIN_CONTRAST_WITH_WHITE}:1 needed)`,
    }),
  ),
};

// Branding is for a link's own code only: the keyless /api/qr would let anyone mint branded codes.
const brandFields = {
  logo: Type.Optional(Type.Enum([...LOGO_CHOICES], { description: 'Which uploaded logo to draw in the centre: the account\'s, the link\'s, or none. Default none' })),
  frame: Type.Optional(Type.Enum([...FRAME_STYLES], { description: 'A border in frame_color with frame_text below the code. Default none' })),
  frame_text: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: MAX_FRAME_TEXT,
      pattern: `^[${FRAME_TEXT_CHARS}]*$`,
      description: `Call to action under a framed code, drawn in capitals in the code's own font: ${FRAME_TEXT_DRAWN}. Default "Scan me"`,
      [X_ERRORS]: {
        '*': `must be 1 to ${MAX_FRAME_TEXT} characters of ${FRAME_TEXT_DRAWN}`,
        maxLength: `must be at most ${MAX_FRAME_TEXT} characters`,
        pattern: `holds a character the frame's font cannot draw (an accented letter, an emoji, < or >); it draws ${FRAME_TEXT_DRAWN}`,
      },
    }),
  ),
  frame_color: Type.Optional(
    hex(`Default: the foreground. The frame text is drawn in the background colour on it, so they need ${MIN_CONTRAST_WITH_WHITE}:1 contrast`, {
      contrast: CONTRAST_MESSAGES.frameText('<ratio>'),
    }),
  ),
};

const imageFields = {
  format: Type.Optional(Type.Enum([...QR_FORMATS], { default: 'png' })),
  size: Type.Optional(
    Type.Integer({
      minimum: MIN_SIZE,
      maximum: MAX_SIZE,
      default: DEFAULT_SIZE,
      description: 'Width and height in pixels, quiet zone included',
      [X_ERRORS]: { '*': `must be an integer from ${MIN_SIZE} to ${MAX_SIZE}` },
    }),
  ),
  download: Type.Optional(flag('1 sends Content-Disposition: attachment. Default 0')),
};

/** The style of a query: design and image options. */
const styleFields = { ...imageFields, ...designFields, transparent: Type.Optional(flag('1 draws no background. Default 0')) };

/** The field each payload type cannot do without. */
const REQUIRED_BY_TYPE = { url: 'url', text: 'text', email: 'to', phone: 'phone', sms: 'phone', whatsapp: 'phone', wifi: 'ssid', vcard: 'name' } as const;

const text = Type.Optional(Type.String());
export const QrQuery = Type.Object(
  {
    type: Type.Optional(Type.Enum([...QR_TYPES], { default: 'url' })),
    ...styleFields,
    url: Type.Optional(Type.String({ maxLength: 2048, description: 'http or https; https:// is assumed when no scheme is given' })),
    text,
    to: text,
    subject: text,
    body: text,
    phone: text,
    ssid: text,
    password: text,
    encryption: Type.Optional(Type.Enum([...WIFI_ENCRYPTIONS], { description: 'Default WPA with a password, nopass without' })),
    name: text,
    org: text,
    title: text,
    email: text,
  },
  {
    // `type` absent means url, so only the url rule holds without it.
    allOf: Object.entries(REQUIRED_BY_TYPE).map(([type, field]) => ({
      if: { properties: { type: { const: type } }, ...(type === 'url' ? {} : { required: ['type'] }) },
      then: { required: [field] },
    })),
  },
);
export type QrQuery = Static<typeof QrQuery>;

/** The code of a link: its saved design, drawn at a size and format. */
export const LinkQrQuery = Type.Object(imageFields);
export type LinkQrQuery = Static<typeof LinkQrQuery>;

/** The web app's live preview of a link's code: image options and any design options. */
export const QrPreviewQuery = Type.Object({ ...styleFields, ...brandFields });
export type QrPreviewQuery = Static<typeof QrPreviewQuery>;

/** A link's saved design in JSON (`qr` of link input). */
export const QrDesignBody = Type.Object(
  { ...designFields, transparent: Type.Optional(Type.Boolean({ description: 'Default false' })), ...brandFields },
  {
    description:
      `Saved QR design: the style fields of GET /api/qr, plus logo, frame, frame_text and frame_color. Colours must contrast with the background at least ${MIN_CONTRAST_WITH_WHITE}:1, ` +
      'or phones cannot read the code; a design that does not decode is refused with qr_unreadable.',
  },
);
export type QrDesignBody = Static<typeof QrDesignBody>;

export const REQUIRED_FIELD_DOC = Object.entries(REQUIRED_BY_TYPE)
  .map(([type, field]) => `${type}→${field}`)
  .join(', ');
