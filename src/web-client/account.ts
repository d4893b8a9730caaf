import { $, api, busy, clearErrors, confirmDialog, errorMessage, flashThenGo, initCommon, refreshRegion, showErrors, toast } from './core.js';
import { checkListedRecords, hostnameFromInput, type RecordState, showRecordStatuses } from './domain-records.js';

/** Shows a secret once, in its copy box, and moves focus there. */
function reveal(boxId: string, inputId: string, secret: string): void {
  const box = $(`#${boxId}`);
  const input = $<HTMLInputElement>(`#${inputId}`);
  if (!box || !input) return;
  input.value = secret;
  box.hidden = false;
  input.focus();
  input.select();
}

function initTokens(): void {
  const form = $<HTMLFormElement>('#token-form');
  form?.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors(form);
    const data = new FormData(form);
    const body = { name: String(data.get('name') ?? ''), scopes: data.getAll('scopes').map(String) };
    try {
      const created = await busy($<HTMLButtonElement>('button[type="submit"]', form), () =>
        api<{ data: { token: string } }>('POST', '/app/api/tokens', body),
      );
      reveal('new-token', 'new-token-value', created.data.token);
      form.reset();
      await refreshRegion('token-list');
      toast('Token created; copy it now.');
    } catch (error) {
      showErrors(form, error);
    }
  });
  // Delegated: the list is re-rendered when a token is added.
  document.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-revoke]') : null;
    if (!button) return;
    const ok = await confirmDialog({
      title: `Revoke "${button.dataset.name}"?`,
      message: 'Anything using this token stops working at once.',
      confirmLabel: 'Revoke token',
      danger: true,
    });
    if (!ok) return;
    try {
      await busy(button, () => api('DELETE', `/app/api/tokens/${button.dataset.revoke}`));
      flashThenGo('Token revoked');
    } catch (error) {
      toast(errorMessage(error), 'error');
    }
  });
}

function initWebhooks(): void {
  const form = $<HTMLFormElement>('#webhook-form');
  form?.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors(form);
    const data = new FormData(form);
    const body = { url: String(data.get('url') ?? ''), events: data.getAll('events').map(String) };
    try {
      const created = await busy($<HTMLButtonElement>('button[type="submit"]', form), () =>
        api<{ data: { secret: string } }>('POST', '/app/api/webhooks', body),
      );
      reveal('new-secret', 'new-secret-value', created.data.secret);
      form.reset();
      await refreshRegion('webhook-list');
      toast('Endpoint added; copy its signing secret now.');
    } catch (error) {
      showErrors(form, error);
    }
  });
  document.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-webhook-action]') : null;
    const id = button?.closest<HTMLElement>('tr')?.dataset.webhookId;
    if (!button || !id) return;
    const action = button.dataset.webhookAction;
    try {
      if (action === 'test') {
        await busy(button, () => api('POST', `/app/api/webhooks/${id}/test`));
        toast('Test event queued; its delivery shows below in a few seconds');
        // The first attempt goes out within a second or two; reload to show how it went.
        window.setTimeout(() => flashThenGo('Test event sent; see its delivery below'), 3_000);
      } else if (action === 'enable' || action === 'disable') {
        await busy(button, () => api('PATCH', `/app/api/webhooks/${id}`, { enabled: action === 'enable' }));
        flashThenGo(action === 'enable' ? 'Webhook enabled' : 'Webhook disabled');
      } else if (action === 'delete') {
        const ok = await confirmDialog({ title: 'Delete this endpoint?', message: 'Its delivery log is deleted too.', confirmLabel: 'Delete', danger: true });
        if (!ok) return;
        await busy(button, () => api('DELETE', `/app/api/webhooks/${id}`));
        flashThenGo('Webhook deleted');
      }
    } catch (error) {
      toast(errorMessage(error), 'error');
    }
  });
}

interface NewDomain {
  data: { verification: { txt_name: string; http_url: string; token: string } };
}

function initDomains(): void {
  const form = $<HTMLFormElement>('#domain-form');
  const hostnameInput = $<HTMLInputElement>('#domain-hostname');
  // A pasted address shows as the domain it stands for.
  hostnameInput?.addEventListener('change', () => (hostnameInput.value = hostnameFromInput(hostnameInput.value)));
  void checkListedRecords();
  form?.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors(form);
    const hostname = hostnameFromInput(String(new FormData(form).get('hostname') ?? ''));
    try {
      const created = await busy($<HTMLButtonElement>('button[type="submit"]', form), () => api<NewDomain>('POST', '/app/api/domains', { hostname }));
      const { txt_name: name, http_url: url, token } = created.data.verification;
      $('#new-domain-name')!.textContent = name;
      $('#new-domain-http')!.textContent = url;
      reveal('new-domain', 'new-domain-value', `shortener-verify=${token}`);
      form.reset();
      await refreshRegion('domain-list');
      void checkListedRecords();
      toast('Domain added; publish its records now.');
    } catch (error) {
      showErrors(form, error);
    }
  });
  document.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-domain-action]') : null;
    const id = button?.closest<HTMLElement>('tr')?.dataset.domainId;
    if (!button || !id) return;
    const action = button.dataset.domainAction;
    try {
      if (action === 'verify') {
        const checked = await busy(button, () => api<{ data: { status: string; last_check_error: string | null; dns_records: RecordState[] } }>('POST', `/app/api/domains/${id}/verify`));
        if (checked.data.status === 'verified') flashThenGo('Domain verified');
        else {
          showRecordStatuses(button.closest('tr')!, checked.data.dns_records);
          toast(`Not verified yet: ${checked.data.last_check_error ?? 'the record was not found'}`, 'error');
        }
      } else if (action === 'token') {
        await busy(button, () => api('POST', `/app/api/domains/${id}/token`));
        flashThenGo('A new value to publish: the old one no longer counts');
      } else if (action === 'enable' || action === 'disable') {
        await busy(button, () => api('PATCH', `/app/api/domains/${id}`, { enabled: action === 'enable' }));
        flashThenGo(action === 'enable' ? 'Domain switched on' : 'Domain switched off');
      } else if (action === 'delete') {
        const ok = await confirmDialog({ title: 'Remove this domain?', message: 'Links stop being served on it.', confirmLabel: 'Remove', danger: true });
        if (!ok) return;
        await busy(button, () => api('DELETE', `/app/api/domains/${id}`));
        flashThenGo('Domain removed');
      }
    } catch (error) {
      toast(errorMessage(error), 'error');
    }
  });
}

initCommon();
initTokens();
initDomains();
initWebhooks();
