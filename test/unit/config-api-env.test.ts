import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadApiEnv } from '../../src/config.js';

describe('loadApiEnv (the CLI API commands and shortener mcp)', () => {
  it('reads SHORTENER_URL and SHORTENER_TOKEN, and keeps login under XDG_CONFIG_HOME', () => {
    expect(loadApiEnv({ SHORTENER_URL: 'https://sho.rt', SHORTENER_TOKEN: ' shk_x ', XDG_CONFIG_HOME: '/cfg' })).toEqual({ url: 'https://sho.rt', token: 'shk_x', configDir: '/cfg/shortener' });
  });

  it('falls back to ~/.config/shortener and no credentials', () => {
    expect(loadApiEnv({})).toEqual({ url: null, token: null, configDir: join(homedir(), '.config', 'shortener') });
  });

  it('refuses a SHORTENER_URL that is not http(s)', () => {
    expect(() => loadApiEnv({ SHORTENER_URL: 'sho.rt' })).toThrow(ConfigError);
  });
});
