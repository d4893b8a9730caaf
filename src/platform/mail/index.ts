// The mail adapter: SMTP or the log, chosen once at boot; message wording lives in the module that sends it.
export { createMailer, type MailLog, type Mailer, type MailerOptions, type MailMessage } from './mailer.js';
export { composeMail, type MailBrand, type MailParts } from './templates.js';
