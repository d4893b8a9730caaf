// The face of the accounts module: other modules import from this file only.
export { EmailNotVerifiedError, UserNotFoundError } from './accounts.errors.js';
export { endSessions, ensureEmailVerified, markEmailVerified, setPasswordHash, setVerifiedEmail } from './credentials.repository.js';
export { accountOf, permissionOfScope, registerApiAuth } from './api-auth.js';
export { createLoginGuard, type LoginGuard } from './login-guard.js';
export { type Entitlements, type Feature, featureName, getEntitlements, isPlanName, listPlans, PLAN_NAMES } from './plans.js';
export { SCOPES } from './scopes.js';
export { createSession, deleteSession, switchSessionWorkspace, endOtherSessions, findSessionOwners, endSessionByHandle, findSessionUser, listSessions, SESSION_COOKIE, type SessionInfo } from './sessions.service.js';
export { endLoginChallenge, failLoginChallenge, findLoginChallenge, LOGIN_CHALLENGE_COOKIE, LOGIN_CHALLENGE_MINUTES, startLoginChallenge } from './login-challenges.js';
export { TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS, totpUri } from './totp.js';
export { confirmTwoFactorSetup, InvalidCodeError, isTwoFactorOn, issueRecoveryCodes, startTwoFactorSetup, turnOffTwoFactor, twoFactorStatus, type TwoFactorStatus } from './two-factor.service.js';
export { listTokens, listUserTokens, type TokenRow } from './tokens.repository.js';
export { createApiToken, revokeToken } from './tokens.service.js';
export { countDomainsForAdd, countDomainsOf, readUsage, takeLinkQuota, usagePeriod } from './usage.repository.js';
export { usageRoutes } from './usage.routes.js';
export { authenticateUser, checkNewPassword, createUser, findUserByEmail, insertUser, MIN_PASSWORD_LENGTH, type NewUser, prepareUser, setUserAdmin, setUserPlan, type UserRow } from './users.service.js';
export { isEmail, normalizeEmail } from './email-address.js';
export { deleteUserRow, findUserById } from './users.repository.js';
export { assertSignupAllowed, emailDomainAllowed, OPEN_SIGNUP, SignupDisabledError, type SignupPolicy } from './signup-policy.js';
