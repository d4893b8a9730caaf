import { getParser } from 'bowser';
import { createIsbotFromList, list as isbotList } from 'isbot';
import {
  BROWSER_FAMILY_BY_NAME,
  type BrowserFamily,
  CONSOLE_OR_TV,
  type Device,
  EXTRA_BOT_PATTERNS,
  OS_FAMILY_BY_NAME,
  type OsFamily,
} from './agent-rules.js';
import { memoizeBounded } from './bounded-memo.js';

export type { BrowserFamily, Device, OsFamily } from './agent-rules.js';

/** What analytics keeps of a User-Agent; frozen, since memoized results are shared. */
export interface AgentClass {
  readonly isBot: boolean;
  readonly device: Device;
  readonly browser: BrowserFamily;
  readonly os: OsFamily;
}

// The same few thousand agents make most clicks: up to 5,000 entries (two generations of
// 2,500) turn parsing into a Map hit.
const MEMO_CAPACITY = 2_500;
// Longer strings are classified but never cached, so odd clients cannot bloat the memo.
const MEMO_MAX_KEY_LENGTH = 1_024;

const BOT: AgentClass = Object.freeze({ isBot: true, device: 'other', browser: 'Other', os: 'Other' });
const matchesBotPattern = createIsbotFromList([...isbotList, ...EXTRA_BOT_PATTERNS]);
const classifyMemoized = memoizeBounded(MEMO_CAPACITY, classifyUncached, MEMO_MAX_KEY_LENGTH);

/**
 * Bot flag, device class, browser family and OS of a User-Agent; an empty one is a bot.
 * Bots get device 'other' and browser/os 'Other': analytics shows them only as a count.
 */
export function classifyAgent(userAgent: string): AgentClass {
  return classifyMemoized(userAgent);
}

/** The one bot test: click limits and analytics must never disagree on who is a bot. */
export function isBotAgent(userAgent: string): boolean {
  return classifyAgent(userAgent).isBot;
}

function classifyUncached(userAgent: string): AgentClass {
  if (userAgent.trim() === '' || matchesBotPattern(userAgent)) return BOT;
  const parser = getParser(userAgent, true);
  const platform = parser.getPlatformType(true);
  if (platform === 'bot') return BOT;
  const os = OS_FAMILY_BY_NAME.get(parser.getOSName()) ?? 'Other';
  return Object.freeze({
    isBot: false,
    device: toDevice(platform, os, userAgent),
    browser: BROWSER_FAMILY_BY_NAME.get(parser.getBrowserName()) ?? 'Other',
    os,
  });
}

const DESKTOP_OSES: ReadonlySet<OsFamily> = new Set(['Windows', 'macOS', 'Linux', 'Chrome OS']);

// An iPad in desktop mode (the iPadOS default) sends a Macintosh UA and stays desktop.
function toDevice(platform: string, os: OsFamily, userAgent: string): Device {
  if (CONSOLE_OR_TV.test(userAgent)) return 'other';
  if (platform === 'desktop' || platform === 'mobile' || platform === 'tablet') return platform;
  // Bowser leaves some desktops (Chrome OS) without a platform type; their OS is enough.
  return platform !== 'tv' && DESKTOP_OSES.has(os) ? 'desktop' : 'other';
}
