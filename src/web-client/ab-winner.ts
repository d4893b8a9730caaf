// "Choose as winner" on the analytics page: ends the A/B test with that destination.
import { $, $$, api, busy, confirmDialog, flashThenGo, toast, errorMessage } from './core.js';

/** Wires the winner buttons of the A/B section, if the page has one. */
export function initWinnerButtons(): void {
  const section = $('#variants');
  if (!section) return;
  for (const button of $$<HTMLButtonElement>('button[data-winner]', section)) {
    button.addEventListener('click', async () => {
      const url = button.dataset.winner ?? '';
      const ok = await confirmDialog({
        title: 'End the A/B test?',
        message: `Everyone will go to ${url}. The other destinations stop getting visitors; their clicks stay in analytics.`,
        confirmLabel: 'Choose as winner',
      });
      if (!ok) return;
      try {
        await busy(button, () => api('POST', `/app/api/links/${section.dataset.linkId}/variants/winner`, { destination_url: url }));
        flashThenGo('Winner chosen: the A/B test has ended');
      } catch (error) {
        toast(errorMessage(error), 'error');
      }
    });
  }
}
