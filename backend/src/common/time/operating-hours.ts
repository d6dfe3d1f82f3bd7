/**
 * Operating hours are whole hours, "HH:mm" texts (docs/displays.md). These are the TypeScript
 * twins of the displays' SQL functions (modules/displays/sql/display_rules.sql), for the places
 * that decide before any query: a form's check and whether a player's display is open now.
 * test/sql-functions.e2e-spec.ts checks that each agrees with its SQL function.
 */

/** "HH:mm" → the hour (SQL: `time_text_hour`). */
export function hourOf(time: string): number {
  return Number(time.split(':')[0]);
}

/** Inside operating hours: the wall-clock hour is in [start, end) (SQL: `display_open_at`). */
export function isOpenAtHour(hour: number, startHour: number, endHour: number): boolean {
  return hour >= startHour && hour < endHour;
}
