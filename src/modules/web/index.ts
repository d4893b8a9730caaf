// The face of the web module: other modules import from this file only.
export { claimRoutes } from './routes/claim.routes.js';
export { webApp } from './web.plugin.js';
export { webSwitches } from './web.context.js';
