import { html, renderPage } from '../../platform/html/html.js';
import type { PageKind } from './decide.js';

interface PageSpec {
  status: number;
  title: string;
  body: string;
}

const PAGES: Record<Exclude<PageKind, 'password'>, PageSpec> = {
  not_found: { status: 404, title: 'Link not found', body: 'This short link does not exist or is no longer active.' },
  expired: { status: 410, title: 'Link expired', body: 'This short link has expired and no longer redirects.' },
  blocked: {
    status: 451,
    title: 'Link blocked',
    body: 'This short link pointed to a destination flagged as phishing or malware, so we blocked it to protect you.',
  },
  review: {
    status: 403,
    title: 'Link under review',
    body: 'This short link is being reviewed by our safety team. Please try again later.',
  },
};

/** The status and HTML of a page a short link answers with instead of redirecting. */
export function statePage(kind: Exclude<PageKind, 'password'>): { status: number; body: string } {
  const spec = PAGES[kind];
  return { status: spec.status, body: renderPage(spec.title, html`<h1>${spec.title}</h1><p>${spec.body}</p>`) };
}

/** The password form; `problem` says why the last try did not open the link. */
export function passwordPage(slug: string, problem: string | null): string {
  return renderPage(
    'Password required',
    html`<h1>This link is password protected</h1>
<form method="post" action="/${slug}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
${problem ? html`<p class="error" role="alert">${problem}</p>` : ''}
<button type="submit">Continue</button>
</form>`,
  );
}

export function previewPage(slug: string, destination: string, shortUrl: string): string {
  return renderPage(
    'Link preview',
    html`<h1>Where this link goes</h1>
<p class="muted">${shortUrl} redirects to:</p>
<p class="url">${destination}</p>
<p>Check the address above before you continue.</p>
<p><a class="button" href="/${slug}" rel="noopener noreferrer nofollow">Continue to the site</a></p>`,
  );
}
