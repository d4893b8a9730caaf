import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient, type ShortenerClient } from '@shortener/client';
import { loadApiEnv } from '../../config.js';
import { UsageError } from '../command.js';

/** A server and a token to act with. */
export interface Credentials {
  url: string;
  token: string;
}

/** Where `shortener login` keeps the credentials. */
export function credentialsPath(): string {
  return join(loadApiEnv().configDir, 'config.json');
}

async function readSaved(): Promise<Partial<Credentials>> {
  try {
    const saved = JSON.parse(await readFile(credentialsPath(), 'utf8')) as Partial<Credentials>;
    return { ...(typeof saved.url === 'string' ? { url: saved.url } : {}), ...(typeof saved.token === 'string' ? { token: saved.token } : {}) };
  } catch {
    return {};
  }
}

/** SHORTENER_URL and SHORTENER_TOKEN, each winning over what `login` saved. */
export async function resolveCredentials(): Promise<Credentials> {
  const env = loadApiEnv();
  const saved = await readSaved();
  const url = env.url ?? saved.url;
  const token = env.token ?? saved.token;
  if (!url || !token) throw new UsageError('No server or token: run "shortener login", or set SHORTENER_URL and SHORTENER_TOKEN');
  return { url, token };
}

/** Writes the file readable by its owner only (mode 0600, in a 0700 directory). */
export async function saveCredentials(credentials: Credentials): Promise<string> {
  const path = credentialsPath();
  await mkdir(loadApiEnv().configDir, { recursive: true, mode: 0o700 });
  await writeFile(path, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  // An existing file keeps its mode through writeFile.
  await chmod(path, 0o600);
  return path;
}

export function clientFor(credentials: Credentials): ShortenerClient {
  return createClient({ baseUrl: credentials.url, token: credentials.token });
}

/** The client of the resolved credentials. */
export async function apiClient(): Promise<ShortenerClient> {
  return clientFor(await resolveCredentials());
}
