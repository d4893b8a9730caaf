// The A/B test's rows with their running sum, and the social preview's live card.
import { $, $$ } from './core.js';
import { initRowList, removeRow } from './smart-rows.js';
import type { Read } from './smart-rules.js';

export interface VariantInput {
  destination_url: string;
  weight: number;
}

export interface VariantsEditor {
  /** The destinations as link input (empty: no test), or null when the plan locks the section. */
  read(): (Read<VariantInput[]> & { problem: string | null }) | null;
  rows(): HTMLElement[];
}

const MAX_VARIANTS = 5;
const letter = (index: number) => String.fromCharCode(65 + index);

/** Wires the A/B card; null when the page has none. */
export function initVariants(mainDestination: () => string): VariantsEditor | null {
  const variantList = $<HTMLOListElement>('#variant-list');
  const template = $<HTMLTemplateElement>('#variant-template');
  const addButton = $<HTMLButtonElement>('#add-variant');
  if (!variantList || !template || !addButton) return null;
  const sumLine = $('#variant-sum')!;
  const split = $<HTMLButtonElement>('#split-evenly')!;
  const weights = () => $$<HTMLInputElement>('[data-variant-weight]', variantList);

  const showSum = () => {
    const count = weights().length;
    const total = weights().reduce((sum, input) => sum + (Number(input.value) || 0), 0);
    sumLine.hidden = count === 0;
    split.hidden = count === 0;
    $('#variants-empty')!.hidden = count !== 0;
    addButton.disabled = count >= MAX_VARIANTS;
    sumLine.classList.toggle('bad', total !== 100);
    sumLine.textContent = total === 100 ? `Total: 100%` : `Total: ${total}%. The weights must add up to 100%.`;
  };
  const rows = initRowList({
    list: variantList,
    template,
    rowSelector: 'li',
    label(row, index) {
      $('[data-variant-number]', row)!.textContent = letter(index);
      $('[data-variant-letter]', row)!.textContent = letter(index);
      $('[data-remove-variant]', row)?.setAttribute('aria-label', `Remove destination ${letter(index)}`);
    },
    changed: () => showSum(),
  });

  const splitEvenly = () => {
    const inputs = weights();
    const share = Math.floor(100 / inputs.length);
    // The first rows take the remainder, so the sum is exactly 100.
    inputs.forEach((input, index) => (input.value = String(share + (index < 100 - share * inputs.length ? 1 : 0))));
    showSum();
  };
  addButton.addEventListener('click', () => {
    const first = rows.rows().length === 0;
    const row = rows.add();
    // A test starts with two destinations: the link's own, and the one to try against it.
    if (first) {
      $<HTMLInputElement>('[data-variant-destination]', row)!.value = mainDestination();
      rows.add();
    }
    splitEvenly();
    $<HTMLInputElement>('[data-variant-destination]', rows.rows().at(-1)!)?.focus();
  });
  split.addEventListener('click', splitEvenly);
  variantList.addEventListener('input', showSum);
  variantList.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-remove-variant]') : null;
    const row = button?.closest<HTMLElement>('li');
    if (!row) return;
    removeRow(row, addButton, '[data-variant-destination]');
    rows.refresh();
  });
  showSum();

  return {
    rows: () => rows.rows(),
    read() {
      if (variantList.closest('fieldset[disabled]')) return null;
      const rowErrors = new Map<number, string>();
      const value = rows.rows().map((row, index) => {
        const destination = $<HTMLInputElement>('[data-variant-destination]', row)!.value.trim();
        const weight = $<HTMLInputElement>('[data-variant-weight]', row)!.value.trim();
        if (!destination) rowErrors.set(index, 'Enter this destination, or remove it.');
        else if (!/^\d+$/.test(weight) || Number(weight) < 1 || Number(weight) > 99) rowErrors.set(index, 'Give a weight from 1 to 99.');
        return { destination_url: destination, weight: Number(weight) };
      });
      const total = value.reduce((sum, variant) => sum + (Number.isFinite(variant.weight) ? variant.weight : 0), 0);
      const problem =
        value.length === 1 ? 'An A/B test needs at least 2 destinations; remove this one to end the test.' : value.length > 1 && total !== 100 ? `The weights add up to ${total}%; they must add up to 100%.` : null;
      return { value, rowErrors, problem };
    },
  };
}

/** The social preview's mock-up follows the three fields as they are typed. */
export function initPreviewCard(): void {
  const card = $('#social-card');
  if (!card) return;
  const field = (name: string) => $<HTMLInputElement | HTMLTextAreaElement>(`[data-preview="${name}"]`);
  const image = $<HTMLImageElement>('#social-img')!;
  const imageBox = $('#social-image')!;
  image.addEventListener('error', () => imageBox.classList.add('broken'));
  image.addEventListener('load', () => imageBox.classList.remove('broken'));
  const draw = () => {
    const title = field('title')?.value.trim() ?? '';
    const description = field('description')?.value.trim() ?? '';
    const src = field('image')?.value.trim() ?? '';
    const any = title !== '' || description !== '' || src !== '';
    // With nothing set, unfurlers read the destination's own tags; with anything, ours (title falls back to the short link).
    card.classList.toggle('placeholder', !any);
    $('#social-title')!.textContent = any ? title || `${card.dataset.host ?? ''}/…` : "The destination page's own title";
    $('#social-desc')!.textContent = any ? description : 'and its description and image.';
    imageBox.hidden = !/^https?:\/\/\S+$/i.test(src);
    card.classList.toggle('large', !imageBox.hidden);
    if (!imageBox.hidden && image.getAttribute('src') !== src) {
      imageBox.classList.remove('broken');
      image.src = src;
    }
  };
  for (const name of ['title', 'description', 'image']) field(name)?.addEventListener('input', draw);
  draw();
}
