import { describe, expect, it } from 'vitest';
import { referrerHost } from '../../../src/modules/analytics/parse/referrer.js';

describe('referrerHost', () => {
  it.each([
    ['https://www.google.com/', 'www.google.com'],
    ['https://Google.COM/search?q=x', 'google.com'],
    ['http://t.co/abc', 't.co'],
    ['https://www.example.org:8443/a/b?c#d', 'www.example.org'],
    ['https://user:pass@news.ycombinator.com/item?id=1', 'news.ycombinator.com'],
    ['https://example.com./', 'example.com'],
    ['https://bücher.de/', 'xn--bcher-kva.de'],
    ['http://192.168.1.20:3000/', '192.168.1.20'],
    ['http://[2001:db8::1]/', '[2001:db8::1]'],
    ['  https://lnkd.in/x  ', 'lnkd.in'],
  ])('reads the host of %j', (referer, host) => {
    expect(referrerHost(referer)).toBe(host);
  });

  it.each([
    ['android-app://com.google.android.gm/', 'com.google.android.gm'],
    ['android-app://com.Slack', 'com.slack'],
    ['android-app://com.google.android.googlequicksearchbox/https/www.google.com', 'com.google.android.googlequicksearchbox'],
  ])('reads the app package of %j', (referer, host) => {
    expect(referrerHost(referer)).toBe(host);
  });

  it.each([
    '',
    '   ',
    'not a url',
    'www.google.com',
    '/relative/path',
    'about:blank',
    'file:///etc/passwd',
    'data:text/html,hi',
    'chrome-extension://abcdef/page.html',
    'javascript:alert(1)',
    'http://',
    `https://${'a'.repeat(300)}.com/`,
    `https://example.com/${'x'.repeat(5_000)}`,
  ])('answers direct for %j', (referer) => {
    expect(referrerHost(referer)).toBe('direct');
  });
});
