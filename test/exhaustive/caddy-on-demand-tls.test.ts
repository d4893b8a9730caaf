import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonalWorkspace } from '../../src/modules/workspaces/index.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/** A free port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The certificate Caddy presents for `servername`, or the handshake's error. */
function certificateFor(port: number, servername: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, servername, rejectUnauthorized: false }, () => {
      const names = socket.getPeerCertificate().subjectaltname ?? '';
      socket.end();
      resolve(names);
    });
    socket.setTimeout(15_000, () => socket.destroy(new Error('timed out')));
    socket.on('error', reject);
  });
}

// Debian's caddy, with the on-demand TLS setup of docs/operations.md: certificates from its
// local CA here (no ACME server is reachable), issued only where our ask endpoint says 200.
describe('Caddy on-demand TLS asks the service which domains get a certificate', () => {
  let app: TestApp;
  let caddy: ChildProcess;
  let dir: string;
  let httpsPort: number;

  beforeAll(async () => {
    execFileSync('caddy', ['version']);
    app = await buildTestApp('sqlite');
    const base = await app.http.listen({ port: 0, host: '127.0.0.1' });
    const user = await app.store.db.insertInto('users').values({ email: 'tls@example.com', password_hash: 'x', plan: 'pro', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }).returning('id').executeTakeFirstOrThrow();
    const workspace = await createPersonalWorkspace(app.store.db, { id: Number(user.id), email: 'tls@example.com', plan: 'pro' });
    const now = new Date().toISOString();
    const domain = (hostname: string, status: 'pending' | 'verified') =>
      ({ workspace_id: workspace.id, hostname, status, verify_token_hash: 'x', created_at: now, updated_at: now }) as const;
    await app.store.db.insertInto('domains').values([domain('go.acme-tls.com', 'verified'), domain('pending.acme-tls.com', 'pending')]).execute();

    dir = mkdtempSync(join(tmpdir(), 'caddy-'));
    httpsPort = await freePort();
    const caddyfile = `{
  admin off
  storage file_system ${join(dir, 'data')}
  local_certs
  skip_install_trust
  http_port ${await freePort()}
  https_port ${httpsPort}
  on_demand_tls {
    ask ${base}/internal/tls/allowed
  }
}

https:// {
  tls {
    on_demand
  }
  reverse_proxy ${base.replace('http://', '')}
}
`;
    writeFileSync(join(dir, 'Caddyfile'), caddyfile);
    caddy = spawn('caddy', ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], { env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir }, stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      if (await certificateFor(httpsPort, 'go.acme-tls.com').then(() => true, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 60_000);

  afterAll(async () => {
    caddy?.kill();
    await app?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('gets a certificate for a verified domain', async () => {
    expect(await certificateFor(httpsPort, 'go.acme-tls.com')).toContain('DNS:go.acme-tls.com');
  });

  it('gets none for a pending domain or a name nobody added', async () => {
    await expect(certificateFor(httpsPort, 'pending.acme-tls.com')).rejects.toThrow();
    await expect(certificateFor(httpsPort, 'stranger.example.com')).rejects.toThrow();
  });
});
