// The face of the credentials module: password reset and change, email verification and change (ADR 0701).
export { type CredentialsContext, createCredentialsContext } from './credentials.context.js';
export { checkEmailChangeLink, confirmEmailChange, requestEmailChange } from './email-change.js';
export { checkVerificationLink, resendVerificationEmail, sendVerificationEmail, verifyEmail } from './email-verification.js';
export { changePassword } from './password-change.js';
export { checkResetLink, requestPasswordReset, resetPassword } from './password-reset.js';
