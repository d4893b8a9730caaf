import { describe, expect, it } from 'vitest';
import { isEmail, normalizeEmail } from '../../src/modules/accounts/email-address.js';
import { emailDomainAllowed } from '../../src/modules/accounts/signup-policy.js';

describe('isEmail', () => {
  it.each(['a@example.com', 'Ann.Lee+tag@Example.COM', ' padded@example.com ', 'dave@bücher.de', 'x@xn--bcher-kva.de', "o'neil@example.co.uk", 'a_b-c@sub.example.test', 'δοκιμή@παράδειγμα.δοκιμή', 'a@xn--bcher-kva.xn--p1ai', 'a@ｅxample.com'])(
    'takes %j',
    (address) => expect(isEmail(address)).toBe(true),
  );

  // Each was taken before and made an account or invite whose every mail the SMTP server refused,
  // or a second account for one mailbox, or an address that reads as another.
  it.each([
    'carol@example.com.', 'user@example..com', '.a@example.com', 'a.@example.com', 'a..b@example.com', 'a@-example.com', 'a@example-.com',
    'd\u200Bave@example.com', '\u202Eevil@example.com', 'eve\uD800@example.com', 'x@[127.0.0.1]', 'a@localhost', 'a@example.c', 'a@example.123',
    '@example.com', 'a@', 'a b@example.com', 'a@b@example.com', `${'a'.repeat(65)}@example.com`, 7, null,
    // Refused, though the URL host parser maps each domain to one that passes (a ligature, a zero-width space, `%41`).
    'a@example.\uFB00', 'a@exa\u200Bmple.com', 'a@example\u3002com', 'a@exa/mple.com', 'a@exa%41mple.com',
    // A domain whose Unicode form is refused is refused in punycode too (`💩.la`).
    'a@xn--ls8h.la',
  ])('refuses %j', (address) => expect(isEmail(address)).toBe(false));
});

describe('normalizeEmail', () => {
  // One mailbox, one spelling (ADR 1017): the domain in its Unicode form, the whole address NFC.
  it.each([
    ['dave@xn--bcher-kva.de', 'dave@bücher.de'],
    [' Dave@XN--BCHER-KVA.DE ', 'dave@bücher.de'],
    ['dave@BÜCHER.de', 'dave@bücher.de'],
    ['dave@bu\u0308cher.de', 'dave@bücher.de'],
    ['a@xn--bcher-kva.xn--p1ai', 'a@bücher.рф'],
    ['jose\u0301@example.com', 'jos\u00e9@example.com'],
    ['Ann.Lee+Tag@Example.COM', 'ann.lee+tag@example.com'],
    ['a@faß.de', 'a@faß.de'],
    ['a@ｅxample.com', 'a@example.com'],
  ])('spells %j as %j', (typed, canonical) => {
    expect(normalizeEmail(typed)).toBe(canonical);
    expect(normalizeEmail(canonical)).toBe(canonical);
  });

  // Left as typed (lower case), for isEmail to refuse: never parsed into another host.
  it.each(['a@xn--zz.com', 'a@[127.0.0.1]', 'a@0x7f.1', 'a@exa/mple.com', 'a@exa%41mple.com', 'a@example.123', 'no-at-sign'])('keeps %j', (typed) => {
    expect(normalizeEmail(typed)).toBe(typed);
  });
});

describe('emailDomainAllowed', () => {
  // SIGNUP_EMAIL_DOMAINS lists domains in ASCII: an international one in punycode admits both spellings.
  it.each([
    [['xn--bcher-kva.de'], 'dave@bücher.de', true],
    [['xn--bcher-kva.de'], 'dave@XN--BCHER-KVA.de', true],
    [['example.com'], 'ann@Example.com', true],
    [['example.com'], 'ann@mail.example.com', false],
    [['example.com'], 'ann@exa%6Dple.com', false],
    [['xn--bcher-kva.de'], 'dave@bucher.de', false],
    [[], 'anyone@anywhere.test', true],
  ])('%j admits %j: %j', (domains, email, allowed) => expect(emailDomainAllowed(domains, email)).toBe(allowed));
});
