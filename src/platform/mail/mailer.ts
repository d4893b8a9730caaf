import type { Transporter } from 'nodemailer';

/** One message: plain text always, HTML beside it when given. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail; chosen once at boot like the store and the rate limits. */
export interface Mailer {
  /** Resolves when the message is handed over (or written to the log); rejects on a refused send. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without waiting: a failure is logged, never thrown, so the answer to the request that
   * caused the mail neither waits for the SMTP server nor tells whether a message went out.
   */
  sendLater(message: MailMessage): void;
  close(): void;
}

/** Where messages go without SMTP, and where failures are reported (the app's logger fits). */
export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailerOptions {
  /** SMTP_URL (smtp:// or smtps://), or null to write every message to the log. */
  smtpUrl: string | null;
  /** MAIL_FROM. */
  from: string;
}

/** SMTP through nodemailer, or the log when no SMTP_URL is set (so a self-hoster can still follow a link). */
export function createMailer(options: MailerOptions, logger: MailLog): Mailer {
  const { smtpUrl } = options;
  // nodemailer is loaded by the first message, not at boot: it is 2.7 MB of heap that a server
  // without SMTP_URL never uses, and one with it uses only when someone signs up or resets a
  // password (ADR 1021).
  let transport: Promise<Transporter> | null = null;
  const openSmtp = smtpUrl
    ? () => (transport ??= import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl, { from: options.from })))
    : null;
  const send = async (message: MailMessage): Promise<void> => {
    if (!openSmtp) {
      logger.info({ mail: { from: options.from, ...message, html: undefined } }, `mail to ${message.to}: ${message.subject} (no SMTP_URL set, written to the log)`);
      return;
    }
    // Base64 keeps every body line intact for any reader; quoted-printable would wrap long links.
    await (await openSmtp()).sendMail({ from: options.from, ...message, textEncoding: 'base64' });
  };
  return {
    send,
    sendLater(message) {
      setImmediate(() => {
        send(message).catch((error: unknown) => logger.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent'));
      });
    },
    close() {
      // A transport that never opened has nothing to close (its failure reached its send).
      void transport?.then((opened) => opened.close(), () => undefined);
    },
  };
}
