/**
 * A booking's plays, verified plays and last play: its rollup row `t` (booking_play_totals) plus
 * its plays not folded in yet, `p` (play_totals_pending), both joined by booking id
 * (docs/analytics.md, "Running totals").
 */
export const BOOKING_PLAYS = {
  plays: 'coalesce(t.plays, 0) + coalesce(p.plays, 0)',
  verifiedPlays: 'coalesce(t.verified_plays, 0) + coalesce(p.verified_plays, 0)',
  lastShownAt: 'greatest(t.last_shown_at, p.last_shown_at)',
  join: (booking: string) =>
    `left join booking_play_totals t on t.booking_id = ${booking} left join play_totals_pending p on p.booking_id = ${booking}`,
} as const;

/**
 * The plays not folded into the running totals per display and per creative yet, as subqueries to
 * left join on `display_id` / `ad_creative_id` and add to `display_play_totals` /
 * `creative_play_totals` (docs/analytics.md, "Running totals").
 */
export const PENDING_PLAYS = {
  byDisplay: '(select display_id, sum(plays) as plays from play_total_deltas group by display_id)',
  byCreative:
    '(select ad_creative_id, sum(plays) as plays, max(last_shown_at) as last_shown_at from play_total_deltas group by ad_creative_id)',
} as const;
