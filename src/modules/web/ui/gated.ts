import { html, type SafeHtml } from '../../../platform/html/html.js';
import { type Entitlements, type Feature, featureName } from '../../accounts/index.js';
import { lockedNote } from './components.js';

/** A group of fields a plan feature unlocks: disabled and explained when the plan lacks it. */
export function gated(entitlements: Entitlements, feature: Feature, content: SafeHtml): SafeHtml {
  if (entitlements[feature]) return html`<fieldset>${content}</fieldset>`;
  return html`<fieldset class="locked" disabled data-locked="${feature}">${lockedNote(`${featureName(feature)} requires the Pro plan or above.`)}${content}</fieldset>`;
}
