/**
 * The rotation's slot (docs/player.md): a screen shows one play per 10-second slot, so an hour
 * of airtime is 360 plays. SQL's twin is `play_slot_seconds()` (displays/sql/display_rules.sql),
 * which the play insert uses; test/sql-functions.e2e-spec.ts checks that they agree.
 */
export const SLOT_SECONDS = 10;

export const SLOTS_PER_HOUR = 3600 / SLOT_SECONDS;
