import { html } from '../../../platform/html/html.js';
import { renderWebPage, type Viewer } from '../ui/layout.js';

const TITLES: Record<number, string> = {
  403: 'Not allowed',
  404: 'Page not found',
  409: 'Not possible right now',
  422: 'Something is not right',
  429: 'Too many requests',
};

/** A friendly page for a failed page request, in the app's chrome. */
export function errorPage(status: number, message: string, viewer: Viewer | null): string {
  const title = TITLES[status] ?? (status >= 500 ? 'Something went wrong' : 'Request failed');
  const body = html`<div class="card empty"><h1>${title}</h1><p>${message}</p>
<p><a class="btn" href="${viewer ? '/app' : '/'}">${viewer ? 'Back to your links' : 'Go to the home page'}</a></p></div>`;
  return renderWebPage({ title, body, viewer });
}
