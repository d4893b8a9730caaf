// Search as you type on the links list: the results follow the box, and the address keeps the
// query (replaced, not pushed), so a reload, a shared address and back/forward show the same list.
import { $ } from './core.js';

const DEBOUNCE_MS = 250;

/** The list's address for the filter form as it stands: empty fields and the page number dropped. */
function addressOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  // A list left at its first choice (any folder, newest first) says nothing in the address.
  const defaults = new Set([...form.querySelectorAll('select')].filter((select) => select.selectedIndex <= 0).map((select) => select.name));
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim() !== '' && !defaults.has(name)) params.set(name, value.trim());
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}`;
}

/** Replaces the count and the results with those of `address`; an older answer never overwrites a newer one. */
async function showResults(address: string, signal: AbortSignal): Promise<void> {
  const response = await fetch(address, { headers: { accept: 'text/html' }, credentials: 'same-origin', signal });
  if (!response.ok) return;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  for (const id of ['link-results', 'link-count']) {
    const node = fresh.getElementById(id);
    if (node) document.getElementById(id)?.replaceWith(node);
  }
  // Scripts that hold state about the rows (a selection) hear that the rows are new.
  document.dispatchEvent(new CustomEvent('link-results-replaced'));
}

/** Wires the search box of the links list. */
export function initLinkSearch(): void {
  const form = $<HTMLFormElement>('#link-filters');
  const box = $<HTMLInputElement>('#search', form ?? undefined);
  if (!form || !box) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | null = null;
  let shown = location.pathname + location.search;

  const run = () => {
    const address = addressOf(form);
    if (address === shown) return;
    shown = address;
    history.replaceState(history.state, '', address);
    running?.abort();
    running = new AbortController();
    showResults(address, running.signal).catch(() => undefined);
  };
  box.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(run, DEBOUNCE_MS);
  });
  // A page restored from history shows what its address says, whatever the box was left holding.
  // Only then: on a first load the box holds what the visitor typed before the script ran.
  window.addEventListener('pageshow', (event) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (!event.persisted && navigation?.type !== 'back_forward') return;
    const wanted = new URLSearchParams(location.search).get('search') ?? '';
    if (box.value !== wanted) {
      box.value = wanted;
      shown = '';
      run();
    }
  });
}
