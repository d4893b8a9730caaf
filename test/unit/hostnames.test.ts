import { describe, expect, it } from 'vitest';
import { requestHostname, storedHostname } from '../../src/platform/text/hostnames.js';

describe('host names read the one way they are stored', () => {
  it.each([
    ['go.example.com', 'go.example.com'],
    ['Go.Example.COM', 'go.example.com'],
    ['go.example.com.', 'go.example.com'],
    [' go.example.com ', 'go.example.com'],
    ['bücher.de', 'xn--bcher-kva.de'],
    ['[::1]', '[::1]'],
    ['go.example.com..', ''],
    ['.go.example.com', ''],
    ['go..example.com', ''],
    ['go.example.com/x', ''],
    ['go.example.com:443', ''],
    ['user@go.example.com', ''],
    ['go.example.com?x', ''],
    ['go example.com', ''],
    ['.', ''],
    ['', ''],
  ])('stores %j as %j', (given, stored) => {
    expect(storedHostname(given)).toBe(stored);
  });

  it.each([
    ['go.example.com', 'go.example.com'],
    ['GO.example.com.:8443', 'go.example.com'],
    ['go.example.com:80', 'go.example.com'],
    ['[::1]:3000', '[::1]'],
    ['[2001:DB8::1]', '[2001:db8::1]'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['shortener_app:3000', 'shortener_app'],
    ['', ''],
    ['go.example.com..', null],
    ['go.example.com..:443', null],
    ['go.example.com:http', null],
    ['a:b:3000', null],
  ])('reads the Host %j as %j', (host, name) => {
    expect(requestHostname(host)).toBe(name);
  });
});
