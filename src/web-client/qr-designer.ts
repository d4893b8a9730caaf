import { $, $$, api, busy, errorMessage, toast } from './core.js';

interface Design {
  dot_style: string;
  marker_shape: string;
  marker_center: string;
  foreground: string;
  marker_color: string;
  transparent: boolean;
}

const DEFAULTS: Design = {
  dot_style: 'square',
  marker_shape: 'square',
  marker_center: 'square',
  foreground: '#000000',
  marker_color: '#000000',
  transparent: false,
};
const HEX = /^#?([0-9a-fA-F]{6})$/;
// The preview names query fields (`foreground`), saving names link input (`qr.foreground`).
const FIELD_NAMES: Record<string, string> = { foreground: 'Dot colour', marker_color: 'Marker colour' };

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

  const read = (): Design => ({
    dot_style: $<HTMLInputElement>('input[name="dot_style"]:checked', form)?.value ?? DEFAULTS.dot_style,
    marker_shape: $<HTMLInputElement>('input[name="marker_shape"]:checked', form)?.value ?? DEFAULTS.marker_shape,
    marker_center: $<HTMLInputElement>('input[name="marker_center"]:checked', form)?.value ?? DEFAULTS.marker_center,
    foreground: color('foreground').value,
    marker_color: color('marker_color').value,
    transparent: $<HTMLInputElement>('input[name="transparent"]', form)!.checked,
  });

  const write = (design: Design) => {
    for (const key of ['dot_style', 'marker_shape', 'marker_center'] as const) {
      for (const radio of $$<HTMLInputElement>(`input[name="${key}"]`, form)) radio.checked = radio.value === design[key];
    }
    for (const key of ['foreground', 'marker_color'] as const) color(key).value = hex(key).value = design[key];
    foreground = design.foreground;
    $<HTMLInputElement>('input[name="transparent"]', form)!.checked = design.transparent;
  };

  const showError = (message: string | null) => {
    errorLine.textContent = message ?? '';
    errorLine.hidden = message === null;
  };

  const designParams = (design: Design, extra: Record<string, string>) =>
    new URLSearchParams({ ...extra, ...design, transparent: design.transparent ? '1' : '0' });

  const refresh = async () => {
    const design = read();
    // The download buttons give what the preview shows, saved or not.
    $<HTMLAnchorElement>('#qr-download-png', section)!.href = `${base}?${designParams(design, { format: 'png', size: '1024', download: '1' })}`;
    $<HTMLAnchorElement>('#qr-download-svg', section)!.href = `${base}?${designParams(design, { format: 'svg', download: '1' })}`;
    const response = await fetch(`${base}?${designParams(design, { format: 'svg' })}`, { credentials: 'same-origin' }).catch(() => null);
    if (!response?.ok) {
      const body = (await response?.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null;
      const [field, messages] = Object.entries(body?.errors ?? {})[0] ?? [];
      const name = field?.replace(/^qr\./, '');
      showError(name ? `${FIELD_NAMES[name] ?? name} ${messages?.[0] ?? ''}` : (body?.message ?? 'The preview could not be drawn'));
      return;
    }
    if (objectUrl) URL.revokeObjectURL(objectUrl);
    objectUrl = URL.createObjectURL(await response.blob());
    preview.src = objectUrl;
    showError(null);
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
      if (!match) return showError('Colours are 6 hex digits, such as #1a2b3c');
      const value = `#${match[1]!.toLowerCase()}`;
      if (target.type === 'color') hex(name).value = value;
      else color(name).value = value;
      // The marker colour follows the dot colour until the user sets it apart.
      if (name === 'foreground' && color('marker_color').value === foreground) color('marker_color').value = hex('marker_color').value = value;
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
      showError(errorMessage(error));
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    // A colour typed but not valid is not silently replaced by the last valid one.
    if ((['foreground', 'marker_color'] as const).some((name) => !HEX.test(hex(name).value.trim()))) {
      showError('Colours are 6 hex digits, such as #1a2b3c');
      return;
    }
    void save(read(), $<HTMLButtonElement>('button[type="submit"]', form));
  });
  $<HTMLButtonElement>('#qr-reset', form)?.addEventListener('click', async (event) => {
    write(DEFAULTS);
    await save(null, event.currentTarget as HTMLButtonElement);
    await refresh();
  });
}
