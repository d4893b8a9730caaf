// A classic script in <head>, so it runs before the page is drawn. The page's own module runs
// only once its file has arrived, and a visitor can act before that: a click on a script-driven
// button would do nothing, and a script-driven form (no action of its own) would go the
// browser's way, a GET of the page with every field, a link's password too, in the address.
// Until DOMContentLoaded (which waits for the page's modules) such input is held, then replayed.
{
  const held: Array<() => void> = [];
  let ready = false;

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (ready || !(form instanceof HTMLFormElement) || form.hasAttribute('action') || form.method === 'dialog') return;
      event.preventDefault();
      const submitter = event.submitter;
      held.push(() => form.requestSubmit(submitter));
    },
    true,
  );

  document.addEventListener(
    'click',
    (event) => {
      const button = !ready && event.target instanceof Element ? event.target.closest('button') : null;
      // A submit button of a form is held as its form's submit event, above.
      if (!button || (button.type === 'submit' && button.form)) return;
      event.stopImmediatePropagation();
      held.push(() => button.click());
    },
    true,
  );

  // Typing, a choice in a <select>, a box ticked: the value stays, the page's handlers must still
  // hear of it. Once a field and kind is enough: a handler reads the field as it is by then.
  for (const kind of ['input', 'change']) {
    const told = new WeakSet<EventTarget>();
    document.addEventListener(
      kind,
      (event) => {
        const field = event.target;
        if (ready || !(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) || told.has(field)) return;
        told.add(field);
        held.push(() => field.dispatchEvent(new Event(kind, { bubbles: true })));
      },
      true,
    );
  }

  document.addEventListener('DOMContentLoaded', () => {
    ready = true;
    for (const replay of held.splice(0)) replay();
  });
}
