import { $, $$, api, ApiError, busy, errorMessage, type FieldErrors, toast } from './core.js';

interface Design {
  dot_style: string;
  marker_shape: string;
  marker_center: string;
  foreground: string;
  marker_color: string;
  transparent: boolean;
  background: string;
  logo: string;
  frame: string;
  frame_text: string;
  frame_color: string;
}

const DEFAULTS: Design = {
  dot_style: 'square',
  marker_shape: 'square',
  marker_center: 'square',
  foreground: '#000000',
  marker_color: '#000000',
  transparent: false,
  background: '#ffffff',
  logo: 'none',
  frame: 'none',
  frame_text: 'Scan me',
  frame_color: '#000000',
};
const RADIOS = ['dot_style', 'marker_shape', 'marker_center', 'logo', 'frame'] as const;
const COLORS = ['foreground', 'marker_color', 'background', 'frame_color'] as const;
const HEX = /^#?([0-9a-fA-F]{6})$/;
// The preview names query fields (`foreground`), saving names link input (`qr.foreground`).
const FIELD_NAMES: Record<string, string> = {
  foreground: 'Dot colour',
  marker_color: 'Marker colour',
  background: 'Background',
  frame_color: 'Frame colour',
  frame_text: 'Frame text',
  qr: 'The design',
};

