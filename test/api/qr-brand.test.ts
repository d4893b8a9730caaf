import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { chunkTypes, discPng, flattenOverWhite, readPng, solidPng, withChunk } from '../helpers/images.js';
import { DIALECTS } from '../helpers/stores.js';
import { decodeQr } from '../helpers/zbar.js';

const RED: [number, number, number] = [200, 30, 30];
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe.each(DIALECTS)('branded link QR codes on %s', (dialect) => {
  let app: TestApp;
  let call: ReturnType<typeof client>;
  let other: ReturnType<typeof client>;
  const upload = (path: string, body: Buffer | string, type: string, as = call) =>
    as('PUT' as never, path, body, { headers: { 'content-type': type } });

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    call = client(app, (await createAccount(app, 'pro')).token);
    other = client(app, (await createAccount(app, 'pro')).token);
  });
  afterAll(async () => {
    await app.close();
  });

  async function createLink(qr: object, slug?: string) {
    const res = await call('POST', '/links', { destination_url: 'https://example.com/spring', qr, ...(slug ? { slug } : {}) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; short_url: string; slug: string; qr: Record<string, unknown> };
  }

  async function expectScans(id: number, shortUrl: string) {
    for (const format of ['png', 'svg'] as const) {
      const res = await call('GET', `/links/${id}/qr?format=${format}&size=512`);
      expect(res.statusCode, res.body).toBe(200);
      if (format === 'png') expect(pngSize(res.rawPayload)).toEqual({ width: 512, height: 512 });
      expect(decodeQr(res.rawPayload, format)).toBe(`${shortUrl}?qr=1`);
    }
  }

  it('saves background, frame and frame text on a link, returns them, and draws a code zbar reads', async () => {
    const link = await createLink({ background: '#FFF8E1', frame: 'rounded', frame_text: 'Scan for the menu', frame_color: '1a4d8f', dot_style: 'dots' });
    expect(link.qr).toMatchObject({ background: '#fff8e1', frame: 'rounded', frame_text: 'Scan for the menu', frame_color: '#1a4d8f', logo: 'none' });
    await expectScans(link.id, link.short_url);
    const svg = (await call('GET', `/links/${link.id}/qr?format=svg`)).body;
    expect(svg).toContain('>SCAN FOR THE MENU</text>');
    expect(svg).toContain('fill="#fff8e1"');
    const tiny = await call('GET', `/links/${link.id}/qr?size=64`);
    expect(tiny.statusCode).toBe(422);
    expect(tiny.json().errors.size[0]).toMatch(/^must be at least \d+ for this content in a frame with this text$/);
  });

  it('refuses bad design fields with 422 naming each', async () => {
    const res = await call('POST', '/links', {
      destination_url: 'https://example.com/x',
      qr: { frame: 'oval', logo: 'theirs', frame_text: 'x'.repeat(21) },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['qr.frame', 'qr.frame_text', 'qr.logo']);
    const contrast = await call('POST', '/links', { destination_url: 'https://example.com/x', qr: { background: '#222222', foreground: '#000000' } });
    expect(contrast.statusCode).toBe(422);
    expect(JSON.stringify(contrast.json())).toContain('is too close to the background #222222');
    const lighter = await call('POST', '/links', { destination_url: 'https://example.com/x', qr: { background: '#1a4d8f', foreground: '#ffffff' } });
    expect(JSON.stringify(lighter.json())).toContain('must be darker than the background #1a4d8f');
    const frame = await call('POST', '/links', { destination_url: 'https://example.com/x', qr: { frame: 'square', frame_color: '#eeeeee' } });
    expect(frame.statusCode).toBe(422);
    expect(JSON.stringify(frame.json())).toContain('too close to the background for the frame text');
    const text = await call('POST', '/links', { destination_url: 'https://example.com/x', qr: { frame: 'square', frame_text: 'Scan <me>' } });
    expect(text.statusCode).toBe(422);
  });

  it('draws the account logo in the centre at level H, in PNG and SVG, and on /qr/{slug}', async () => {
    const put = await upload('/account/qr/logo', discPng(300, RED), 'image/png');
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ width: 300, height: 300, source_type: 'image/png' });
    const link = await createLink({ logo: 'account', frame: 'square' });
    await expectScans(link.id, link.short_url);
    const png = readPng((await call('GET', `/links/${link.id}/qr?size=512`)).rawPayload);
    const centre = (256 * 512 + 256) * 4;
    expect([...png.data.subarray(centre, centre + 3)]).toEqual(RED);
    const svg = (await call('GET', `/links/${link.id}/qr?format=svg`)).body;
    expect(svg).toMatch(/<image [^>]*href="data:image\/png;base64,/);
    const open = await app.http.inject({ url: `/qr/${link.slug}`, remoteAddress: '198.18.9.1' });
    expect(open.statusCode).toBe(200);
    expect(decodeQr(open.rawPayload)).toBe(`${link.short_url}?qr=1`);
  });

  it('draws a transparent framed code with a logo that reads laid over white', async () => {
    expect((await upload('/account/qr/logo', discPng(80, RED), 'image/png')).statusCode).toBe(200);
    const link = await createLink({ transparent: true, logo: 'account', frame: 'rounded', dot_style: 'rounded' });
    const png = (await call('GET', `/links/${link.id}/qr?size=512`)).rawPayload;
    expect(readPng(png).data[3]).toBe(0);
    expect(decodeQr(flattenOverWhite(png))).toBe(`${link.short_url}?qr=1`);
    expect(decodeQr((await call('GET', `/links/${link.id}/qr?format=svg`)).rawPayload, 'svg')).toBe(`${link.short_url}?qr=1`);
  });

  it("keeps a link's own logo and answers 404 for another account's link", async () => {
    const link = await createLink({ logo: 'link' });
    expect((await call('GET', `/links/${link.id}/qr/logo`)).statusCode).toBe(404);
    const svgLogo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#0a7d32"/></svg>';
    expect((await upload(`/links/${link.id}/qr/logo`, svgLogo, 'image/svg+xml')).statusCode).toBe(200);
    await expectScans(link.id, link.short_url);
    expect((await upload(`/links/${link.id}/qr/logo`, discPng(50, RED), 'image/png', other)).statusCode).toBe(404);
    expect((await other('GET', `/links/${link.id}/qr/logo`)).statusCode).toBe(404);
    expect((await other('DELETE', `/links/${link.id}/qr/logo`)).statusCode).toBe(404);
    expect((await call('DELETE', `/links/${link.id}/qr/logo`)).statusCode).toBe(204);
    expect((await call('GET', `/links/${link.id}/qr/logo`)).statusCode).toBe(404);
    // Without its logo the code is drawn plain, still readable.
    await expectScans(link.id, link.short_url);
  });

  it('refuses oversized, wrong-type, corrupt and huge uploads', async () => {
    const big = withChunk(solidPng(8, 8, RED), 'zTXt', Buffer.alloc(300 * 1024, 7));
    const tooBig = await upload('/account/qr/logo', big, 'image/png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('body_too_large');
    const gif = await upload('/account/qr/logo', Buffer.from('GIF89a....'), 'image/gif');
    expect(gif.statusCode).toBe(422);
    expect(gif.json().error.message).toBe('logo must be sent as image/png or image/svg+xml');
    const json = await call('PUT' as never, '/account/qr/logo', { logo: 'x' });
    expect(json.statusCode).toBe(422);
    const corrupt = discPng(40, RED);
    corrupt.writeUInt32BE(0xdeadbeef, corrupt.length - 20);
    expect((await upload('/account/qr/logo', corrupt, 'image/png')).json().error.message).toBe('logo is a damaged or unreadable PNG');
    expect((await upload('/account/qr/logo', Buffer.from('not a png'), 'image/png')).statusCode).toBe(422);
    const huge = solidPng(1, 1, RED);
    huge.writeUInt32BE(50_000, 16);
    expect((await upload('/account/qr/logo', huge, 'image/png')).json().error.message).toBe('logo must be at most 2048 pixels a side');
    expect((await upload('/account/qr/logo', '<html>hi</html>', 'image/svg+xml')).statusCode).toBe(422);
    expect((await upload('/account/qr/logo', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>', 'image/svg+xml')).statusCode).toBe(422);
  });

  it('keeps only the pixels of a PNG: text, EXIF and profile chunks are gone', async () => {
    let png = withChunk(discPng(64, RED), 'tEXt', Buffer.from('Comment\0secret-author-note'));
    png = withChunk(png, 'eXIf', Buffer.from('MM\0*GPS 51.5N secret'));
    const put = await upload('/account/qr/logo', png, 'image/png');
    expect(put.statusCode, put.body).toBe(200);
    const stored = (await call('GET', '/account/qr/logo')).rawPayload;
    expect(new Set(chunkTypes(stored))).toEqual(new Set(['IHDR', 'IDAT', 'IEND']));
    expect(stored.includes('secret')).toBe(false);
    expect(readPng(stored).data.subarray(32 * 64 * 4 + 32 * 4, 32 * 64 * 4 + 32 * 4 + 3)).toEqual(Buffer.from(RED));
  });

  it('rasterises an SVG without its script or external references', async () => {
    const secret = join(tmpdir(), `qr-brand-secret-${process.pid}.png`);
    writeFileSync(secret, solidPng(20, 20, [0, 255, 0]));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">
      <script>alert(document.cookie)</script><rect width="100" height="50" fill="#c81e1e"/>
      <image x="0" y="50" width="100" height="50" xlink:href="${secret}"/><image x="0" y="50" width="100" height="50" href="file://${secret}"/>
      <image x="0" y="50" width="100" height="50" href="http://127.0.0.1:9/x.png"/></svg>`;
    expect((await upload('/account/qr/logo', svg, 'image/svg+xml')).statusCode).toBe(200);
    const stored = readPng((await call('GET', '/account/qr/logo')).rawPayload);
    const green = [...Array(stored.width * stored.height).keys()].some((i) => stored.data[i * 4 + 1]! > 200 && stored.data[i * 4]! < 50);
    expect(green).toBe(false);
    const link = await createLink({ logo: 'account' });
    const code = (await call('GET', `/links/${link.id}/qr?format=svg`)).body;
    expect(code).not.toMatch(/script|xlink|qr-brand-secret|127\.0\.0\.1/);
    expect(decodeQr(Buffer.from(code), 'svg')).toBe(`${link.short_url}?qr=1`);
  });

  it('refuses with qr_unreadable a logo design whose link is too long to leave room, writing nothing', async () => {
    expect((await upload('/account/qr/logo', discPng(64, RED), 'image/png')).statusCode).toBe(200);
    const slug = `spring-${'a'.repeat(50)}`;
    const res = await call('POST', '/links', { destination_url: 'https://example.com/x', slug, qr: { logo: 'account' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('qr_unreadable');
    expect(res.json().errors).toHaveProperty('qr');
    expect((await call('GET', `/links?search=${slug}`)).json().data).toEqual([]);
    // The same long link without a logo is fine; choosing the logo later is refused and changes nothing.
    const plain = await createLink({ frame: 'square' }, slug);
    const patch = await call('PATCH', `/links/${plain.id}`, { qr: { logo: 'account' } });
    expect(patch.json().error?.code).toBe('qr_unreadable');
    expect((await call('GET', `/links/${plain.id}`)).json().data.qr.logo).toBe('none');
  });

  it('keeps logo and frame off the keyless /api/qr, which takes a background colour', async () => {
    const plain = await app.http.inject({ url: '/api/qr?url=https://example.com/menu', remoteAddress: '198.18.9.2' });
    const extra = await app.http.inject({ url: '/api/qr?url=https://example.com/menu&frame=square&logo=account', remoteAddress: '198.18.9.3' });
    expect(extra.rawPayload.equals(plain.rawPayload)).toBe(true);
    const tinted = await app.http.inject({ url: '/api/qr?url=https://example.com/menu&background=fff3e0&format=svg', remoteAddress: '198.18.9.4' });
    expect(tinted.body).toContain('fill="#fff3e0"');
    expect(decodeQr(tinted.rawPayload, 'svg')).toBe('https://example.com/menu');
    const dark = await app.http.inject({ url: '/api/qr?url=https://example.com/menu&background=333333', remoteAddress: '198.18.9.5' });
    expect(dark.statusCode).toBe(422);
    expect(dark.json().errors.background[0]).toContain('too dark for the default black ink');
  });
});
