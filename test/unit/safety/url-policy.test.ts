import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKnownShortener, listKnownShorteners, readShortenerLists } from '../../../src/modules/safety/shorteners.js';
import {
  checkUrlPolicy,
  createUrlPolicy,
  MAX_URL_LENGTH,
  normalizeDestination,
} from '../../../src/modules/safety/url-policy.js';

const opts = { ownHosts: ['https://sho.rt', 'links.example.org'] };

function reasonFor(input: string): string | null {
  const result = checkUrlPolicy(normalizeDestination(input), opts);
  return result.ok ? null : result.finding.reason;
}

describe('normalizeDestination', () => {
  it.each([
    ['example.com/a?b=1', 'https://example.com/a?b=1'],
    ['  https://Example.COM  ', 'https://example.com/'],
    ['//example.com/x', 'https://example.com/x'],
    ['example.com:8080/x', 'https://example.com:8080/x'],
    ['localhost:3000', 'https://localhost:3000/'],
    ['HTTP://EXAMPLE.COM:80/A', 'http://example.com/A'],
    ['münchen.de', 'https://xn--mnchen-3ya.de/'],
  ])('turns %s into %s', (input, expected) => {
    expect(normalizeDestination(input)).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'ftp://x', 'data:text/plain,hi', 'mailto:a@b.example'])(
    'does not give %s an https scheme',
    (input) => {
      expect(normalizeDestination(input).startsWith('https://')).toBe(false);
    },
  );

  it('is idempotent', () => {
    const once = normalizeDestination('Example.com/a b?c=d#e');
    expect(normalizeDestination(once)).toBe(once);
  });
});

describe('checkUrlPolicy', () => {
  it('accepts an ordinary https URL and returns its bare host', () => {
    const result = checkUrlPolicy('https://www.Example.com./path', opts);
    expect(result.ok && result.host).toBe('www.example.com');
  });

  it.each([
    ['javascript:alert(1)', 'unsupported_scheme'],
    ['ftp://files.example.com/x', 'unsupported_scheme'],
    ['not a url at all', 'invalid_url'],
    ['https://user:pass@example.com/', 'credentials'],
    ['https://user@example.com/', 'credentials'],
    ['https://:pass@example.com/', 'credentials'],
    ['http://a..b.example/', 'invalid_host'],
    ['http://-dash.example/', 'invalid_host'],
  ])('rejects %s as %s', (input, reason) => {
    expect(reasonFor(input)).toBe(reason);
  });

  it('rejects URLs longer than the limit, counting the normalised form', () => {
    expect(reasonFor(`https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`)).toBe('too_long');
    const expands = `https://example.com/${'é'.repeat(1000)}`; // 1000 chars become 6000
    expect(expands.length).toBeLessThan(MAX_URL_LENGTH);
    expect(reasonFor(expands)).toBe('too_long');
  });

  it.each([
    'http://127.1/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://2130706433/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::1]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://0.0.0.0/',
    'http://127.0.0.1./',
    'http://１２７.０.０.１/',
    'http://%31%32%37.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[64:ff9b::a00:1]/',
  ])('rejects the non-public address %s', (input) => {
    expect(reasonFor(input)).toBe('forbidden_address');
  });

  it.each([
    'http://localhost/',
    'http://LocalHost./',
    'http://api.localhost/',
    'http://printer.local/',
    'http://metadata.google.internal/',
    'http://nas.home.arpa/',
    'http://router.lan/',
    'http://intranet/',
  ])('rejects the local name %s', (input) => {
    expect(reasonFor(input)).toBe('local_host');
  });

  it.each(['https://sho.rt/x', 'https://SHO.RT./x', 'https://www.sho.rt/x', 'http://links.example.org:8080/'])(
    'rejects a link to this service: %s',
    (input) => {
      expect(reasonFor(input)).toBe('own_host');
    },
  );

  it('does not treat other subdomains of an own host as own', () => {
    expect(reasonFor('https://blog.sho.rt/post')).toBeNull();
  });

  it.each(['https://bit.ly/x', 'https://www.bit.ly/x', 'https://t.co/x', 'https://maps.app.goo.gl/x'])(
    'rejects the shortener link %s as already shortened',
    (input) => {
      const result = checkUrlPolicy(input, opts);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.finding.reason).toBe('already_shortened');
        expect(result.finding.message).toBe('URL is already a short link');
      }
    },
  );

  it.each(['https://notbit.ly/', 'https://bit.ly.example.com/', 'https://notyoutu.be/abc'])(
    'accepts the look-alike of a shortener %s',
    (input) => {
      expect(reasonFor(input)).toBeNull();
    },
  );

  it('gives every rejection a human sentence', () => {
    const result = checkUrlPolicy('http://10.0.0.1/', opts);
    expect(result).toMatchObject({
      ok: false,
      finding: { verdict: 'unsafe', message: 'URL points to a private or loopback address' },
    });
  });

  it('fails fast on an own host that is not a host name', () => {
    expect(() => checkUrlPolicy('https://a.example/', { ownHosts: ['http://'] })).toThrow(TypeError);
  });
});

describe('known shortener list', () => {
  it.each(['qrco.de', '1url.com', 'git.io', 'youtu.be', 'amzn.to', 'aka.ms', 'linktr.ee', 'spoti.fi', 'msft.it'])(
    'refuses a link on %s as already shortened',
    (host) => {
      expect(reasonFor(`https://${host}/abc`)).toBe('already_shortened');
    },
  );

  it('adds the hosts of an operator list file, with comments, hosts-file lines and subdomains', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shorteners-'));
    const file = join(dir, 'list');
    writeFileSync(file, '# maintained list\nsho.example\n0.0.0.0 other-short.example # hosts file\n*.wild.example\nnot a host!\n\n');
    const extra = readShortenerLists([file]);
    expect(extra).toEqual(['sho.example', 'other-short.example', 'wild.example']);
    const policy = createUrlPolicy({ ownHosts: ['sho.rt'], extraShorteners: extra });
    for (const url of ['https://sho.example/x', 'https://go.other-short.example/x', 'https://a.wild.example/x', 'https://bit.ly/x']) {
      expect(policy(url)).toMatchObject({ ok: false, finding: { reason: 'already_shortened' } });
    }
    expect(policy('https://example.com/x').ok).toBe(true);
    rmSync(dir, { recursive: true, force: true });
  });

  it('recognises every listed shortener and its subdomains, and nothing merely ending like one', () => {
    for (const host of listKnownShorteners()) {
      expect(isKnownShortener(host), host).toBe(true);
      expect(isKnownShortener(`www.${host}`), host).toBe(true);
      expect(isKnownShortener(`not${host}`), host).toBe(false);
    }
  });
});
