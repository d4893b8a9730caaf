// The face of the links module: other modules import from this file only.
export { emitLinkEvent, emitStatusChanged } from './link-events.js';
export { transitionLink } from './link-status.js';
export { registerSweeps } from './link-sweeps.jobs.js';
export { LINK_STATUSES, type LinkStatus, type LinkTarget, parseLinkId, REDIRECT_TYPES, RESERVED, SLUG_PATTERN } from './link.js';
export { deleteFolder } from './links.folders.js';
export { UTM_KEYS } from './links.input.js';
export { deleteLink, getLink, getLinkRowOrThrow, listLinks, transitionOwnedLink, updateLink } from './links.manage.js';
export type { LinkResource } from './links.mapper.js';
export { type LinkQrDeps, linkQrRoutes, shortLinkQrRoutes } from './links.qr.routes.js';
export { LINK_SORTS, type LinkSort } from './links.list.repository.js';
export { assignClaimedLink, findLinkTarget, findPasswordHash, findUnclaimedLink, type LinkRow, reserveClick } from './links.repository.js';
export { registerRescan } from './links.rescan.jobs.js';
export { decideReview, listPendingReview, type ReviewDecision, type ReviewItem } from './links.review.js';
export { linksRoutes } from './links.routes.js';
export { linkSchema } from './links.schemas.js';
export { LinkCreateBody, LinkUpdateBody } from './links.input.schema.js';
export { type Actor, createLink, type LinksContext, readLinkCreateBody, resourceOf } from './links.service.js';
export { insertLinkWithSlug } from './slugs.js';
