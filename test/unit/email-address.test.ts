import { describe, expect, it } from 'vitest';
import { isEmail } from '../../src/modules/accounts/email-address.js';

describe('isEmail', () => {
  it.each(['a@example.com', 'Ann.Lee+tag@Example.COM', ' padded@example.com ', 'dave@bücher.de', 'x@xn--bcher-kva.de', "o'neil@example.co.uk", 'a_b-c@sub.example.test', 'δοκιμή@παράδειγμα.δοκιμή'])(
    'takes %j',
    (address) => expect(isEmail(address)).toBe(true),
  );

  // Each was taken before and made an account or invite whose every mail the SMTP server refused,
  // or a second account for one mailbox, or an address that reads as another.
  it.each([
    'carol@example.com.', 'user@example..com', '.a@example.com', 'a.@example.com', 'a..b@example.com', 'a@-example.com', 'a@example-.com',
    'd\u200Bave@example.com', '\u202Eevil@example.com', 'eve\uD800@example.com', 'x@[127.0.0.1]', 'a@localhost', 'a@example.c', 'a@example.123',
    '@example.com', 'a@', 'a b@example.com', 'a@b@example.com', `${'a'.repeat(65)}@example.com`, 7, null,
  ])('refuses %j', (address) => expect(isEmail(address)).toBe(false));
});
