import { $ } from './core.js';

interface LiveRow {
  clicked_at: string;
  country: string;
  device: string;
  browser: string;
  referrer_host: string;
  source: string;
  bot: boolean;
}

const SECONDS = 60;
const MAX_ROWS = 50;

/** The Live panel: an EventSource on the link's stream, closed while the tab is hidden. */
export function initLivePanel(): void {
  const panel = $('#live');
  const rows = $('#live-rows');
  const status = $('#live-status');
  const spark = $<SVGPathElement>('#live-spark path');
  if (!panel || !rows || !status || !spark) return;
  const url = `/app/api/links/${panel.dataset.linkId}/clicks/live`;
  const buckets = new Array<number>(SECONDS).fill(0);
  let second = Math.floor(Date.now() / 1000);
  let source: EventSource | null = null;
  let lastId: string | null = null;

  const roll = () => {
    const now = Math.floor(Date.now() / 1000);
    for (; second < now; second++) {
      buckets.shift();
      buckets.push(0);
    }
  };
  const draw = () => {
    const top = Math.max(1, ...buckets);
    spark.setAttribute('d', buckets.map((count, x) => (count > 0 ? `M${x} 20V${20 - (count / top) * 20}h0.8V20z` : '')).join(''));
  };
  const cell = (text: string) => {
    const td = document.createElement('td');
    td.textContent = text;
    return td;
  };
  const add = (row: LiveRow) => {
    const tr = document.createElement('tr');
    tr.className = row.bot ? 'live-new live-bot' : 'live-new';
    const time = new Date(row.clicked_at).toLocaleTimeString();
    tr.append(cell(time), cell(row.country), cell(row.device), cell(row.bot ? `${row.browser} (bot)` : row.browser), cell(row.referrer_host || 'Direct'), cell(row.source === 'qr' ? 'QR scan' : 'Link'));
    rows.prepend(tr);
    while (rows.children.length > MAX_ROWS) rows.lastElementChild?.remove();
    $('#live-empty')?.setAttribute('hidden', '');
    roll();
    buckets[SECONDS - 1]! += 1;
    draw();
  };
  const open = () => {
    if (source) return;
    // After a pause, the stream resumes where it stopped (for the last few minutes).
    source = new EventSource(lastId ? `${url}?last_event_id=${encodeURIComponent(lastId)}` : url);
    source.addEventListener('open', () => (status.textContent = 'Live'));
    source.addEventListener('error', () => (status.textContent = 'Reconnecting…'));
    source.addEventListener('click', (event) => {
      const message = event as MessageEvent<string>;
      lastId = message.lastEventId || lastId;
      add(JSON.parse(message.data) as LiveRow);
    });
  };
  const pause = () => {
    source?.close();
    source = null;
    status.textContent = 'Paused';
  };
  document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? pause() : open()));
  setInterval(() => {
    roll();
    draw();
  }, 1000);
  if (document.visibilityState !== 'hidden') open();
  else status.textContent = 'Paused';
}
