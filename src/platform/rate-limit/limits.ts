import type { RateLimitRule } from './rate-limit.js';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/**
 * Every fixed rate limit of the service, in one table: the routes build their limiters from it
 * and the pages that mention a limit read the number from here. The per-plan API limits come
 * from the plans table instead (accounts/plans.ts).
 */
export const LIMITS = {
  /** POST /api/shorten per address (interface: 5 a minute, 100 links a day). */
  shortenPerMinute: { name: 'shorten-minute', points: 5, durationSeconds: MINUTE },
  shortenPerDay: { name: 'shorten-day', points: 100, durationSeconds: DAY },
  /** Shortening on the home page without an account (interface: 10 an hour, 30 a day). */
  webShortenPerHour: { name: 'web-shorten-hour', points: 10, durationSeconds: HOUR },
  webShortenPerDay: { name: 'web-shorten-day', points: 30, durationSeconds: DAY },
  /** GET /api/qr per address (interface: 30 a minute). */
  qr: { name: 'qr', points: 30, durationSeconds: MINUTE },
  /** /qr/{slug}: a short link's public code, per address. */
  qrShortLink: { name: 'qr-short-link', points: 120, durationSeconds: MINUTE },
  /** The QR designer's live preview in the dashboard. */
  webQrPreview: { name: 'web-qr-preview', points: 300, durationSeconds: MINUTE },
  /** Password guesses at one protected link, per address. */
  linkPassword: { name: 'link-password', points: 10, durationSeconds: 15 * MINUTE },
  /** Wrong passwords at one protected link, from any address: many addresses can't share out the guessing. */
  linkPasswordPerLink: { name: 'link-password-link', points: 20, durationSeconds: 15 * MINUTE },
  /** Log-in and sign-up attempts from one address, on any form. */
  authPerAddress: { name: 'auth-address', points: 10, durationSeconds: 15 * MINUTE },
  /** Failed log-ins at one account, from any address: many addresses can't share out the guessing. */
  authPerAccount: { name: 'auth-account', points: 10, durationSeconds: 15 * MINUTE },
  /** "Forgot password?" requests from one address, and for one email from any address (ADR 0701). */
  passwordResetPerAddress: { name: 'reset-address', points: 10, durationSeconds: HOUR },
  passwordResetPerEmail: { name: 'reset-email', points: 3, durationSeconds: HOUR },
  /** Verification emails sent again, per account. */
  verifyEmailResend: { name: 'verify-resend', points: 3, durationSeconds: HOUR },
  /** Workspace invites sent or sent again, per account: each mails an address the sender picks, under a name the sender picks. */
  invitesPerAccount: { name: 'invites-account', points: 20, durationSeconds: HOUR },
  /** Email change requests per account (each mails the new address). */
  emailChange: { name: 'email-change', points: 5, durationSeconds: HOUR },
  /** /api/v1 calls without a valid token, per address; also the OpenAPI document. */
  apiUnauthenticated: { name: 'api-unauthenticated', points: 60, durationSeconds: MINUTE },
  openApi: { name: 'openapi', points: 60, durationSeconds: MINUTE },
  /** POST /api/v1/links/{id}/health-check per account: each one fetches the destinations. */
  linkHealthCheck: { name: 'link-health-check', points: 10, durationSeconds: MINUTE },
} as const satisfies Record<string, RateLimitRule>;
