import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createIpMatcher } from '../../src/platform/net/ip-list.js';

describe('the operator and privacy switches', () => {
  it('are all off by default, so the contract holds', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ disableSignup: false, signupEmailDomains: [], disableAnonymousLinks: false, doNotTrackIps: [], excludeOwnClicks: false });
  });

  it('read booleans, a domain list in lower case and a CIDR list', () => {
    const config = loadConfig({
      DISABLE_SIGNUP: 'true',
      DISABLE_ANONYMOUS_LINKS: 'yes',
      EXCLUDE_OWN_CLICKS: '1',
      SIGNUP_EMAIL_DOMAINS: 'Example.com, @corp.example.org',
      DO_NOT_TRACK_IPS: '10.0.0.0/8, 192.0.2.7, 2001:db8::/32, ::1',
    });
    expect(config).toMatchObject({ disableSignup: true, disableAnonymousLinks: true, excludeOwnClicks: true });
    expect(config.signupEmailDomains).toEqual(['example.com', 'corp.example.org']);
    expect(config.doNotTrackIps).toEqual(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32', '::1']);
  });

  it.each([
    [{ DISABLE_SIGNUP: 'maybe' }, 'DISABLE_SIGNUP must be true or false'],
    [{ DISABLE_ANONYMOUS_LINKS: 'on' }, 'DISABLE_ANONYMOUS_LINKS must be true or false'],
    [{ EXCLUDE_OWN_CLICKS: '2' }, 'EXCLUDE_OWN_CLICKS must be true or false'],
    [{ SIGNUP_EMAIL_DOMAINS: 'example.com, *.corp.example' }, 'SIGNUP_EMAIL_DOMAINS must list email domains such as example.com, comma-separated (bad entry "*.corp.example")'],
    [{ SIGNUP_EMAIL_DOMAINS: 'ann@example.com' }, 'bad entry "ann@example.com"'],
    [{ DO_NOT_TRACK_IPS: '10.0.0.0/33' }, 'DO_NOT_TRACK_IPS must list IP addresses or CIDR blocks such as 203.0.113.0/24 or 2001:db8::/32 (bad entry "10.0.0.0/33")'],
    [{ DO_NOT_TRACK_IPS: '2001:db8::/129' }, 'bad entry "2001:db8::/129"'],
    [{ DO_NOT_TRACK_IPS: 'office.example.com' }, 'bad entry "office.example.com"'],
    [{ DO_NOT_TRACK_IPS: '10.0.0.0/8/1' }, 'bad entry "10.0.0.0/8/1"'],
  ])('stops boot on %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('createIpMatcher', () => {
  const matches = createIpMatcher(['198.51.100.0/24', '192.0.2.7', '2001:db8:cafe::/48']);

  it('matches addresses inside the blocks and single addresses, IPv4 and IPv6', () => {
    expect(['198.51.100.0', '198.51.100.255', '192.0.2.7', '2001:db8:cafe::1', '2001:DB8:CAFE:ffff::9'].map(matches)).toEqual([true, true, true, true, true]);
    expect(['198.51.101.0', '192.0.2.8', '2001:db8:caff::1', '', 'garbage'].map(matches)).toEqual([false, false, false, false, false]);
  });

  it('matches an IPv4-mapped IPv6 address as the IPv4 address inside it', () => {
    expect(matches('::ffff:198.51.100.9')).toBe(true);
    expect(matches('::ffff:203.0.113.9')).toBe(false);
  });

  it('matches nothing when the list is empty', () => {
    expect(createIpMatcher([])('198.51.100.1')).toBe(false);
  });
});
