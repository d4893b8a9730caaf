// The API's messages are written for programs ("slug already taken"); people read these.
// One place, so the pages never re-word errors each in their own way: the error's code picks
// the sentence where the code alone says it; the message's wording, where it carries the detail
// (which limit, which reason a destination was refused).

type Rule = [pattern: RegExp, say: (match: RegExpMatchArray, value: string, input: HTMLElement | null) => string];

const count = (n: string) => Number(n).toLocaleString('en');

type CodeRule = (value: string, input: HTMLElement | null) => string;

const BY_CODE: Record<string, CodeRule> = {
  slug_taken: (value, input) =>
    value === ''
      ? 'This short code is already in use; choose another.'
      : (input?.dataset.reserved ?? '').split(' ').includes(value.toLowerCase())
      ? `"${value}" is a name the site uses for its own pages; choose another short code.`
      : `"${value}" is already in use; choose another short code.`,
  name_taken: (value) => (value ? `You already have one named "${value}"; choose another name.` : 'You already have one with this name; choose another.'),
  email_taken: () => 'An account with this email already exists; log in instead.',
  invalid_credentials: () => 'The email or password is not correct.',
  session_required: () => 'Your session has ended; log in again.',
  request_forgery: () => 'This page has expired; reload it and try again.',
};

const RULES: Rule[] = [
  // Among other fields' faults the code is the generic one; the contract's wording still says it.
  [/^slug already taken$/, (_m, value, input) => BY_CODE.slug_taken!(value, input)],
  [/^(?:slug )?must be 4 to 64 characters/, () => 'Use 4 to 64 letters, digits, "-" or "_".'],
  [/points to a local or internal host name$/, (_m, value) =>
    /^[^./:]+$/.test(value.trim()) ? `"${value}" is not a web address; enter one such as example.com/page.` : 'This address points inside a private network, which visitors cannot reach.'],
  [/resolves to a private or loopback address$/, () => 'This address leads into a private network, which visitors cannot reach.'],
  [/points to a private or loopback address$/, () => 'This address points inside a private network, which visitors cannot reach.'],
  [/is already a short link$/, () => 'This is already a short link; shorten the address it leads to instead.'],
  [/(?:url must be|URL of) at most (\d+) characters/i, (m, value) =>
    `The address is too long: at most ${count(m[1]!)} characters, and this one has ${count(String(value.length))}.`],
  [/must be (?:a string of )?at most (\d+) characters/, (m, value) => `Too long: at most ${count(m[1]!)} characters (this has ${count(String([...value].length))}).`],
  [/^(?:url )?is required$/, () => 'This field is required.'],
  [/must be in the future$/, () => 'Choose a date and time in the future.'],
  [/must be a whole number from 1 to/, () => 'Enter a whole number of clicks, 1 or more.'],
  [/must not contain control characters$/, () => 'Remove the invisible control characters (they often come with pasted text).'],
];

/** The sentence a person sees for one of the API's messages about `input` (null: no field). */
export function humanize(message: string, input: HTMLElement | null = null, code = ''): string {
  const value = input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement ? input.value : '';
  const byCode = BY_CODE[code];
  if (byCode) return byCode(value, input);
  for (const [pattern, say] of RULES) {
    const match = message.match(pattern);
    if (match) return say(match, value, input);
  }
  // Unknown wording: at least start it like a sentence, without the raw field name.
  const text = message.replace(/^[a-z_]+ (?=must|is )/, '');
  return text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? '' : '.');
}

/** Tells the person when a field's `maxlength` cut what they pasted or typed. */
export function watchCutInput(root: ParentNode = document): void {
  root.addEventListener('paste', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) || input.maxLength <= 0) return;
    const pasted = (event as ClipboardEvent).clipboardData?.getData('text') ?? '';
    const room = input.maxLength - input.value.length + (input.selectionEnd ?? 0) - (input.selectionStart ?? 0);
    if (pasted.length <= room) return;
    const note = input.closest('.field')?.querySelector<HTMLElement>('[data-error-for]');
    if (!note) return;
    note.textContent = `What you pasted was cut to fit: this field holds at most ${input.maxLength.toLocaleString('en')} characters.`;
    note.hidden = false;
  });
}
