// The face of the health module: destination checks, their alerts and the daily digest (ADR 0811).
export type { HealthContext } from './health.context.js';
export { createHealthContext, type HealthOptions } from './health.factory.js';
export { checkDueLinks, DIGEST_JOB, HEALTH_JOB, registerHealthJobs } from './health.jobs.js';
export { healthRoutes } from './health.routes.js';
export { sendHealthDigests } from './health-digest.js';
export { isParkingHost, PARKING_HOSTS } from './parking-hosts.js';
