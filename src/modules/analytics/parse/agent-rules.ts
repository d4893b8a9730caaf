export { BROWSER_FAMILIES, type BrowserFamily, type Device, OS_FAMILIES, type OsFamily } from '../../../platform/agents/families.js';
import type { BrowserFamily, OsFamily } from '../../../platform/agents/families.js';

/**
 * Bot patterns added to isbot's list (regex fragments, case-insensitive). isbot already knows
 * most of them; naming them here keeps the unfurlers and CLI clients a guarantee, not luck.
 */
export const EXTRA_BOT_PATTERNS: readonly string[] = [
  // Link unfurlers and preview fetchers: their prefetch is not a human click.
  'slackbot',
  'slack-imgproxy',
  '^whatsapp/',
  'facebookexternalhit',
  'facebot',
  'twitterbot',
  'linkedinbot',
  'telegrambot',
  'discordbot',
  'skypeuripreview',
  'applebot',
  'google-inspectiontool',
  'bingbot',
  'headlesschrome',
  // HTTP libraries and command-line clients: a person clicking a link uses a browser.
  '^curl/',
  '^wget/',
  'python-requests/',
  'python-urllib/',
  'python-httpx/',
  'aiohttp/',
  'go-http-client/',
  '^axios/',
  'node-fetch',
  '^undici',
  '^okhttp/',
  '^dart/',
  'dart:io',
  'postmanruntime/',
  '^httpie/',
  '^java/',
  'apache-httpclient/',
  'libwww-perl/',
  'guzzlehttp/',
];

/** Consoles, TVs and set-top boxes: bowser often calls them desktop, analytics calls them other. */
export const CONSOLE_OR_TV =
  /xbox|playstation|nintendo|smart-?tv|hbbtv|web0s|netcast|googletv|android tv|appletv|crkey|roku|bravia|aft[a-z]{1,4} build/i;

// Maps, not object literals: bowser can echo any UA token as a name, "constructor" included.

/** Bowser browser names mapped to a family; absent names are 'Other'. */
export const BROWSER_FAMILY_BY_NAME: ReadonlyMap<string, BrowserFamily> = new Map([
  ['Chrome', 'Chrome'],
  // Chromium builds and browsers that usually send Chrome's UA anyway fold into Chrome.
  ['Chromium', 'Chrome'],
  ['Brave', 'Chrome'],
  ['Vivaldi', 'Chrome'],
  ['Safari', 'Safari'],
  ['Firefox', 'Firefox'],
  ['Focus', 'Firefox'],
  ['LibreWolf', 'Firefox'],
  ['Microsoft Edge', 'Edge'],
  ['Opera', 'Opera'],
  ['Opera Touch', 'Opera'],
  ['Opera Coast', 'Opera'],
  ['Samsung Internet for Android', 'Samsung Internet'],
  ['UC Browser', 'UC Browser'],
  ['Yandex Browser', 'Yandex Browser'],
  ['Internet Explorer', 'Internet Explorer'],
]);

/** Bowser OS names mapped to a family; absent names are 'Other'. */
export const OS_FAMILY_BY_NAME: ReadonlyMap<string, OsFamily> = new Map([
  ['Windows', 'Windows'],
  ['macOS', 'macOS'],
  ['iOS', 'iOS'],
  ['Android', 'Android'],
  ['Linux', 'Linux'],
  ['Chrome OS', 'Chrome OS'],
]);
