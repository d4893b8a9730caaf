import { composeMail } from '../../platform/mail/index.js';
import { shortUrlOf } from '../links/index.js';
import type { HealthContext } from './health.context.js';
import { findDigestEmails, findDigestWorkspaces, findUnmailedNotices, markNoticesMailed, type NoticeLine } from './health.repository.js';

const DAY_MS = 24 * 3600_000;
const BATCH = 100;

/**
 * One email per workspace and day at most, to its owners and admins, listing every broken and
 * recovered link since the last one.
 */
export async function sendHealthDigests(ctx: HealthContext, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const workspaces = await findDigestWorkspaces(ctx.links.store.db, since, BATCH);
  for (const workspaceId of workspaces) {
    const notices = await findUnmailedNotices(ctx.links.store.db, workspaceId);
    if (notices.length === 0) continue;
    const mail = digestMail(ctx.links.baseUrl, notices);
    for (const email of await findDigestEmails(ctx.links.store.db, workspaceId)) await ctx.mailer.send({ to: email, ...mail });
    await markNoticesMailed(ctx.links.store.db, notices.map((notice) => notice.id), now.toISOString());
  }
  return workspaces.length;
}

function digestMail(baseUrl: string, notices: readonly NoticeLine[]) {
  const broken = notices.filter((notice) => notice.kind === 'broken');
  const recovered = notices.filter((notice) => notice.kind === 'recovered');
  const line = (notice: NoticeLine) => `${shortUrlOf(notice, baseUrl)} -> ${notice.destination_url}${notice.reason ? ` (${notice.reason})` : ''}`;
  const paragraphs = [
    broken.length > 0 ? `${broken.length} of your links stopped working:\n${broken.map(line).join('\n')}` : '',
    recovered.length > 0 ? `${recovered.length} of your links work again:\n${recovered.map(line).join('\n')}` : '',
  ].filter(Boolean);
  return composeMail({ name: 'Shortener', baseUrl }, {
    subject: broken.length > 0 ? `${broken.length} of your short links ${broken.length === 1 ? 'is' : 'are'} broken` : 'Your short links work again',
    paragraphs,
    action: { label: 'See your broken links', url: `${baseUrl}/app?health=broken` },
    footnote: 'Destinations are checked on a schedule; you get at most one of these emails a day.',
  });
}
