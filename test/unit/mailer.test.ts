import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { passwordProblem } from '../../src/modules/accounts/password-strength.js';
import { composeMail, createMailer } from '../../src/platform/mail/index.js';
import { startSmtpServer, type TestSmtp } from '../helpers/smtp.js';

/** Collects what the mailer logs (it takes any logger with info and error). */
function logCollector() {
  const lines: Array<{ level: string; details: Record<string, unknown>; message: string }> = [];
  return {
    lines,
    info: (details: object, message: string) => void lines.push({ level: 'info', details: details as Record<string, unknown>, message }),
    error: (details: object, message: string) => void lines.push({ level: 'error', details: details as Record<string, unknown>, message }),
  };
}

const brand = { name: 'Shortener', baseUrl: 'https://sho.rt' };

describe('the mailer', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('sends plain text and escaped HTML through SMTP, naming the service and BASE_URL', async () => {
    const log = logCollector();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Shortener <no-reply@sho.rt>' }, log);
    const mail = composeMail(brand, { subject: 'Hello <you>', paragraphs: ['Fish & <chips>'], action: { label: 'Open', url: 'https://sho.rt/x?a=1&b=2' } });
    await mailer.send({ to: 'Someone@Example.com', ...mail });
    mailer.close();
    const received = await smtp.waitFor((m) => m.to.includes('someone@example.com'));
    expect(received.subject).toBe('Hello <you>');
    expect(received.from).toBe('Shortener <no-reply@sho.rt>');
    expect(received.text).toContain('Fish & <chips>');
    expect(received.text).toContain('Open:\nhttps://sho.rt/x?a=1&b=2');
    expect(received.text).toContain('Shortener\nhttps://sho.rt');
    expect(received.html).toContain('Fish &amp; &lt;chips&gt;');
    expect(received.html).toContain('href="https://sho.rt/x?a=1&amp;b=2"');
    expect(received.html).not.toContain('<chips>');
    expect(log.lines).toEqual([]);
  });

  it('writes every message, link included, to the log at info level when no SMTP_URL is set', async () => {
    const log = logCollector();
    const mailer = createMailer({ smtpUrl: null, from: 'no-reply@sho.rt' }, log);
    await mailer.send({ to: 'a@example.com', ...composeMail(brand, { subject: 'Reset', paragraphs: ['Hi'], action: { label: 'Go', url: 'https://sho.rt/reset-password?token=abc' } }) });
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]!.level).toBe('info');
    expect(log.lines[0]!.message).toContain('a@example.com');
    expect(JSON.stringify(log.lines[0]!.details)).toContain('https://sho.rt/reset-password?token=abc');
  });

  it('logs a failed send without throwing when sending later', async () => {
    const log = logCollector();
    // Nothing listens on port 1.
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@sho.rt' }, log);
    mailer.sendLater({ to: 'a@example.com', subject: 'x', text: 'y' });
    await expect.poll(() => log.lines.length, { timeout: 10_000 }).toBe(1);
    expect(log.lines[0]).toMatchObject({ level: 'error', message: 'mail could not be sent', details: { to: 'a@example.com' } });
    mailer.close();
  });
});

describe('mail and verification settings', () => {
  it('validates SMTP_URL and MAIL_FROM at boot and defaults MAIL_FROM to the BASE_URL host', () => {
    expect(loadConfig({ BASE_URL: 'https://sho.rt' })).toMatchObject({ smtpUrl: null, mailFrom: 'Shortener <no-reply@sho.rt>', requireEmailVerification: false });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Links <links@example.com>', REQUIRE_EMAIL_VERIFICATION: 'true' })).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'Links <links@example.com>',
      requireEmailVerification: true,
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'smtp://u:secret@' })).toThrow(/SMTP_URL must be/);
    expect(() => loadConfig({ SMTP_URL: 'ftp://u:secret@host' })).toThrow(/u:\*\*\*@/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM must be/);
    expect(() => loadConfig({ MAIL_FROM: 'a@b.c\r\nBcc: x@y.z' })).toThrow(/MAIL_FROM must be/);
    expect(() => loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'maybe' })).toThrow(/REQUIRE_EMAIL_VERIFICATION must be true or false/);
  });
});

describe('new passwords', () => {
  it('needs 10 characters and a zxcvbn score of 3, and says why', async () => {
    expect(await passwordProblem('a long password')).toBeNull();
    expect(await passwordProblem('short one')).toBe('must be at least 10 characters');
    expect(await passwordProblem('password123')).toBe('is too easy to guess. This is a commonly used password. Add more words that are less common.');
    expect(await passwordProblem('qwertyuiop')).toMatch(/^is too easy to guess\./);
    expect(await passwordProblem('jane.doe@example.com2', ['jane.doe@example.com'])).toMatch(/personal/);
    expect(await passwordProblem('x'.repeat(1025))).toBe('must be at most 1024 characters');
  });
});
