import { html, type SafeHtml } from '../../../platform/html/html.js';
import { BROWSER_FAMILIES, OS_FAMILIES } from '../../../platform/agents/families.js';
import type { LinkResource } from '../../links/index.js';

const DEVICES: Array<[string, string]> = [['mobile', 'Mobile'], ['tablet', 'Tablet'], ['desktop', 'Desktop'], ['other', 'Other']];
const options = (pairs: ReadonlyArray<readonly [string, string]>) => pairs.map(([value, label]) => html`<option value="${value}">${label}</option>`);
const families = (names: readonly string[]) => names.map((name) => [name.toLowerCase(), name] as const);

function select(name: string, label: string, pairs: ReadonlyArray<readonly [string, string]>): SafeHtml {
  return html`<div class="field"><label for="tv-${name}">${label}</label><select id="tv-${name}" name="${name}"><option value="">Any / unknown</option>${options(pairs)}</select></div>`;
}

/** "Test this visitor": describe a visitor, see where the saved link sends them and why. */
export function testVisitorCard(link: LinkResource): SafeHtml {
  return html`<section class="card" id="test-visitor" aria-labelledby="tv-h" data-link-id="${link.id}"><h2 id="tv-h">Test this visitor</h2>
<p class="hint">Where the saved link sends someone, by the same decision the redirect makes. Save your changes first.</p>
<form id="test-visitor-form" novalidate><div class="grid grid-3" style="margin-top:.75rem">
${select('device', 'Device', DEVICES)}
${select('os', 'Operating system', families(OS_FAMILIES))}
${select('browser', 'Browser', families(BROWSER_FAMILIES))}
<div class="field"><label for="tv-country">Country</label><input id="tv-country" name="country" type="text" maxlength="2" placeholder="FR" autocomplete="off" aria-describedby="tv-country-hint tv-country-error"><p class="hint" id="tv-country-hint">Two-letter ISO code.</p><p class="field-error" id="tv-country-error" data-error-for="country" hidden></p></div>
<div class="field"><label for="tv-language">Language</label><input id="tv-language" name="language" type="text" maxlength="200" placeholder="fr or fr-BE,fr;q=0.9" autocomplete="off" aria-describedby="tv-language-error"><p class="field-error" id="tv-language-error" data-error-for="language" hidden></p></div>
<div class="field"><label for="tv-query">Query string</label><input id="tv-query" name="query" type="text" maxlength="1000" placeholder="utm_source=newsletter&amp;ref=mail" autocomplete="off" aria-describedby="tv-query-error"><p class="field-error" id="tv-query-error" data-error-for="query" hidden></p></div>
<div class="field"><label for="tv-time">At (UTC)</label><input id="tv-time" name="time" type="datetime-local" aria-describedby="tv-time-hint tv-time-error"><p class="hint" id="tv-time-hint">Empty: now.</p><p class="field-error" id="tv-time-error" data-error-for="time" hidden></p></div>
</div><div id="tv-error" hidden></div>
<div class="form-actions" style="margin-top:.5rem"><button class="btn btn-secondary" type="submit">Test</button></div></form>
<div class="visitor-result" id="tv-result" role="status" aria-live="polite" hidden><p class="label">This visitor goes to</p><p class="mono" id="tv-destination"></p><p id="tv-reason"></p><p class="small" id="tv-unsaved" hidden>The form above has changes that are not saved yet; this is what the saved link does.</p></div></section>`;
}
