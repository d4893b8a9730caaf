// The browser and OS families the click parser reports. Here, below every module, because link
// rules (links) name them and the parser (analytics) produces them.

/** The browser families analytics reports; anything else is 'Other', so the set stays stable. */
export const BROWSER_FAMILIES = [
  'Chrome',
  'Safari',
  'Firefox',
  'Edge',
  'Opera',
  'Samsung Internet',
  'UC Browser',
  'Yandex Browser',
  'Internet Explorer',
  'Other',
] as const;
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];

/** The operating systems analytics reports; anything else is 'Other'. */
export const OS_FAMILIES = ['Windows', 'macOS', 'iOS', 'Android', 'Linux', 'Chrome OS', 'Other'] as const;
export type OsFamily = (typeof OS_FAMILIES)[number];

/** Device classes reported by analytics. */
export type Device = 'desktop' | 'mobile' | 'tablet' | 'other';
