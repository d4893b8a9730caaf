import { html } from '../../platform/html/html.js';
import type { PreviewJson } from '../links/index.js';

// Link unfurlers that read Open Graph tags to draw a card. iMessage's fetcher sends a Safari UA
// with `facebookexternalhit` and `Twitterbot` appended, so it is caught by those.
const PREVIEW_BOTS = /slackbot|slack-imgproxy|twitterbot|facebookexternalhit|facebot|linkedinbot|whatsapp|discordbot|telegrambot|skypeuripreview|redditbot|pinterest|embedly|mastodon|iframely/i;

/** A link-preview bot (an unfurler), as opposed to a person or another crawler. */
export function isPreviewBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && PREVIEW_BOTS.test(userAgent);
}

/** The small HTML page unfurlers get for a link with a custom preview: Open Graph and Twitter card tags, escaped, noindex. */
export function socialPreviewPage(preview: PreviewJson, shortUrl: string, destination: string): string {
  const title = preview.title ?? shortUrl;
  const card = preview.image ? 'summary_large_image' : 'summary';
  return `<!doctype html>${html`<html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title>
<meta property="og:type" content="website"><meta property="og:url" content="${shortUrl}"><meta property="og:title" content="${title}">
${preview.description === null ? '' : html`<meta property="og:description" content="${preview.description}"><meta name="description" content="${preview.description}">`}
${preview.image === null ? '' : html`<meta property="og:image" content="${preview.image}"><meta name="twitter:image" content="${preview.image}">`}
<meta name="twitter:card" content="${card}"><meta name="twitter:title" content="${title}">
${preview.description === null ? '' : html`<meta name="twitter:description" content="${preview.description}">`}
</head><body><p><a href="${destination}">${title}</a></p></body></html>`}`;
}
