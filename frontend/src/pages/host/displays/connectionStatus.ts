import { format } from 'date-fns';

/** A display counts as online when its player polled within this window (docs/player.md). */
export const ONLINE_WINDOW_MS = 2 * 60_000;

export interface ConnectionStatus {
  online: boolean;
  label: string;
}

/** "Online", "Offline since Nov 23, 2026, 1:05 PM" or "Never connected", from the display's lastSeenAt. */
export function connectionStatus(lastSeenAt: string | null | undefined, now: number = Date.now()): ConnectionStatus {
  const seen = lastSeenAt ? new Date(lastSeenAt) : null;
  if (!seen || Number.isNaN(seen.getTime())) return { online: false, label: 'Never connected' };
  if (now - seen.getTime() <= ONLINE_WINDOW_MS) return { online: true, label: 'Online' };
  return { online: false, label: `Offline since ${format(seen, 'MMM dd, yyyy, h:mm a')}` };
}

/**
 * "Offline since Nov 23, 2026, 1:05 PM" for an outage the server has alerted on (`offlineSince`: a
 * display with paid airtime today, unseen inside its hours; docs/notifications.md); null otherwise.
 */
export function outageLabel(offlineSince: string | null | undefined): string | null {
  const since = offlineSince ? new Date(offlineSince) : null;
  if (!since || Number.isNaN(since.getTime())) return null;
  return `Offline since ${format(since, 'MMM dd, yyyy, h:mm a')}`;
}

/**
 * "Pairing code rotated after 30 failed attempts at Nov 23, 2026, 1:05 PM", when wrong codes made
 * the server replace the code (docs/player.md, "Pairing"); null otherwise.
 */
export function pairingRotationNotice(rotation: { at: string; failedAttempts: number } | null | undefined): string | null {
  const at = rotation ? new Date(rotation.at) : null;
  if (!rotation || !at || Number.isNaN(at.getTime())) return null;
  return `Pairing code rotated after ${rotation.failedAttempts} failed attempts at ${format(at, 'MMM dd, yyyy, h:mm a')}`;
}
