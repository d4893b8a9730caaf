import { describe, expect, it } from 'vitest';
import { sanitizeClickEvent } from '../../src/modules/analytics/parse/click-event.js';

describe('sanitizeClickEvent', () => {
  it('fills missing text fields so one malformed event cannot stall a batch', () => {
    expect(sanitizeClickEvent({ id: 'e1', linkId: 7, at: 1, method: 'GET' })).toEqual({
      id: 'e1',
      linkId: 7,
      at: 1,
      method: 'GET',
      ip: '',
      userAgent: '',
      referer: '',
      countryHeader: '',
      acceptLanguage: '',
      source: 'link',
      variant: null,
      noVisitor: false,
    });
  });

  it('keeps the do-not-track mark and a session id, and drops a session that is not text', () => {
    expect(sanitizeClickEvent({ id: 'e1', linkId: 7, noVisitor: true, session: 'ab'.repeat(32) })).toMatchObject({ noVisitor: true, session: 'ab'.repeat(32) });
    const odd = sanitizeClickEvent({ id: 'e1', linkId: 7, noVisitor: 'yes', session: 42 });
    expect(odd?.noVisitor).toBe(false);
    expect(odd).not.toHaveProperty('session');
  });

  it('keeps the QR source and a plausible variant index, and nothing else', () => {
    expect(sanitizeClickEvent({ id: 'e', linkId: 1, source: 'qr', variant: 2 })).toMatchObject({ source: 'qr', variant: 2 });
    expect(sanitizeClickEvent({ id: 'e', linkId: 1, source: 'email', variant: -1 })).toMatchObject({ source: 'link', variant: null });
    expect(sanitizeClickEvent({ id: 'e', linkId: 1, variant: '1' })?.variant).toBeNull();
  });

  it('drops events that name no link', () => {
    expect(sanitizeClickEvent(null)).toBeNull();
    expect(sanitizeClickEvent({ id: 'e1', linkId: '7' })).toBeNull();
    expect(sanitizeClickEvent({ linkId: 7 })).toBeNull();
  });

  it('keeps HEAD and treats anything else as GET', () => {
    expect(sanitizeClickEvent({ id: 'e', linkId: 1, method: 'HEAD' })?.method).toBe('HEAD');
    expect(sanitizeClickEvent({ id: 'e', linkId: 1, method: 'DELETE' })?.method).toBe('GET');
  });
});
