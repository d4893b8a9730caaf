import { describe, expect, it } from 'vitest';
import { toUrlKey } from '../../../src/modules/safety/threat-index.js';
import {
  normalizeHostEntry,
  parseCsvFields,
  parseThreatLine,
} from '../../../src/modules/safety/threat-list-parser.js';

function parse(line: string) {
  const hosts: string[] = [];
  const urls: string[] = [];
  const kind = parseThreatLine(line, { addHost: (h) => hosts.push(h), addUrl: (u) => urls.push(toUrlKey(u)) });
  return { kind, hosts, urls };
}

describe('parseThreatLine', () => {
  it.each(['', '   ', '# comment', '! adblock comment', '[Adblock Plus 2.0]', '127.0.0.1 localhost'])(
    'ignores %j',
    (line) => {
      expect(parse(line)).toEqual({ kind: 'ignored', hosts: [], urls: [] });
    },
  );

  it.each([
    ['bad.example', 'bad.example'],
    ['  BAD.Example.  ', 'bad.example'],
    ['*.bad.example', 'bad.example'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['bad.example # note', 'bad.example'],
    ['0.0.0.0 bad.example', 'bad.example'],
    ['127.0.0.1\tbad.example', 'bad.example'],
    ['||bad.example^', 'bad.example'],
    ['11.22.33.44', '11.22.33.44'],
  ])('reads the host entry %j', (line, host) => {
    expect(parse(line)).toEqual({ kind: 'entry', hosts: [host], urls: [] });
  });

  it('reads every name of a hosts-file line', () => {
    expect(parse('0.0.0.0 a.example b.example # c.example').hosts).toEqual(['a.example', 'b.example']);
  });

  it.each([
    ['https://Bad.Example/login/?a=1#frag', 'bad.example/login?a=1'],
    ['http://bad.example:80/x', 'bad.example/x'],
    ['http://bad.example:8080/', 'bad.example:8080'],
    ['https://bad.example/a?b=1,2', 'bad.example/a?b=1,2'],
  ])('reads the URL entry %j as %j', (line, key) => {
    expect(parse(line)).toEqual({ kind: 'entry', hosts: [], urls: [key] });
  });

  it('reads the url column of a URLhaus CSV record', () => {
    const line =
      '"3300001","2025-01-01 10:00:05","http://payload.example/bins/x","online","","malware_download","elf","https://urlhaus.abuse.ch/url/3300001/","r"';
    expect(parse(line).urls).toEqual(['payload.example/bins/x']);
  });

  it('reads the url column of a PhishTank CSV record', () => {
    const line =
      '1,http://phish.example/a,http://www.phishtank.com/phish_detail.php?phish_id=1,2025-01-01,yes,2025-01-01,yes,Other';
    expect(parse(line).urls).toEqual(['phish.example/a']);
  });

  it.each([
    'co.uk',
    'com',
    'github.io',
    'printer.local',
    'not a host',
    '||bad.example^$third-party',
    '||bad.example/path',
    'phish_id,url,phish_detail_url',
    'ftp://bad.example/x',
  ])('counts %j as invalid instead of blocking too much', (line) => {
    expect(parse(line).kind).toBe('invalid');
  });
});

describe('normalizeHostEntry', () => {
  it('canonicalises IP spellings the way the URL parser does', () => {
    expect(normalizeHostEntry('0x0b.22.33.44')).toBe('11.22.33.44');
  });

  it('refuses a host with a path or port', () => {
    expect(normalizeHostEntry('bad.example/x')).toBeNull();
    expect(normalizeHostEntry('bad.example:81')).toBeNull();
  });
});

describe('parseCsvFields', () => {
  it('handles quotes, doubled quotes and commas inside quotes', () => {
    expect(parseCsvFields('"a","b ""c""","d,e",f')).toEqual(['a', 'b "c"', 'd,e', 'f']);
  });
});
