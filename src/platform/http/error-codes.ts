/**
 * Every failure we answer on purpose has a stable code, sent as `error.code` on /api/v1 and
 * as `code` beside the keyless and QR bodies. Clients branch on the code; messages may change.
 * This table is the one list: the OpenAPI document and docs/api.md are written from it.
 */
export const ERROR_CODES = {
  invalid_field: 'A field is missing or invalid; `errors` names it.',
  invalid_body: 'The body is not a JSON object (or, on /api/shorten, not a form either).',
  body_too_large: 'The body is larger than the server accepts.',
  malformed_request: 'The request line or headers could not be read.',
  slug_taken: 'The slug is in use or reserved.',
  name_taken: 'A tag or folder with this name exists.',
  email_taken: 'An account with this email exists.',
  domain_taken: 'Another account has verified this domain.',
  destination_invalid: 'The URL is not an absolute http(s) URL this service can redirect to, or is longer than 2048 characters as stored.',
  destination_unsafe: 'The URL is refused by the safety policy: a known threat, a private address, a look-alike host or a short link.',
  plan_feature: 'A field or endpoint needs a higher plan.',
  quota_reached: 'The monthly link quota is used up.',
  plan_limit: "The plan's number of something (branded domains) is used up; upgrade or remove one.",
  limit_reached: 'An account-wide count (folders, webhook endpoints) is at its maximum.',
  qr_unreadable: 'The QR design would not decode (a logo too large for the content, a frame too tight); it is refused, never served.',
  import_format: 'An import file is in no format the import reads, or not in the one named (or its header is past 1,000 columns).',
  import_encoding: 'An import file is not UTF-8 text (UTF-16, another encoding, or binary).',
  import_empty: 'An import file holds no links.',
  import_unreadable: 'An import file cannot be read as a whole (JSON that never closes, no rows of a SQL dump); on the import, not a response.',
  row_malformed: 'One row of an import file cannot be read (broken quoting, too many cells); on the row, not a response.',
  invalid_state: "The resource's status does not allow this action.",
  last_owner: 'A workspace keeps at least one owner: the last owner cannot leave, be removed or demoted, nor delete their account while others remain.',
  invite_invalid: 'No workspace invite has this secret (a mistyped or cut link, a revoked invite, or a deleted workspace).',
  invite_expired: 'The workspace invite is past its 7 days; an admin can send it again.',
  invite_used: 'The workspace invite was already accepted; each invite joins one person once.',
  invite_wrong_email: "The workspace invite was sent to another email address than the caller's account.",
  not_found: 'No such resource, or it is not the caller\'s.',
  method_not_allowed: 'The path exists but not with this method; `Allow` lists the methods it takes.',
  unauthenticated: 'The bearer token is missing, malformed, unknown or revoked.',
  scope_missing: 'The token lacks the scope the endpoint needs.',
  forbidden_role: "The caller's role in the workspace does not allow the action (owner, admin, member, viewer).",
  api_not_in_plan: "The account's plan has no API access.",
  email_not_verified: 'REQUIRE_EMAIL_VERIFICATION is on and the account has not confirmed its email address yet.',
  link_invalid: 'A link sent by email (password reset, email verification or change) is wrong, expired or already used.',
  request_forgery: 'A web form or call came without a valid CSRF token.',
  session_required: 'The web session has ended; log in again.',
  invalid_credentials: 'The email or password is not correct.',
  signup_disabled: 'The operator has closed sign-up (DISABLE_SIGNUP); an operator creates accounts.',
  email_domain_not_allowed: "Sign-up admits only the email domains the operator lists (SIGNUP_EMAIL_DOMAINS).",
  anonymous_links_disabled: 'The operator has turned off links without an account (DISABLE_ANONYMOUS_LINKS); sign in and use the API or the web app.',
  rate_limited: 'Too many requests; `Retry-After` says when to try again.',
  internal: 'An unexpected failure on the server.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];
