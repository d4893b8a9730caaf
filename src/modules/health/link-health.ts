import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../platform/db/db.js';
import { emitEvent } from '../../platform/events/outbox.js';
import { type LinkRow, resourceOf } from '../links/index.js';
import type { HealthContext } from './health.context.js';
import { insertNotice, saveLinkHealth } from './health.repository.js';
import { probeUrl } from './probe.js';

/** Every web address a visitor of the link can be sent to, named as in the Link resource. */
export function destinationsOf(row: LinkRow): Array<{ field: string; url: string }> {
  const found: Array<{ field: string; url: string }> = [{ field: 'destination_url', url: row.destination_url }];
  if (row.fallback_url) found.push({ field: 'fallback_url', url: row.fallback_url });
  const listed = (json: string | null, name: string) =>
    (json ? (JSON.parse(json) as Array<{ destination_url?: string }>) : []).forEach((item, i) => {
      if (item.destination_url) found.push({ field: `${name}[${i}]`, url: item.destination_url });
    });
  listed(row.rules, 'rules');
  listed(row.variants, 'variants');
  // App links are often custom schemes (myapp://): only their web addresses can be checked.
  for (const field of ['ios_url', 'android_url'] as const) {
    const url = row[field];
    if (url?.startsWith('https://')) found.push({ field, url });
  }
  const seen = new Set<string>();
  return found.filter((entry) => !seen.has(entry.url) && seen.add(entry.url));
}

type Outcome = { ok: true } | { ok: false; reason: string } | { deferMs: number };

/**
 * Probes each destination in turn (stopping at the first failure), one host slot at a time.
 * In the background a host in back-off defers the link; a manual check waits one spacing at most.
 */
async function probeLink(ctx: HealthContext, row: LinkRow, manual: boolean): Promise<Outcome> {
  for (const { field, url } of destinationsOf(row)) {
    const host = hostOf(url);
    const wait = ctx.gate.waitFor(host);
    if (wait > ctx.gate.spacingMs && !manual) return { deferMs: wait };
    if (wait > 0) await sleep(Math.min(wait, ctx.gate.spacingMs));
    ctx.gate.take(host);
    const result = await probeUrl(url, { allowPrivate: ctx.allowPrivate, timeoutMs: ctx.timeoutMs, userAgent: ctx.userAgent, ...(ctx.resolver ? { resolver: ctx.resolver } : {}) });
    if (result.ok) {
      ctx.gate.succeeded(host);
      continue;
    }
    if (result.unreachable) ctx.gate.failed(host);
    return { ok: false, reason: field === 'destination_url' ? result.reason : `${result.reason} (${field})` };
  }
  return { ok: true };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
}

/**
 * Checks one link now and records the answer: a pass makes it `ok` (and announces a recovery);
 * a failure makes it `broken` only when an earlier failure of the same streak is at least the
 * retry delay old; the first failure schedules the retry. Returns the row as saved.
 */
export async function checkLink(ctx: HealthContext, row: LinkRow, intervalS: number, manual = false): Promise<LinkRow> {
  const outcome = await probeLink(ctx, row, manual);
  const now = new Date();
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  if ('deferMs' in outcome) return saveLinkHealth(ctx.links.store.db, row.id, { health_due_at: at(outcome.deferMs) });
  const intervalMs = (ctx.intervalOverrideS ?? intervalS) * 1000;
  if (outcome.ok) {
    return record(ctx, row, row.health === 'broken' ? 'recovered' : null, {
      health: 'ok', health_reason: null, health_checked_at: now.toISOString(), health_failed_at: null, health_due_at: at(intervalMs),
    });
  }
  const failedAt = row.health_failed_at === null ? now : new Date(row.health_failed_at);
  const confirmed = row.health_failed_at !== null && now.getTime() - failedAt.getTime() >= ctx.retryMs;
  if (!confirmed) {
    // One failure is no verdict: the page may be mid-deploy. Check again after the retry delay.
    return saveLinkHealth(ctx.links.store.db, row.id, {
      health_checked_at: now.toISOString(), health_failed_at: failedAt.toISOString(), health_due_at: new Date(failedAt.getTime() + ctx.retryMs).toISOString(),
    });
  }
  return record(ctx, row, row.health === 'broken' ? null : 'broken', {
    health: 'broken', health_reason: outcome.reason, health_checked_at: now.toISOString(), health_due_at: at(Math.min(intervalMs, Math.max(ctx.retryMs, 3_600_000))),
  });
}

type HealthChanges = Parameters<typeof saveLinkHealth>[2];

async function record(ctx: HealthContext, row: LinkRow, change: 'broken' | 'recovered' | null, changes: HealthChanges): Promise<LinkRow> {
  if (change === null || row.workspace_id === null) return saveLinkHealth(ctx.links.store.db, row.id, changes);
  const workspaceId = row.workspace_id;
  return ctx.links.store.db.transaction().execute(async (trx) => {
    const saved = await saveLinkHealth(trx, row.id, changes);
    await announce(ctx, trx, workspaceId, saved, change);
    return saved;
  });
}

/** `link.broken` / `link.recovered` through the outbox, and a line for the owner's daily digest. */
async function announce(ctx: HealthContext, trx: Db, workspaceId: number, saved: LinkRow, change: 'broken' | 'recovered'): Promise<void> {
  const reason = saved.health_reason;
  await emitEvent(trx, { workspaceId, type: `link.${change}`, data: async () => ({ link: await resourceOf(ctx.links, saved, trx), reason }) });
  await insertNotice(trx, { workspaceId, linkId: saved.id, kind: change, reason, createdAt: saved.health_checked_at ?? new Date().toISOString() });
}
