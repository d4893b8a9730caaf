// The face of the qr module: other modules import from this file only.
export { MIN_CONTRAST_WITH_WHITE } from './qr.contrast.js';
export { qrDocs, qrQueryDocument } from './qr.docs.js';
export { LOGO_TYPES, MAX_LOGO_BYTES } from './qr.logo-image.js';
export { findQrLogo, type LogoOwner, logoForDesign, type QrLogoResource, removeQrLogo, saveQrLogo } from './qr.logos.js';
export { designOf, type LinkQrOptions, readLinkQrOptions, readQrDesign, toQrDesignJson } from './qr.params.js';
export { limitQrRequests, qrValidationError, renderOrThrow, sendImage } from './qr.reply.js';
export { LinkQrQuery, QrDesignBody, QrPreviewQuery } from './qr.schemas.js';
export { qrRoutes } from './qr.routes.js';
export { renderLinkQr } from './qr.service.js';
export { renderSecretQrSvg } from './qr.text-svg.js';
export { DOT_STYLES, FRAME_STYLES, LOGO_CHOICES, MARKER_CENTERS, MARKER_SHAPES, type QrDesign, type QrDesignJson, type QrLogo } from './qr.types.js';
