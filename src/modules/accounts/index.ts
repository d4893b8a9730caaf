// The face of the accounts module: other modules import from this file only.
export { UserNotFoundError } from './accounts.errors.js';
export { accountOf, registerApiAuth } from './api-auth.js';
export { createLoginGuard, type LoginGuard } from './login-guard.js';
export { type Entitlements, type Feature, featureName, getEntitlements, isPlanName, listPlans, PLAN_NAMES } from './plans.js';
export { SCOPES } from './scopes.js';
export { createSession, deleteSession, findSessionOwners, findSessionUser, SESSION_COOKIE } from './sessions.service.js';
export { listTokens, type TokenRow } from './tokens.repository.js';
export { createApiToken, revokeToken } from './tokens.service.js';
export { countDomainsOf, readUsage, takeLinkQuota, usagePeriod } from './usage.repository.js';
export { usageRoutes } from './usage.routes.js';
export { findUserById } from './users.repository.js';
export { createUser, findUserByEmail, insertUser, MIN_PASSWORD_LENGTH, type NewUser, prepareUser, setUserAdmin, setUserPlan, type UserRow } from './users.service.js';
export { assertSignupAllowed, OPEN_SIGNUP, SignupDisabledError, type SignupPolicy } from './signup-policy.js';
