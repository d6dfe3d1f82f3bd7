/** Expressions shared by the analytics statements (the row alias `d` is a display). */

/** `now` in the display's zone, as a date; `now` is the next parameter. */
export const TODAY = `display_today(d.time_zone, ?::timestamptz)`;

/** The display's daily capacity in hours. */
export const CAPACITY = `display_capacity_hours(d.start_time, d.end_time)`;
