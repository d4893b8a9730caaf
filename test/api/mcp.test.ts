import { mkdtempSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { decodePngQr } from '../helpers/qr-decode.js';

type Content = Array<{ type: string; text?: string; data?: string; mimeType?: string }>;

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `shortener mcp` started as a host starts it, acting on `url` with `token`. */
async function startMcp(url: string, token: string): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    // The command's own entry (src/cli.ts main), through tsx rather than a build.
    args: ['--import', 'tsx', '--input-type=module', '-e', "const { main } = await import('./src/cli.ts'); process.exitCode = await main(['mcp']);"],
    env: { ...(process.env as Record<string, string>), SHORTENER_URL: url, SHORTENER_TOKEN: token, XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'mcp-config-')) },
    cwd: process.cwd(),
    stderr: 'inherit',
  });
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

// `shortener mcp` as a host runs it: a child process on stdio, driven by the SDK's own client,
// acting on the app listening on a port.
describe('shortener mcp', () => {
  let app: TestApp;
  let mcp: Client;

  beforeAll(async () => {
    app = await buildTestApp('sqlite');
    const base = await app.http.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await createAccount(app, 'pro');
    mcp = await startMcp(base, token);
  });
  afterAll(async () => {
    await mcp?.close();
    await app.close();
  });

  const call = async (name: string, args: Record<string, unknown>) => {
    const result = await mcp.callTool({ name, arguments: args });
    return { isError: result.isError === true, content: result.content as Content };
  };
  const jsonOf = (content: Content) => JSON.parse(content[0]!.text!);

  it('lists the tools, their input schemas taken from the OpenAPI document', async () => {
    const { tools } = await mcp.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['create_link', 'delete_link', 'get_link', 'get_link_analytics', 'get_link_qr', 'list_links', 'shorten_url', 'update_link']);
    const create = tools.find((tool) => tool.name === 'create_link')!;
    expect(create.inputSchema.required).toEqual(['destination_url']);
    expect(create.inputSchema.properties).toHaveProperty('slug');
    expect(create.description).toMatch(/Create a link/);
    const update = tools.find((tool) => tool.name === 'update_link')!;
    expect(update.inputSchema.required).toEqual(['id']);
    expect(update.inputSchema.properties).toHaveProperty('title');
    const qr = tools.find((tool) => tool.name === 'get_link_qr')!;
    expect(Object.keys(qr.inputSchema.properties ?? {}).sort()).toEqual(['id', 'size']);
    // Self-contained: references inlined, our extensions gone.
    expect(JSON.stringify(tools)).not.toMatch(/\$ref|x-errors/);
  });

  it('creates a link, reads it back and returns its QR code as a PNG image', async () => {
    const created = await call('create_link', { destination_url: 'https://example.com/mcp', slug: 'mcp-demo', tags: ['mcp'] });
    expect(created.isError).toBe(false);
    const link = jsonOf(created.content);
    expect(link).toMatchObject({ slug: 'mcp-demo', destination_url: 'https://example.com/mcp', tags: ['mcp'] });

    expect(jsonOf((await call('get_link', { slug: 'mcp-demo' })).content).id).toBe(link.id);
    const listed = jsonOf((await call('list_links', { tag: 'mcp' })).content);
    expect(listed.data.map((row: { id: number }) => row.id)).toEqual([link.id]);

    const qr = await call('get_link_qr', { id: link.id, size: 256 });
    expect(qr.isError).toBe(false);
    expect(qr.content[0]).toMatchObject({ type: 'image', mimeType: 'image/png' });
    expect(decodePngQr(Buffer.from(qr.content[0]!.data!, 'base64'))).toBe(`${link.short_url}?qr=1`);

    const updated = await call('update_link', { id: link.id, title: 'From a model' });
    expect(jsonOf(updated.content).title).toBe('From a model');
    const analytics = jsonOf((await call('get_link_analytics', { id: link.id })).content);
    expect(analytics.totals).toEqual({ clicks: 0, uniques: 0, botClicks: 0 });
    expect((await call('delete_link', { id: link.id })).isError).toBe(false);
  });

  it('turns an API refusal into a tool error with its code and message', async () => {
    await call('create_link', { destination_url: 'https://example.com/one', slug: 'mcp-taken' });
    const taken = await call('create_link', { destination_url: 'https://example.com/two', slug: 'mcp-taken' });
    expect(taken.isError).toBe(true);
    expect(taken.content[0]!.text).toMatch(/^Error slug_taken \(HTTP 422\): /);
    const missing = await call('get_link', { id: 999999 });
    expect(missing.isError).toBe(true);
    expect(missing.content[0]!.text).toMatch(/^Error not_found/);
    expect((await call('get_link', {})).content[0]!.text).toMatch(/give id or slug/);
  });

  it('shortens a URL keylessly', async () => {
    const result = jsonOf((await call('shorten_url', { url: 'https://example.com/anonymous' })).content);
    expect(result.short_url).toMatch(/^http:\/\/sho\.rt\//);
  });
});

describe('shortener mcp when the server cannot be reached', () => {
  it('says so, for a call and for the tool list', async () => {
    const app = await buildTestApp('sqlite');
    const { token } = await createAccount(app, 'pro');
    const base = await app.http.listen({ port: 0, host: '127.0.0.1' });
    const mcp = await startMcp(base, token);
    try {
      expect((await mcp.listTools()).tools.length).toBe(8);
      await app.close();
      const result = await mcp.callTool({ name: 'get_link', arguments: { id: 1 } });
      expect(result.isError).toBe(true);
      expect((result.content as Content)[0]!.text).toMatch(/^Error network_error \(HTTP 0\): could not reach http:\/\/127\.0\.0\.1:\d+: .*ECONNREFUSED/);
    } finally {
      await mcp.close();
    }
    const nowhere = await startMcp(base, token);
    try {
      await expect(nowhere.listTools()).rejects.toThrow(/could not reach http:\/\/127\.0\.0\.1:\d+: .*ECONNREFUSED.*; is the server running, and is SHORTENER_URL right\?/);
    } finally {
      await nowhere.close();
    }
  });

  it('answers a call before any listing with a tool error, as a host that cached the tools makes it', async () => {
    const mcp = await startMcp(`http://127.0.0.1:${await closedPort()}`, 'shk_unused');
    try {
      for (const [name, args] of [['get_link', { id: 1 }], ['shorten_url', { url: 'https://example.com/down' }]] as const) {
        const result = await mcp.callTool({ name, arguments: args });
        expect(result.isError, name).toBe(true);
        expect((result.content as Content)[0]!.text).toMatch(/^Error network_error \(HTTP 0\): could not reach http:\/\/127\.0\.0\.1:\d+: .*ECONNREFUSED/);
      }
    } finally {
      await mcp.close();
    }
  });
});
