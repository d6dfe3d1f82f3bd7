/** The kiosk player's constants and texts (docs/player.md). */

/** One ad's slot on screen. */
export const SLOT_MS = 10_000;
/** The cross-fade between two slots (the CSS transition in player.css uses the same 0.5 s). */
export const FADE_MS = 500;
/** How often the player syncs: sends its waiting plays and asks for the schedule (usually unchanged). */
export const POLL_MS = 30_000;
/**
 * After a change of schedule (an opening, a closing, midnight), each display asks within this
 * window, at an offset of its own, so that a network's screens do not all ask in the same second
 * (docs/player.md, "Cycles spread over the network").
 */
export const CHANGE_SPREAD_MS = 10_000;
/**
 * When the connection returns, each display syncs at its own offset in this window rather than at
 * once, so that screens whose links come back together (an area's outage) do not all sync in the
 * same second (docs/player.md, "Cycles spread over the network").
 */
export const ONLINE_SPREAD_MS = 10_000;
/** How often a display awaiting approval asks again whether it may start. */
export const APPROVAL_CHECK_MS = 60_000;
/** At most this many plays in one sync (the server's limit). */
export const PLAYS_PER_BATCH = 500;

/** localStorage keys: the player token (docs/player.md) and the display it belongs to. */
export const TOKEN_KEY = 'displayToken';
export const TOKEN_DISPLAY_KEY = 'displayTokenDisplayId';
/** localStorage key prefix of the last schedule of a display (offline rotation). */
export const SCHEDULE_KEY_PREFIX = 'displaySchedule:';

export const TEXT = {
  start: 'Start Display',
  starting: 'Starting…',
  notAuthenticated: 'Display not authenticated',
  authFailed: 'Failed to authenticate display',
  fetchFailed: 'Failed to fetch schedule',
  invalidId: 'Invalid Display ID',
  enterValidId: 'Please enter a valid Display ID',
  noContent: 'No Content Scheduled',
  awaitingApproval: 'This display is awaiting approval',
  awaitingApprovalText: 'An admin reviews every new display. This screen starts by itself once it is approved.',
  rejected: 'This display was not approved. Its host can see why in Manage Displays.',
  loading: 'Loading schedule…',
  preview: 'Preview',
} as const;
