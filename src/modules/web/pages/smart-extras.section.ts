import { html, raw, type SafeHtml } from '../../../platform/html/html.js';
import type { Entitlements } from '../../accounts/index.js';
import type { LinkResource } from '../../links/index.js';
import { textField } from '../ui/components.js';
import { gated } from '../ui/gated.js';
import { icon } from '../ui/icons.js';
import { ROW_KEY } from './smart-rules.section.js';

type Variant = NonNullable<LinkResource['variants']>[number];

/** One destination of the A/B test and its share of visitors. */
function variantRow(key: string, number: number, variant: Variant | null): SafeHtml {
  const letter = String.fromCharCode(64 + Math.max(1, number));
  return html`<li class="variant" data-variant><span class="variant-letter" aria-hidden="true" data-variant-letter>${letter}</span>
<div class="field"><label for="v-${key}-dest">Destination <span data-variant-number>${letter}</span></label><input id="v-${key}-dest" type="url" data-variant-destination value="${variant?.destination_url ?? ''}" placeholder="https://example.com/b" maxlength="2048" aria-describedby="v-${key}-error"></div>
<div class="field weight"><label for="v-${key}-weight">Weight (%)</label><input id="v-${key}-weight" type="number" data-variant-weight min="1" max="99" step="1" inputmode="numeric" value="${variant?.weight ?? ''}"></div>
<button class="btn btn-ghost icon-btn" type="button" data-remove-variant aria-label="Remove destination ${letter}">${icon('trash')}</button>
<p class="field-error" id="v-${key}-error" data-error-for="variant-row" hidden></p></li>`;
}

/** "A/B test": 2 to 5 destinations whose weights must sum to 100, with the running sum shown. */
export function variantsCard(entitlements: Entitlements, link: LinkResource | undefined): SafeHtml {
  const variants = link?.variants ?? [];
  const content = html`<ol class="variant-list" id="variant-list">${variants.map((variant, i) => variantRow(String(i), i + 1, variant))}</ol>
<p class="muted small" id="variants-empty"${raw(variants.length ? ' hidden' : '')}>No A/B test: add destinations to split visitors between them.</p>
<p class="variant-sum" id="variant-sum" aria-live="polite"${raw(variants.length ? '' : ' hidden')}></p>
<p class="field-error" id="f-variants-error" data-error-for="variants" hidden></p>
<div class="row"><button class="btn btn-secondary" type="button" id="add-variant">${icon('plus')}Add a destination</button>
<button class="btn btn-ghost" type="button" id="split-evenly"${raw(variants.length ? '' : ' hidden')}>Split evenly</button></div>
${link?.variants ? html`<p class="hint" style="margin-top:.75rem">To end the test, pick the winner on the <a href="/app/links/${link.id}/analytics#variants-h">analytics page</a>, where each destination's clicks are.</p>` : ''}
<template id="variant-template">${variantRow(ROW_KEY, 0, null)}</template>`;
  return html`<section class="card" id="variants-card" aria-labelledby="ab-h"><h2 id="ab-h">A/B test</h2>
<p class="hint">Split visitors between 2 to 5 destinations; each visitor keeps the one drawn. Rules and app links come first.</p>
<div style="margin-top:.75rem">${gated(entitlements, 'ab_testing', content)}</div></section>`;
}

/** "App links" (iOS, Android) and the query-string switch, which every plan has. */
export function appLinksCard(entitlements: Entitlements, link: LinkResource | undefined): SafeHtml {
  const apps = html`<div class="grid grid-2">
${textField({ name: 'ios_url', label: 'iOS', value: link?.ios_url, placeholder: 'myapp://item/42', hint: 'An app scheme or a universal link, for iPhone and iPad visitors.', attrs: raw('maxlength="2048" autocomplete="off"') })}
${textField({ name: 'android_url', label: 'Android', value: link?.android_url, placeholder: 'https://example.com/app/42', hint: 'An app scheme or an app link, for Android visitors.', attrs: raw('maxlength="2048" autocomplete="off"') })}</div>`;
  // New links forward the query string unless told otherwise; older links keep their setting.
  const forward = link?.forward_query ?? true;
  return html`<section class="card" id="apps-card" aria-labelledby="apps-h"><h2 id="apps-h">App links and query string</h2>
<p class="hint" id="apps-order">For iPhone and Android visitors the app link comes first, before redirect rules and the A/B test. An app scheme (<code>myapp://</code>) gets a short page that opens the app and, when it is not installed, continues to where the rules, the A/B test or the destination would send that visitor. An https universal or app link is a plain redirect: the phone opens the app if it claims the link, the website if not.</p>
<div style="margin-top:.75rem">${gated(entitlements, 'deep_links', apps)}</div>
<label class="check switch" style="margin-top:1rem"><input type="checkbox" role="switch" id="f-forward_query" name="forward_query"${raw(forward ? ' checked' : '')} aria-describedby="f-forward_query-hint"> Forward the query string</label>
<p class="hint" id="f-forward_query-hint"><code>/${link?.slug ?? 'code'}?ref=mail</code> sends people on with <code>ref=mail</code> added to the destination (its own parameters win).</p>
<p class="field-error" id="f-forward_query-error" data-error-for="forward_query" hidden></p></section>`;
}

/** "Social preview": the card chat apps and social networks draw, with a live mock-up of it. */
export function previewCard(entitlements: Entitlements, link: LinkResource | undefined, shortHost: string): SafeHtml {
  const p = link?.preview;
  const fields = html`${textField({ name: 'preview.title', label: 'Title', value: p?.title, attrs: raw('maxlength="200" data-preview="title"') })}
<div class="field"><label for="f-preview-description">Description</label><textarea id="f-preview-description" name="preview.description" maxlength="500" data-preview="description" aria-describedby="f-preview-description-error">${p?.description ?? ''}</textarea>
<p class="field-error" id="f-preview-description-error" data-error-for="preview.description" hidden></p></div>
${textField({ name: 'preview.image', label: 'Image URL', type: 'url', value: p?.image, placeholder: 'https://example.com/card.png', hint: 'A picture about 1200 × 630 pixels, at an https address.', attrs: raw('maxlength="2048" data-preview="image"') })}
<p class="field-error" id="f-preview-error" data-error-for="preview" hidden></p>`;
  const mock = html`<figure class="social-card" id="social-card" data-host="${shortHost}" aria-labelledby="social-card-caption">
<div class="social-image" id="social-image" hidden><img alt="" id="social-img"></div>
<div class="social-text"><span class="social-host" id="social-host">${shortHost}</span><strong class="social-title" id="social-title"></strong><span class="social-desc" id="social-desc"></span></div>
<figcaption class="hint" id="social-card-caption">How Slack, X or WhatsApp show the short link.</figcaption></figure>`;
  return html`<section class="card" id="preview-card" aria-labelledby="preview-h"><h2 id="preview-h">Social preview</h2>
<p class="hint">What link previews show instead of the destination's own title and image. Leave empty to keep the destination's.</p>
<div class="preview-layout" style="margin-top:.75rem">${gated(entitlements, 'link_previews', fields)}${mock}</div></section>`;
}
