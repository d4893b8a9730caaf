import { sql } from 'kysely';

// The daily rollups as every read sees them: the settled tables and the recent ones the fold
// adds to (ADR 1025), summed per key. A test that checks what a fold stored reads these, so it
// holds whichever table a day's rows are in (the fold moves them once the day is over).

/** (link_id, day, clicks, uniques, bot_clicks), one row per link and day. */
export const DAILY_ROLLUPS = sql`(select link_id, day, sum(clicks) as clicks, sum(uniques) as uniques, sum(bot_clicks) as bot_clicks from (
    select link_id, day, clicks, uniques, bot_clicks from click_daily
    union all select link_id, day, clicks, uniques, bot_clicks from click_daily_recent) as r
  group by link_id, day)`;

/** (link_id, day, dimension, value, clicks), one row per key. */
export const DIMENSION_ROLLUPS = sql`(select link_id, day, dimension, value, sum(clicks) as clicks from (
    select link_id, day, dimension, value, clicks from click_daily_dimensions
    union all select link_id, day, dimension, value, clicks from click_daily_dimensions_recent) as r
  group by link_id, day, dimension, value)`;
