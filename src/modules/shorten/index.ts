// The face of the shorten module: other modules import from this file only.
export { claimLink, type ClaimOwner, findClaimableLink } from './claim.service.js';
export { shortenRoutes } from './shorten.routes.js';
export { readShortenUrl, ShortenBody } from './shorten.schemas.js';
export { shortenAnonymously, type ShortenDeps, type ShortenLimits, type ShortenResult } from './shorten.service.js';
