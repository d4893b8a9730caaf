import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startSmtpServer, type TestSmtp } from '../helpers/smtp.js';
import { browser, logIn } from '../helpers/web-session.js';

describe('SIGNUP_EMAIL_DOMAINS holds for a changed email too', () => {
  let app: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp('sqlite', { SMTP_URL: smtp.url, SIGNUP_EMAIL_DOMAINS: 'example.com' });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('refuses to move an account to an address outside the allowed domains, and mails nothing', async () => {
    await createUser(app.store.db, { email: 'staff@example.com', password: 'correct horse battery', plan: 'free' });
    const b = browser(app);
    expect((await logIn(b, 'staff@example.com')).headers.location).toBe('/app');
    const refused = await b.post('/app/account/email', { new_email: 'staff@elsewhere.test', password: 'correct horse battery' }, '/app/account/email');
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('must be an address at example.com');
    const allowed = await b.post('/app/account/email', { new_email: 'moved@Example.com', password: 'correct horse battery' }, '/app/account/email');
    expect(allowed.statusCode).toBe(200);
    await smtp.waitFor((mail) => mail.to.includes('moved@example.com'));
    expect(smtp.to('staff@elsewhere.test')).toEqual([]);
  });
});
