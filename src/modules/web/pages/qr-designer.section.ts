import { html, raw, type SafeHtml } from '../../../platform/html/html.js';
import type { LinkResource } from '../../links/index.js';
import { DOT_STYLES, FRAME_STYLES, LOGO_CHOICES, MARKER_CENTERS, MARKER_SHAPES } from '../../qr/index.js';
import { icon } from '../ui/icons.js';

const LABELS: Record<string, string> = {
  square: 'Square',
  dots: 'Dots',
  rounded: 'Rounded',
  circle: 'Circle',
  dot: 'Dot',
  none: 'None',
  account: 'Account logo',
  link: "This link's logo",
};

function choice(name: string, legend: string, options: readonly string[], value: string): SafeHtml {
  return html`<fieldset class="field"><legend class="label">${legend}</legend><div class="options">
${options.map((option) => html`<label class="option"><input type="radio" name="${name}" value="${option}"${raw(option === value ? ' checked' : '')}><span>${LABELS[option] ?? option}</span></label>`)}
</div></fieldset>`;
}

/** The line under a field where its refusal shows (the designer fills it from the server's errors). */
const fieldError = (name: string) => html`<p class="field-error" id="qr-${name}-error" data-qr-error-for="${name}" hidden></p>`;

function colorField(name: string, label: string, value: string): SafeHtml {
  return html`<div class="field"><label for="qr-${name}">${label}</label><div class="row">
<input type="color" id="qr-${name}" name="${name}" value="${value}" aria-describedby="qr-${name}-error"><input type="text" id="qr-${name}-hex" data-hex-for="${name}" value="${value}" aria-label="${label} as hex" maxlength="7" style="width:7rem" class="mono" aria-describedby="qr-${name}-error"></div>
${fieldError(name)}</div>`;
}

function downloadButton(base: string, slug: string, format: 'png' | 'svg'): SafeHtml {
  const query = format === 'png' ? 'format=png&size=1024&download=1' : 'format=svg&download=1';
  return html`<a class="btn btn-secondary btn-sm" id="qr-download-${format}" href="${base}?${query}" download="qr-${slug}.${format}">${icon('download')}${format.toUpperCase()}</a>`;
}

/** Every style option of /api/qr with a live preview; saved as the link's `qr` design (`canSave`: the role may write links). */
export function qrDesigner(link: LinkResource, canSave = true): SafeHtml {
  const qr = (link.qr ?? {}) as Record<string, unknown>;
  const str = (key: string, fallback: string) => (typeof qr[key] === 'string' ? (qr[key] as string) : fallback);
  const foreground = str('foreground', '#000000');
  const markerColor = str('marker_color', foreground);
  const base = `/app/api/links/${link.id}/qr`;
  return html`<section class="card" id="qr-designer" aria-labelledby="qr-h" data-link-id="${link.id}">
<div class="card-header"><h2 id="qr-h">QR code design</h2>
<div class="row">${downloadButton(base, link.slug, 'png')}
${downloadButton(base, link.slug, 'svg')}</div></div>
<div class="designer"><div><div class="preview-box"><img id="qr-preview" src="${base}?format=svg" alt="Preview of the QR code with the chosen design" width="248" height="248"></div>
<p class="hint" style="text-align:center;margin-top:.5rem">Encodes ${link.short_url}</p></div>
<form id="qr-form" novalidate>
${choice('dot_style', 'Dots', DOT_STYLES, str('dot_style', 'square'))}
${choice('marker_shape', 'Corner markers', MARKER_SHAPES, str('marker_shape', 'square'))}
${choice('marker_center', 'Marker centres', MARKER_CENTERS, str('marker_center', 'square'))}
<div class="row" style="gap:1rem;align-items:flex-start">${colorField('foreground', 'Dot colour', foreground)}${colorField('marker_color', 'Marker colour', markerColor)}</div>
<div class="row" style="gap:1rem;align-items:flex-start">${colorField('background', 'Background', str('background', '#ffffff'))}</div>
<label class="check"><input type="checkbox" name="transparent"${raw(qr.transparent === true ? ' checked' : '')}> Transparent background</label>
${choice('logo', 'Logo in the centre', LOGO_CHOICES, str('logo', 'none'))}
${canSave ? html`<div class="field"><label for="qr-logo-file">Upload a logo (PNG or SVG, at most 256 KB)</label>
<div class="row"><input type="file" id="qr-logo-file" accept="image/png,image/svg+xml"><button class="btn btn-secondary btn-sm" type="button" id="qr-logo-remove">Remove logo</button></div>
<p class="hint">It becomes the chosen logo: the account's (any link may draw it) or this link's own.</p></div>` : ''}
${choice('frame', 'Frame', FRAME_STYLES, str('frame', 'none'))}
<div class="row" style="gap:1rem;align-items:flex-start"><div class="field"><label for="qr-frame_text">Frame text</label>
<input type="text" id="qr-frame_text" name="frame_text" value="${str('frame_text', 'Scan me')}" maxlength="20" style="width:12rem" aria-describedby="qr-frame_text-error qr-frame_text-hint">
<p class="hint" id="qr-frame_text-hint">Letters, digits and poster signs such as % $ € ! ? &amp;</p>${fieldError('frame_text')}</div>
${colorField('frame_color', 'Frame colour', str('frame_color', foreground))}</div>
<p class="field-error" id="qr-error" role="alert" hidden></p>
${canSave ? html`<div class="form-actions"><button class="btn" type="submit">Save design</button><button class="btn btn-secondary" type="button" id="qr-reset">Reset to default</button>
<span class="small muted" id="qr-saved-state">${link.qr ? 'Saved design' : 'Default design'}</span></div>` : html`<p class="hint">Try designs here; saving one needs the member role or above. <span class="small muted" id="qr-saved-state">${link.qr ? 'Saved design' : 'Default design'}</span></p>`}
</form></div></section>`;
}
