import { createHash } from 'node:crypto';
import { html, raw, renderPage } from '../../platform/html/html.js';
import { HTML_CSP } from '../../platform/http/security-headers.js';

/** How long a visitor waits for the app before the page continues to the destination. */
export const APP_WAIT_MS = 1500;

/** An app scheme (`myapp://`, `intent:`) rather than a web address: only these need the page. */
export function isAppScheme(url: string): boolean {
  return !/^https?:/i.test(url);
}

/**
 * The Android form of an app scheme: an `intent:` URL whose `S.browser_fallback_url` sends a
 * visitor without the app to `fallback` (Chrome, Samsung Internet and Firefox read it).
 */
export function androidIntentOf(appUrl: string, fallback: string): string {
  const extra = `S.browser_fallback_url=${encodeURIComponent(fallback)}`;
  if (/^intent:/i.test(appUrl)) {
    // The owner's own intent keeps its extras; only a missing fallback is added.
    return /;S\.browser_fallback_url=/.test(appUrl) ? appUrl : appUrl.replace(/;end$/, `;${extra};end`);
  }
  const colon = appUrl.indexOf(':');
  const scheme = appUrl.slice(0, colon);
  // The intent's own fragment holds its settings, so the app URL's fragment cannot come along.
  const rest = appUrl.slice(colon + 1).split('#')[0];
  return `intent:${rest}#Intent;scheme=${scheme};${extra};end`;
}

// Tries the app, then continues unless the page was hidden (the app opened) in the meantime.
// Static, so that the CSP allows exactly it by hash: the URLs ride in data attributes.
const SCRIPT = `(function(){var d=document.getElementById('app-link').dataset,left=false;
function gone(){left=true}
document.addEventListener('visibilitychange',function(){if(document.hidden)gone()});
window.addEventListener('pagehide',gone);
setTimeout(function(){if(!left)location.replace(d.destination)},${APP_WAIT_MS});
location.href=d.app;})();`;

/** The HTML pages' policy, with this page's one inline script allowed by its hash. */
export const APP_LINK_CSP = HTML_CSP.replace("script-src 'self'", `script-src 'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`);

/**
 * The page an app scheme gets instead of a bare redirect (which strands a visitor without the
 * app on a blank page): it opens the app, then the destination; without script, two links.
 */
export function appLinkPage(appUrl: string, destination: string, os: 'ios' | 'android'): string {
  const app = os === 'android' ? androidIntentOf(appUrl, destination) : appUrl;
  return renderPage(
    'Opening the app',
    html`<h1>Opening the app…</h1>
<p id="app-link" data-app="${app}" data-destination="${destination}">If nothing happens, the app is not installed on this device.</p>
<p><a class="button" href="${destination}" rel="noopener noreferrer nofollow">Continue to ${destination}</a></p>
<p><a href="${app}" rel="nofollow">Open in the app</a></p>
<script>${raw(SCRIPT)}</script>`,
  );
}
