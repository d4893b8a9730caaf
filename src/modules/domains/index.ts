// The face of the domains module: other modules import from this file only.
export { registerDomainChecks } from './domains.jobs.js';
export { domainsRoutes } from './domains.routes.js';
export { addDomain, deleteDomain, type DomainOwner, type DomainsContext, defaultDomainOf, getDomain, issueDomainToken, listDomains, updateDomain, usableDomain } from './domains.service.js';
export { createRecordChecker, type DnsRecord, RECORD_STATUSES } from './dns-records.js';
export { verifyDomainNow } from './domain-checks.js';
export type { DomainResource } from './domains.mapper.js';
export { DomainCreateBody, DomainUpdateBody } from './domains.schemas.js';
export { tlsAskRoutes } from './tls.routes.js';
export { createDomainChecker, type DomainChecker } from './verification.js';
export { brandedHostOf, createHostDirectory, type HostDirectory, type HostEntry } from './host-directory.js';
export { type WellKnownDeps, wellKnownRoutes } from './well-known.routes.js';