/** The QR designer: live preview on every change, saved as the link's `qr` design. */
export function initQrDesigner(): void {
  const section = $('#qr-designer');
  const form = section ? $<HTMLFormElement>('#qr-form', section) : null;
  if (!section || !form) return;
  const preview = $<HTMLImageElement>('#qr-preview', section)!;
  const errorLine = $('#qr-error', section)!;
  const state = $('#qr-saved-state', section)!;
  const base = `/app/api/links/${section.dataset.linkId}/qr`;
  const color = (name: string) => $<HTMLInputElement>(`input[name="${name}"]`, form)!;
  const hex = (name: string) => $<HTMLInputElement>(`[data-hex-for="${name}"]`, form)!;
  let timer = 0;
  let objectUrl = '';
  let foreground = color('foreground').value;

  const radio = (name: (typeof RADIOS)[number]) => $<HTMLInputElement>(`input[name="${name}"]:checked`, form)?.value ?? DEFAULTS[name];
  const frameText = $<HTMLInputElement>('input[name="frame_text"]', form)!;
  const read = (): Design => ({
    ...DEFAULTS,
    ...Object.fromEntries(RADIOS.map((name) => [name, radio(name)])),
    ...Object.fromEntries(COLORS.map((name) => [name, color(name).value])),
    transparent: $<HTMLInputElement>('input[name="transparent"]', form)!.checked,
    frame_text: frameText.value.trim() || DEFAULTS.frame_text,
  });

  const write = (design: Design) => {
    for (const key of RADIOS) {
      for (const input of $$<HTMLInputElement>(`input[name="${key}"]`, form)) input.checked = input.value === design[key];
    }
    for (const key of COLORS) color(key).value = hex(key).value = design[key];
    foreground = design.foreground;
    frameText.value = design.frame_text;
    $<HTMLInputElement>('input[name="transparent"]', form)!.checked = design.transparent;
  };

  const showError = (message: string | null) => {
    errorLine.textContent = message ?? '';
    errorLine.hidden = message === null;
  };

  /** Each refusal under its own field; what names no field of the form goes on the line below. */
  const showErrors = (errors: FieldErrors, message: string | null) => {
    const general: string[] = [];
    for (const line of $$('[data-qr-error-for]', form)) {
      const name = line.dataset.qrErrorFor!;
      const messages = errors[name] ?? errors[`qr.${name}`];
      line.textContent = messages?.join(', ') ?? '';
      line.hidden = !messages;
      for (const input of $$(`[aria-describedby~="${line.id}"]`, form)) input.toggleAttribute('aria-invalid', Boolean(messages));
    }
    for (const [field, messages] of Object.entries(errors)) {
      const name = field.replace(/^qr\./, '');
      if (!$(`[data-qr-error-for="${name}"]`, form)) general.push(`${FIELD_NAMES[name] ?? name} ${messages[0] ?? ''}`);
    }
    showError(general.length > 0 ? general.join('; ') : Object.keys(errors).length === 0 ? message : null);
  };

  const designParams = (design: Design, extra: Record<string, string>) =>
    new URLSearchParams({ ...extra, ...design, transparent: design.transparent ? '1' : '0' });

  /** The download buttons give what the preview shows, saved or not; none while the design is refused. */
  const setDownloads = (design: Design | null) => {
    for (const format of ['png', 'svg'] as const) {
      const link = $<HTMLAnchorElement>(`#qr-download-${format}`, section)!;
      if (design) link.href = `${base}?${designParams(design, { format, ...(format === 'png' ? { size: '1024' } : {}), download: '1' })}`;
      else link.removeAttribute('href');
      link.setAttribute('aria-disabled', String(design === null));
    }
  };

  const refresh = async () => {
    const design = read();
    setDownloads(null);
    const response = await fetch(`${base}?${designParams(design, { format: 'svg' })}`, { credentials: 'same-origin' }).catch(() => null);
    if (!response?.ok) {
      const body = (await response?.json().catch(() => null)) as { message?: string; errors?: FieldErrors } | null;
      showErrors(body?.errors ?? {}, body?.message ?? 'The preview could not be drawn');
      return;
    }
    if (objectUrl) URL.revokeObjectURL(objectUrl);
    objectUrl = URL.createObjectURL(await response.blob());
    preview.src = objectUrl;
    showErrors({}, null);
    setDownloads(design);
  };

  const schedule = () => {
    state.textContent = 'Unsaved changes';
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void refresh(), 200);
  };

  form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement;
    const name = target.dataset.hexFor ?? (target.type === 'color' ? target.name : null);
    if (name) {
      const match = HEX.exec(target.value.trim());
      if (!match) {
        setDownloads(null);
        return showErrors({ [name]: ['must be 6 hex digits, such as #1a2b3c'] }, null);
      }
      const value = `#${match[1]!.toLowerCase()}`;
      if (target.type === 'color') hex(name).value = value;
      else color(name).value = value;
      // The marker colour follows the dot colour until the user sets it apart.
      for (const follower of ['marker_color', 'frame_color'] as const) {
        if (name === 'foreground' && color(follower).value === foreground) color(follower).value = hex(follower).value = value;
      }
      if (name === 'foreground') foreground = value;
    }
    schedule();
  });

  const save = async (design: Design | null, button: HTMLButtonElement | null) => {
    try {
      await busy(button, () => api('PATCH', `/app/api/links/${section.dataset.linkId}`, { qr: design }));
      state.textContent = design ? 'Saved design' : 'Default design';
      toast(design ? 'QR design saved' : 'QR design reset to the default');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(error.fields, error.message);
      else showError(errorMessage(error));
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    // A colour typed but not valid is not silently replaced by the last valid one.
    const badColours = COLORS.filter((name) => !HEX.test(hex(name).value.trim()));
    if (badColours.length > 0) {
      showErrors(Object.fromEntries(badColours.map((name) => [name, ['must be 6 hex digits, such as #1a2b3c']])), null);
      return;
    }
    void save(read(), $<HTMLButtonElement>('button[type="submit"]', form));
  });
  initLogoUpload(form, section.dataset.linkId ?? '', showError, schedule);
  $<HTMLButtonElement>('#qr-reset', form)?.addEventListener('click', async (event) => {
    write(DEFAULTS);
    await save(null, event.currentTarget as HTMLButtonElement);
    await refresh();
  });
}

/** Uploads go to the chosen logo (the link's when none is chosen yet); the preview then redraws. */
function initLogoUpload(form: HTMLFormElement, linkId: string, showError: (message: string | null) => void, redraw: () => void): void {
  const file = $<HTMLInputElement>('#qr-logo-file', form);
  const target = () => {
    let chosen = $<HTMLInputElement>('input[name="logo"]:checked', form)?.value ?? 'none';
    if (chosen === 'none') {
      chosen = 'link';
      const own = $<HTMLInputElement>('input[name="logo"][value="link"]', form);
      if (own) own.checked = true;
    }
    return chosen === 'account' ? '/app/api/account/qr/logo' : `/app/api/links/${linkId}/qr/logo`;
  };
  file?.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    try {
      await api('PUT', target(), chosen);
      showError(null);
      toast('Logo uploaded');
      redraw();
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      file.value = '';
    }
  });
  $<HTMLButtonElement>('#qr-logo-remove', form)?.addEventListener('click', async (event) => {
    try {
      await busy(event.currentTarget as HTMLButtonElement, () => api('DELETE', target()));
      toast('Logo removed');
      redraw();
    } catch (error) {
      showError(errorMessage(error));
    }
  });
}
