import { type RawBuilder, sql } from 'kysely';

/**
 * The clicks appended to `click_log` and not folded yet (ADR 1005), as rows shaped like
 * `clicks` (with `day` and `language` too), for reads that must stay exact between folds:
 * they add these to the rollups, counters and raw rows the fold has written.
 *
 * `is_unique` is decided as the fold decides it: a human click with a visitor id is a first
 * visit when it is that visitor's first click on the link that day in the log (event ids sort
 * by time) and the day's visitors the fold has written do not hold it already.
 *
 * `where` narrows the log before uniqueness is decided, so it may only name `link_id` (or
 * `day`): every click of a (link, day) the result covers must be in the window. `log` is the
 * table (or a common table expression of its rows) to read.
 */
export function unfoldedClicks(where: RawBuilder<boolean>, log: RawBuilder<unknown> = sql`click_log`): RawBuilder<unknown> {
  return sql`(select l.link_id, l.event_id, l.clicked_at, l.day, l.method, l.is_bot, l.device, l.browser, l.os, l.country, l.language,
      l.referrer_host, l.source, l.variant, l.visitor_hash,
      case when l.is_bot = 0 and l.visitor_hash is not null
        and row_number() over (partition by l.link_id, l.day, l.visitor_hash, l.is_bot order by l.event_id) = 1
        and not exists (select 1 from daily_visitors v where v.link_id = l.link_id and v.day = l.day and v.visitor_hash = l.visitor_hash)
      then 1 else 0 end as is_unique
    from ${log} l where ${where})`;
}

/** `link_id` among the given ids, for `unfoldedClicks`. */
export function linkIdIn(ids: readonly number[]): RawBuilder<boolean> {
  return ids.length === 0 ? sql<boolean>`1 = 0` : sql<boolean>`l.link_id in (${sql.join(ids.map((id) => sql`${id}`))})`;
}
