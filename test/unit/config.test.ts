import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('has working defaults for a zero-setup start', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBe('sqlite:./data/shortener.db');
    expect(config.redisUrl).toBeNull();
    expect(config.trustProxy).toBe(false);
    expect(config.anonRetentionDays).toBe(30);
    expect(config.webhookRetrySchedule).toEqual([60, 300, 1800, 7200, 43200]);
  });

  it('follows PORT in the default BASE_URL and strips a trailing slash from BASE_URL', () => {
    expect(loadConfig({ PORT: '8080' }).baseUrl).toBe('http://localhost:8080');
    expect(loadConfig({ BASE_URL: 'https://sho.rt/' }).baseUrl).toBe('https://sho.rt');
  });

  it('sizes the link and SQLite caches in MB, and refuses what is not a whole number of MB', () => {
    expect(loadConfig({}).linkCacheMb).toBe(32);
    expect(loadConfig({}).sqliteCacheMb).toBe(8);
    expect(loadConfig({ LINK_CACHE_MB: '8', SQLITE_CACHE_MB: '16' })).toMatchObject({ linkCacheMb: 8, sqliteCacheMb: 16 });
    expect(() => loadConfig({ LINK_CACHE_MB: '1.5' })).toThrow(/LINK_CACHE_MB/);
    expect(() => loadConfig({ SQLITE_CACHE_MB: 'lots' })).toThrow(/SQLITE_CACHE_MB/);
  });

  it('writes clicks on a thread of their own unless CLICK_WRITER_THREAD=false, and bounds heap growth', () => {
    expect(loadConfig({}).clickWriterThread).toBe(true);
    expect(loadConfig({ CLICK_WRITER_THREAD: 'false' }).clickWriterThread).toBe(false);
    expect(() => loadConfig({ CLICK_WRITER_THREAD: 'sometimes' })).toThrow(/CLICK_WRITER_THREAD/);
    expect(loadConfig({}).heapGrowthPercent).toBe(25);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).toBe(0);
    expect(() => loadConfig({ HEAP_GROWTH_PERCENT: '-5' })).toThrow(/HEAP_GROWTH_PERCENT/);
  });

  it('reads where branded domains point, and stops on an address or host name that is not one', () => {
    expect(loadConfig({}).dnsTarget).toEqual({ ipv4: null, ipv6: null, cname: null });
    expect(loadConfig({ PUBLIC_IPV4: '203.0.113.10', PUBLIC_IPV6: '2001:DB8:0:0::10', CNAME_TARGET: 'Links.Example.com.' }).dnsTarget).toEqual({ ipv4: '203.0.113.10', ipv6: '2001:db8::10', cname: 'links.example.com' });
    expect(() => loadConfig({ PUBLIC_IPV4: '2001:db8::10' })).toThrow(/PUBLIC_IPV4 must be one public IPv4 address/);
    expect(() => loadConfig({ PUBLIC_IPV6: '203.0.113.10' })).toThrow(/PUBLIC_IPV6 must be one public IPv6 address/);
    expect(() => loadConfig({ CNAME_TARGET: 'https://links.example.com/' })).toThrow(/CNAME_TARGET must be a host name/);
    expect(() => loadConfig({ CNAME_TARGET: 'localhost' })).toThrow(/CNAME_TARGET/);
  });

  it('reads the app association files as JSON at boot, and stops on one that is not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'well-known-'));
    try {
      writeFileSync(join(dir, 'aasa.json'), '{ "applinks": { "details": [] } }\n');
      writeFileSync(join(dir, 'bad.json'), '{ "applinks": ');
      expect(loadConfig({ APPLE_APP_SITE_ASSOCIATION_PATH: join(dir, 'aasa.json') })).toMatchObject({ appleAppSiteAssociation: '{"applinks":{"details":[]}}', assetlinks: null });
      expect(() => loadConfig({ ASSETLINKS_PATH: join(dir, 'bad.json') })).toThrow(/ASSETLINKS_PATH/);
      expect(() => loadConfig({ ASSETLINKS_PATH: join(dir, 'missing.json') })).toThrow(ConfigError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops the boot naming SHORTENER_LIST_PATHS when a list file cannot be read', () => {
    expect(() => loadConfig({ SHORTENER_LIST_PATHS: '/nonexistent/shorteners.txt' })).toThrow(ConfigError);
    expect(() => loadConfig({ SHORTENER_LIST_PATHS: '/nonexistent/shorteners.txt' })).toThrow(/SHORTENER_LIST_PATHS: cannot read/);
    expect(loadConfig({ SHORTENER_LIST_PATHS: 'package.json' }).shortenerListPaths).toEqual(['package.json']);
  });

  it('runs several worker processes only on PostgreSQL with Redis', () => {
    expect(loadConfig({ WORKERS: '4', DATABASE_URL: 'postgres://db/x', REDIS_URL: 'redis://127.0.0.1:6379' }).workers).toBe(4);
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ BASE_URL: 'not a url' }, 'BASE_URL'],
    [{ BASE_URL: 'ftp://x' }, 'BASE_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ TRUST_PROXY: 'sometimes' }, 'TRUST_PROXY'],
    [{ ANON_RETENTION_DAYS: '0' }, 'ANON_RETENTION_DAYS'],
    [{ WEBHOOK_RETRY_SCHEDULE: '1,2,3' }, 'WEBHOOK_RETRY_SCHEDULE'],
    [{ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'maybe' }, 'WEBHOOK_ALLOW_PRIVATE_TARGETS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ WORKERS: '2', DATABASE_URL: 'postgres://db/x' }, 'WORKERS'],
    [{ WORKERS: '2', REDIS_URL: 'redis://127.0.0.1:6379' }, 'WORKERS'],
  ])('stops with one line naming the variable for %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^${name} `));
  });

  it('never prints a database password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://admin:hunter2@db/x' })).toThrow(/^(?!.*hunter2)/);
  });
});
