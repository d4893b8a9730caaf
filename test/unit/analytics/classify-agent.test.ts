import { describe, expect, it } from 'vitest';
import { BROWSER_FAMILIES, OS_FAMILIES } from '../../../src/modules/analytics/parse/agent-rules.js';
import { classifyAgent } from '../../../src/modules/analytics/parse/classify-agent.js';
import fixtures from './fixtures/user-agents.json' with { type: 'json' };

const humans = fixtures.filter((fixture) => !fixture.isBot);
const bots = fixtures.filter((fixture) => fixture.isBot);

describe('classifyAgent', () => {
  it('has a fixture set of at least 50 real agents, humans and bots', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(50);
    expect(humans.length).toBeGreaterThanOrEqual(40);
    expect(bots.length).toBeGreaterThanOrEqual(30);
  });

  it.each(humans.map((fixture) => [fixture.ua, fixture]))('classifies browser %s', (ua, expected) => {
    expect(classifyAgent(ua)).toEqual({
      isBot: false,
      device: expected.device,
      browser: expected.browser,
      os: expected.os,
    });
  });

  it.each(bots.map((fixture) => [fixture.ua]))('flags bot %j', (ua) => {
    expect(classifyAgent(ua)).toEqual({ isBot: true, device: 'other', browser: 'Other', os: 'Other' });
  });

  it('treats an empty or blank User-Agent as a bot', () => {
    expect(classifyAgent('').isBot).toBe(true);
    expect(classifyAgent('   ').isBot).toBe(true);
  });

  it('only ever reports the documented browser and OS families', () => {
    const odd = [
      'Mozilla/5.0 (Nintendo Switch; WifiWebAuthApplet) NintendoBrowser/5.1.0.20393',
      'Lynx/2.9.0 libwww-FM/2.14',
      // Bowser echoes unknown tokens as the browser name; these must not hit Object.prototype.
      'constructor/1.0 (Windows NT 10.0; Win64; x64) like Gecko',
      '__proto__/1.0 (X11; Linux x86_64) like Gecko',
    ];
    for (const ua of [...fixtures.map((fixture) => fixture.ua), ...odd]) {
      const agent = classifyAgent(ua);
      expect(BROWSER_FAMILIES).toContain(agent.browser);
      expect(OS_FAMILIES).toContain(agent.os);
    }
  });

  it('keeps in-app browsers of messengers human, unlike their link unfurlers', () => {
    const inApp = [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.6521',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/10.17',
      'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Telegram-Android/10.3.2 (Samsung SM-G991B; Android 13; SDK 33; HIGH)',
      'Mozilla/5.0 (Linux; Android 13; Pixel 6 Build/TQ3A.230901.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/441.0.0.33.113;]',
    ];
    for (const ua of inApp) expect(classifyAgent(ua)).toMatchObject({ isBot: false, device: 'mobile' });
  });

  it('answers repeated agents from its memo with the same result object', () => {
    const ua = humans[0]!.ua;
    expect(classifyAgent(ua)).toBe(classifyAgent(ua));
  });

  it('classifies agents too long to memoize', () => {
    const long = `${humans[0]!.ua} ${'x'.repeat(2_000)}`;
    expect(classifyAgent(long)).toMatchObject({ device: 'desktop' });
  });
});
