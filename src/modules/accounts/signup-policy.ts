import { ForbiddenError, ValidationError } from '../../platform/http/errors.js';
import { emailDomainAscii } from './email-address.js';

/** The operator's switches on who may create an account from the web (DISABLE_SIGNUP, SIGNUP_EMAIL_DOMAINS). */
export interface SignupPolicy {
  disabled: boolean;
  /** Lower-case domains, matched exactly; empty admits any. */
  emailDomains: readonly string[];
}

export const OPEN_SIGNUP: SignupPolicy = { disabled: false, emailDomains: [] };

export class SignupDisabledError extends ForbiddenError {
  readonly code = 'signup_disabled';
  constructor() {
    super('Sign-up is closed on this service; ask its operator for an account');
  }
}

export class EmailDomainNotAllowedError extends ValidationError {
  override readonly code = 'email_domain_not_allowed';
  constructor(domains: readonly string[]) {
    const message = `Sign-up is open to addresses at ${domains.join(', ')} only`;
    super(message, { email: [`must be an address at ${domains.join(', ')}`] });
  }
}

/**
 * Whether `email` is at one of `domains` (exactly, case aside); any address when there are none.
 * Compared in the ASCII spelling the settings use, so `xn--bcher-kva.de` admits `bücher.de`
 * in either spelling (ADR 1017).
 */
export function emailDomainAllowed(domains: readonly string[], email: string): boolean {
  return domains.length === 0 || !email.includes('@') || domains.includes(emailDomainAscii(email));
}

/**
 * Refuses a web sign-up the operator's switches rule out. A domain matches exactly, case
 * aside: `example.com` admits `ann@Example.com`, not `ann@mail.example.com` (ADR 0711).
 * A malformed address passes here and fails the account's own validation.
 */
export function assertSignupAllowed(policy: SignupPolicy, email: unknown): void {
  if (policy.disabled) throw new SignupDisabledError();
  if (typeof email === 'string' && !emailDomainAllowed(policy.emailDomains, email)) throw new EmailDomainNotAllowedError(policy.emailDomains);
}
