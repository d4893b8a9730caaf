import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { runCli as run } from '../helpers/cli.js';
import { decodePngQr } from '../helpers/qr-decode.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const NAMES = ['SHORTENER_URL', 'SHORTENER_TOKEN', 'XDG_CONFIG_HOME'] as const;

// The API commands against the app listening on a port, as a user's terminal would reach it.
describe('shortener links ... over the API', () => {
  let app: TestApp;
  let base: string;
  let token: string;
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  const useEnv = (values: Partial<Record<(typeof NAMES)[number], string>>) => {
    for (const name of NAMES) {
      if (values[name] === undefined) delete process.env[name];
      else process.env[name] = values[name];
    }
  };

  beforeAll(async () => {
    // Clicks written on the main thread: a writer thread takes seconds to start here.
    app = await buildTestApp('sqlite', { CLICK_WRITER_THREAD: 'false' });
    base = await app.http.listen({ port: 0, host: '127.0.0.1' });
    token = (await createAccount(app, 'pro')).token;
  });
  beforeEach(() => useEnv({ SHORTENER_URL: base, SHORTENER_TOKEN: token, XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'cli-config-')) }));
  afterAll(async () => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await app.close();
  });

  it('creates a link and prints the API JSON with --json', async () => {
    const res = await run('links', 'create', 'https://example.com/cli', '--slug', 'cli-demo', '--title', 'Demo', '--tags', 'a, b', '--json');
    expect(res.code, res.stderr.join('\n')).toBe(0);
    const link = JSON.parse(res.stdout.join('\n'));
    expect(link).toMatchObject({ slug: 'cli-demo', short_url: 'http://sho.rt/cli-demo', destination_url: 'https://example.com/cli', title: 'Demo', tags: ['a', 'b'] });
    const human = await run('links', 'get', 'cli-demo');
    expect(human.code).toBe(0);
    expect(human.stdout[0]).toMatch(/^short_url\s+http:\/\/sho\.rt\/cli-demo$/);
    expect((await run('links', 'get', String(link.id), '--json')).stdout.join('\n')).toContain('"slug": "cli-demo"');
  });

  it('reads a slug made of digits when no link has that id', async () => {
    await run('links', 'create', 'https://example.com/digits', '--slug', '987654');
    const res = await run('links', 'get', '987654', '--json');
    expect(res.code, res.stderr.join('\n')).toBe(0);
    expect(JSON.parse(res.stdout.join('\n')).slug).toBe('987654');
  });

  it('updates, lists with filters and deletes', async () => {
    const link = JSON.parse((await run('links', 'create', 'https://example.com/to-edit', '--tags', 'edit-me', '--json')).stdout.join('\n'));
    const updated = await run('links', 'update', String(link.id), '--title', 'Edited', '--url', 'https://example.com/edited', '--json');
    expect(updated.code, updated.stderr.join('\n')).toBe(0);
    expect(JSON.parse(updated.stdout.join('\n'))).toMatchObject({ title: 'Edited', destination_url: 'https://example.com/edited' });
    const listed = await run('links', 'list', '--tag', 'edit-me', '--json');
    expect(JSON.parse(listed.stdout.join('\n')).map((row: { id: number }) => row.id)).toEqual([link.id]);
    const table = await run('links', 'list', '--search', 'edited');
    expect(table.stdout[0]).toMatch(/^ID\s+SHORT URL\s+CLICKS\s+DESTINATION$/);
    expect(table.stdout.join('\n')).toContain('https://example.com/edited');
    expect((await run('links', 'delete', String(link.id))).stdout).toEqual([`deleted link ${link.id}`]);
    const gone = await run('links', 'get', String(link.id));
    expect(gone.code).toBe(1);
    expect(gone.stderr[0]).toMatch(/^Error not_found: /);
  });

  it('exits 1 with the code and message of an API refusal', async () => {
    await run('links', 'create', 'https://example.com/taken', '--slug', 'taken-slug');
    const res = await run('links', 'create', 'https://example.com/again', '--slug', 'taken-slug');
    expect(res.code).toBe(1);
    expect(res.stderr[0]).toMatch(/^Error slug_taken: /);
    useEnv({ SHORTENER_URL: base, SHORTENER_TOKEN: 'shk_wrong', XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME! });
    const denied = await run('links', 'list');
    expect(denied.code).toBe(1);
    expect(denied.stderr[0]).toMatch(/^Error unauthenticated: /);
  });

  it.each([
    ['no URL', ['links', 'create'], /expected URL/],
    ['an unknown option', ['links', 'list', '--colour', 'red'], /colour/],
    ['a bad id', ['links', 'delete', 'abc'], /ID must be a link id/],
    ['a bad folder id', ['links', 'list', '--folder', 'abc'], /--folder must be a folder id/],
    ['nothing to update', ['links', 'update', '1'], /nothing to change/],
    ['a bad QR format', ['links', 'qr', '1', '--format', 'gif', '--out', 'x.gif'], /png or svg/],
    ['a bad date', ['links', 'stats', '1', '--from', 'yesterday'], /--from/],
  ])('exits 2 on bad usage: %s', async (_name, argv, message) => {
    const res = await run(...argv);
    expect(res.code).toBe(2);
    expect(res.stderr.join('\n')).toMatch(message);
  });

  it('writes the QR code as PNG or SVG', async () => {
    const link = JSON.parse((await run('links', 'create', 'https://example.com/qr-cli', '--json')).stdout.join('\n'));
    const dir = mkdtempSync(join(tmpdir(), 'cli-qr-'));
    const png = await run('links', 'qr', String(link.id), '--format', 'png', '--out', join(dir, 'code.png'));
    expect(png.code, png.stderr.join('\n')).toBe(0);
    expect(decodePngQr(readFileSync(join(dir, 'code.png')))).toBe(`${link.short_url}?qr=1`);
    expect((await run('links', 'qr', String(link.id), '--format', 'svg', '--out', join(dir, 'code.svg'))).code).toBe(0);
    expect(readFileSync(join(dir, 'code.svg'), 'utf8')).toMatch(/<svg/);
  });

  it('shows stats as a small table with a sparkline', async () => {
    const link = JSON.parse((await run('links', 'create', 'https://example.com/stats', '--json')).stdout.join('\n'));
    await app.http.inject({ method: 'GET', url: `/${link.slug}`, remoteAddress: '203.0.113.20', headers: { 'user-agent': CHROME } });
    await app.clicks.flush();
    const res = await run('links', 'stats', String(link.id));
    expect(res.code, res.stderr.join('\n')).toBe(0);
    const text = res.stdout.join('\n');
    expect(text).toMatch(/^clicks\s+1$/m);
    expect(text).toMatch(/^daily\s+[▁▂▃▄▅▆▇█]{31}\s+\(max 1 a day\)$/m);
    expect(text).toMatch(/█/);
    const json = JSON.parse((await run('links', 'stats', String(link.id), '--json')).stdout.join('\n'));
    expect(json.totals.clicks).toBe(1);
  });

  it('exits 2 on a malformed SHORTENER_URL, as without one', async () => {
    useEnv({ SHORTENER_URL: 'notaurl', SHORTENER_TOKEN: token, XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME! });
    const res = await run('links', 'list');
    expect(res.code).toBe(2);
    expect(res.stderr[0]).toMatch(/^Configuration error: SHORTENER_URL must be an http\(s\) URL/);
  });

  it('logs in: checks the token, keeps it with mode 0600, and the environment still wins', async () => {
    useEnv({ XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'cli-login-')) });
    const missing = await run('links', 'list');
    expect(missing.code).toBe(2);
    expect(missing.stderr[0]).toMatch(/shortener login/);
    const wrong = await run('login', '--url', base, '--token', 'shk_wrong');
    expect(wrong.code).toBe(1);
    const res = await run('login', '--url', `${base}/`, '--token', token);
    expect(res.code, res.stderr.join('\n')).toBe(0);
    const file = join(process.env.XDG_CONFIG_HOME!, 'shortener', 'config.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ url: base, token });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await run('links', 'list', '--json')).code).toBe(0);
    process.env.SHORTENER_TOKEN = 'shk_wrong';
    expect((await run('links', 'list')).code).toBe(1);
  });

  it('tells API and operator commands apart in --help; links export stays an operator command', async () => {
    const help = (await run('--help')).stdout.join('\n');
    const api = help.indexOf('API commands');
    const operator = help.indexOf('Operator commands');
    expect(api).toBeGreaterThan(-1);
    expect(operator).toBeGreaterThan(api);
    expect(help.indexOf('shortener links create')).toBeGreaterThan(api);
    expect(help.indexOf('shortener links create')).toBeLessThan(operator);
    expect(help.indexOf('shortener links export')).toBeGreaterThan(operator);
    expect(help.indexOf('shortener mcp')).toBeLessThan(operator);
  });
});
