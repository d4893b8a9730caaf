import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { isParkingHost } from '../../src/modules/health/index.js';
import { checkUrlPolicy } from '../../src/modules/safety/index.js';

describe('parking hosts', () => {
  it('matches listed hosts and their subdomains, not look-alikes', () => {
    expect(isParkingHost('sedoparking.com')).toBe(true);
    expect(isParkingHost('WWW.HugeDomains.com.')).toBe(true);
    expect(isParkingHost('notdan.com')).toBe(false);
    expect(isParkingHost('dan.com.example.org')).toBe(false);
  });
});

describe('ALLOW_PRIVATE_DESTINATIONS', () => {
  it('is off by default, validated, and lets the URL policy accept private and internal hosts', () => {
    expect(loadConfig({}).allowPrivateDestinations).toBe(false);
    expect(() => loadConfig({ ALLOW_PRIVATE_DESTINATIONS: 'maybe' })).toThrow(ConfigError);
    for (const url of ['http://10.0.0.5/wiki', 'http://localhost:8080/', 'https://intranet.internal/']) {
      expect(checkUrlPolicy(url, { ownHosts: ['sho.rt'] }).ok).toBe(false);
      expect(checkUrlPolicy(url, { ownHosts: ['sho.rt'], allowPrivate: true }).ok).toBe(true);
    }
    expect(checkUrlPolicy('http://user:pw@10.0.0.5/', { ownHosts: [], allowPrivate: true }).ok).toBe(false);
  });
});

describe('health settings', () => {
  it('default to the plan interval and a 300 s retry, and refuse bad values at boot', () => {
    expect(loadConfig({})).toMatchObject({ healthCheckIntervalS: null, healthRetryS: 300 });
    expect(loadConfig({ HEALTH_CHECK_INTERVAL_S: '3600' }).healthCheckIntervalS).toBe(3600);
    expect(() => loadConfig({ HEALTH_CHECK_INTERVAL_S: '5' })).toThrow(/HEALTH_CHECK_INTERVAL_S must be a whole number from 60/);
    expect(() => loadConfig({ HEALTH_RETRY_S: 'soon' })).toThrow(/HEALTH_RETRY_S/);
  });
});
