import { $, api, busy, clearErrors, confirmDialog, errorMessage, flashThenGo, initCommon, showErrors, toast } from './core.js';

initCommon();

document.addEventListener('click', async (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-review]') : null;
  if (!button) return;
  const approve = button.dataset.review === 'approve';
  const ok = await confirmDialog({
    title: `${approve ? 'Approve' : 'Block'} ${button.dataset.slug}?`,
    message: approve ? 'The short link starts redirecting at once.' : 'Visitors see a warning page instead of the destination.',
    confirmLabel: approve ? 'Approve' : 'Block',
    danger: !approve,
  });
  if (!ok) return;
  try {
    await busy(button, () => api('POST', `/app/api/admin/links/${button.dataset.id}/${approve ? 'approve' : 'block'}`));
    flashThenGo(approve ? 'Link approved' : 'Link blocked');
  } catch (error) {
    toast(errorMessage(error), 'error');
  }
});

const planForm = $<HTMLFormElement>('#plan-form');
planForm?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const section = planForm.parentElement ?? planForm;
  clearErrors(section);
  const data = new FormData(planForm);
  try {
    const result = await busy($<HTMLButtonElement>('button[type="submit"]', planForm), () =>
      api<{ data: { email: string; plan: string } }>('POST', '/app/api/admin/plan', { email: data.get('email'), plan: data.get('plan') }),
    );
    toast(`${result.data.email} is now on the ${result.data.plan} plan`);
    planForm.reset();
  } catch (error) {
    showErrors(section, error);
  }
});
