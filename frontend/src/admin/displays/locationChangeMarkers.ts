/** The before/after pins of a location change: grey for where the display is, the brand indigo for where it would go. */
export const CHANGE_MARKER_COLORS = { now: '#4b5563', requested: '#3f51b5' } as const;
