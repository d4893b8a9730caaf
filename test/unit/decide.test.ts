import { describe, expect, it } from 'vitest';
import type { LinkTarget } from '../../src/modules/links/link.js';
import { cacheControlFor, decide } from '../../src/modules/redirect/decide.js';
import { type SmartColumns, toSmartTarget } from '../../src/modules/links/smart.js';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const link = (overrides: Partial<LinkTarget> = {}): LinkTarget => ({
  id: 1,
  slug: 'abcd',
  host: null,
  indexable: false,
  destinationUrl: 'https://example.com/',
  redirectType: 302,
  status: 'active',
  expiresAt: null,
  fallbackUrl: null,
  clickLimit: null,
  hasPassword: false,
  workspaceId: null,
  smart: null,
  ...overrides,
});

describe('decide', () => {
  it('redirects active and archived links with their redirect type', () => {
    expect(decide(link({ redirectType: 301 }), NOW)).toMatchObject({ kind: 'redirect', status: 301 });
    expect(decide(link({ status: 'archived', redirectType: 307 }), NOW)).toMatchObject({ kind: 'redirect', status: 307 });
  });

  it('answers 404 for missing and disabled links', () => {
    expect(decide(null, NOW)).toEqual({ kind: 'page', page: 'not_found' });
    expect(decide(link({ status: 'disabled' }), NOW)).toEqual({ kind: 'page', page: 'not_found' });
  });

  it('sends an expired link to its fallback, or to the expired page', () => {
    const expired = { expiresAt: NOW - 1 };
    expect(decide(link(expired), NOW)).toEqual({ kind: 'page', page: 'expired' });
    expect(decide(link({ ...expired, fallbackUrl: 'https://example.com/over' }), NOW)).toMatchObject({
      kind: 'redirect',
      location: 'https://example.com/over',
      countsAgainstLimit: false,
    });
    expect(decide(link({ status: 'exhausted' }), NOW)).toEqual({ kind: 'page', page: 'expired' });
  });

  it('keeps redirecting until the expiry instant', () => {
    expect(decide(link({ expiresAt: NOW + 1 }), NOW).kind).toBe('redirect');
  });

  it('never redirects blocked, pending or password-protected links', () => {
    expect(decide(link({ status: 'blocked' }), NOW)).toEqual({ kind: 'page', page: 'blocked' });
    expect(decide(link({ status: 'pending_review' }), NOW)).toEqual({ kind: 'page', page: 'review' });
    expect(decide(link({ hasPassword: true }), NOW)).toEqual({ kind: 'page', page: 'password' });
  });

  it("lets only plain 301s be cached, and only by the visitor's browser", () => {
    const permanent = link({ redirectType: 301 });
    expect(cacheControlFor(301, permanent)).toBe('private, max-age=3600');
    expect(cacheControlFor(302, link())).toBe('private, no-store, max-age=0');
    expect(cacheControlFor(307, link({ redirectType: 307 }))).toBe('private, no-store, max-age=0');
    for (const asksEveryTime of [{ hasPassword: true }, { clickLimit: 10 }, { expiresAt: NOW + 60_000 }]) {
      expect(cacheControlFor(301, link({ redirectType: 301, ...asksEveryTime }))).toBe('private, no-store, max-age=0');
    }
  });

  it('never lets a browser keep a redirect that depends on the visitor, but keeps one that only forwards queries', () => {
    const columns: SmartColumns = { rules: null, variants: null, ios_url: null, android_url: null, preview: null, forward_query: 1 };
    const smart = (overrides: Partial<SmartColumns>) => link({ redirectType: 301, smart: toSmartTarget({ ...columns, ...overrides }) });
    expect(cacheControlFor(301, smart({}))).toBe('private, max-age=3600');
    const rules = JSON.stringify([{ conditions: { os: ['ios'] }, destination_url: 'https://example.com/ios' }]);
    const variants = JSON.stringify([{ destination_url: 'https://example.com/a', weight: 50 }, { destination_url: 'https://example.com/b', weight: 50 }]);
    for (const dependent of [{ rules }, { variants }, { ios_url: 'myapp://x' }, { android_url: 'https://app.example.com/' }, { preview: '{"title":"t","description":null,"image":null}' }]) {
      expect(cacheControlFor(301, smart(dependent))).toBe('private, no-store, max-age=0');
    }
  });
});
