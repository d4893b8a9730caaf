import { AppError } from '../../platform/http/errors.js';

type InviteCode = 'invite_invalid' | 'invite_expired' | 'invite_used' | 'invite_wrong_email';

// Why an invite link cannot be used (ADR 1002); each failure changes nothing.
const FAILURES: Record<InviteCode, { status: number; type: string; message: string }> = {
  // No invite has this secret, or it was revoked or sent again, or its workspace is gone.
  invite_invalid: { status: 404, type: 'not_found', message: 'This invite link is not valid: check that it was copied whole, or ask for a new invite' },
  invite_expired: { status: 409, type: 'state', message: 'This invite has expired (invites last 7 days); ask an admin of the workspace to send it again' },
  invite_used: { status: 409, type: 'state', message: 'This invite was already used; each invite joins one person once' },
  invite_wrong_email: { status: 403, type: 'forbidden', message: 'This invite was sent to another email address; sign in with the account of the address it was sent to' },
};

/** An invite link that cannot be used, with a stable code per reason. */
export class InviteError extends AppError {
  readonly status: number;
  readonly type: string;
  readonly code: InviteCode;
  constructor(code: InviteCode) {
    const failure = FAILURES[code];
    super(failure.message);
    this.code = code;
    this.status = failure.status;
    this.type = failure.type;
  }
}
