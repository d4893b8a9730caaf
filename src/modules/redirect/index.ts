// The face of the redirect module: other modules import from this file only.
export { brandedHostGuard } from './branded-hosts.js';
export { createFastRedirect } from './fast-redirect.js';
export { createLinkCache, type LinkCache } from './link-cache.js';
export { createLinkPasswordGuard, type LinkPasswordGuard } from './password-guard.js';
export { statePage } from './redirect.pages.js';
export { redirectRoutes } from './redirect.routes.js';
export { linkLoader } from './link-loader.js';
export { chooseSmartDestination, matchesRule, preferredLanguage, type SmartChoice, type SmartReason, type Visitor } from './smart-choice.js';
export { testVisitor, type VisitorDescription, type VisitorOutcome } from './test-visitor.js';
export { testVisitorRoutes } from './test-visitor.routes.js';
