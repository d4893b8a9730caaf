import { $, api, busy, clearErrors, confirmDialog, errorMessage, flashThenGo, initCommon, pageData, showErrors, toast } from './core.js';

/** A small form whose fields go as JSON; on success the page reloads with a message. */
function initForm(id: string, method: string, url: string, done: string, go?: string): void {
  const form = $<HTMLFormElement>(`#${id}`);
  const fallback = $<HTMLElement>(`#${id.replace('-form', '-error')}`);
  form?.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors(form, fallback);
    const body = Object.fromEntries(new FormData(form));
    try {
      await busy($<HTMLButtonElement>('button[type="submit"]', form), () => api(method, url, body));
      flashThenGo(done, go);
    } catch (error) {
      showErrors(form, error, fallback);
    }
  });
}

function initMembers(): void {
  const list = $('#member-list');
  list?.addEventListener('change', async (event) => {
    const select = event.target as HTMLSelectElement;
    const row = select.closest<HTMLElement>('tr[data-user-id]');
    if (!row || select.name !== 'role') return;
    try {
      await api('PATCH', `/app/api/workspace/members/${row.dataset.userId}`, { role: select.value });
      toast(`${row.dataset.email} is now ${select.value}`);
    } catch (error) {
      toast(errorMessage(error), 'error');
      select.value = $<HTMLOptionElement>('option[selected]', select)?.value ?? select.value;
    }
  });
  list?.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-member-action]') : null;
    const row = button?.closest<HTMLElement>('tr[data-user-id]');
    if (!button || !row) return;
    const leaving = button.dataset.memberAction === 'leave';
    const name = pageData<{ name: string }>()?.name ?? 'this workspace';
    const ok = await confirmDialog(
      leaving
        ? { title: `Leave ${name}?`, message: 'You lose access at once, your tokens for it included. Someone must invite you to come back.', confirmLabel: 'Leave', danger: true }
        : { title: `Remove ${row.dataset.email}?`, message: 'They lose access at once, their tokens for this workspace included.', confirmLabel: 'Remove', danger: true },
    );
    if (!ok) return;
    try {
      await busy(button, () => api('DELETE', `/app/api/workspace/members/${row.dataset.userId}`));
      flashThenGo(leaving ? `You left ${name}` : `${row.dataset.email} was removed`, leaving ? '/app' : undefined);
    } catch (error) {
      toast(errorMessage(error), 'error');
    }
  });
}

function initInvites(): void {
  $('#invite-list')?.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-invite-action]') : null;
    const row = button?.closest<HTMLElement>('tr[data-invite-id]');
    if (!button || !row) return;
    const resend = button.dataset.inviteAction === 'resend';
    if (!resend && !(await confirmDialog({ title: `Revoke the invite to ${row.dataset.email}?`, message: 'The link in the email stops working.', confirmLabel: 'Revoke', danger: true }))) return;
    try {
      await busy(button, () => api(resend ? 'POST' : 'DELETE', `/app/api/workspace/invites/${row.dataset.inviteId}${resend ? '/resend' : ''}`));
      flashThenGo(resend ? `Invite sent again to ${row.dataset.email}` : 'Invite revoked');
    } catch (error) {
      toast(errorMessage(error), 'error');
    }
  });
}

function initDelete(): void {
  const button = $<HTMLButtonElement>('#delete-workspace');
  button?.addEventListener('click', async () => {
    const name = pageData<{ name: string }>()?.name ?? 'this workspace';
    const ok = await confirmDialog({ title: `Delete ${name}?`, message: 'Its links stop redirecting at once, and everything in it is deleted for good.', confirmLabel: 'Delete workspace', danger: true });
    if (!ok) return;
    try {
      await busy(button, () => api('DELETE', '/app/api/workspace'));
      flashThenGo(`${name} was deleted`, '/app');
    } catch (error) {
      toast(errorMessage(error), 'error');
    }
  });
}

initCommon();
initForm('invite-form', 'POST', '/app/api/workspace/invites', 'Invite sent');
initForm('rename-form', 'PATCH', '/app/api/workspace', 'Workspace renamed');
initForm('create-form', 'POST', '/app/api/workspaces', 'Workspace created; you are now working in it', '/app/workspace');
initMembers();
initInvites();
initDelete();
