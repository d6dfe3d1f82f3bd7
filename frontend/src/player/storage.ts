import { SCHEDULE_KEY_PREFIX, TOKEN_DISPLAY_KEY, TOKEN_KEY } from './config';
import type { ScheduleAnswer } from './types';

/**
 * What the player keeps in localStorage: its token (and the display it is
 * for) and the last schedule, so a reboot without network still plays.
 * Storage can throw (quota, disabled); the player then just keeps less.
 */

export interface StoredToken {
  token: string;
  displayId: number;
}

export interface StoredSchedule {
  answer: ScheduleAnswer;
  etag: string | null;
  /** Until when (this device's clock, epoch ms) the entries hold: the next opening or closing hour. */
  validUntil: number;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
  }
}

export function loadToken(): StoredToken | null {
  const token = read(TOKEN_KEY);
  const displayId = Number(read(TOKEN_DISPLAY_KEY));
  if (!token || !Number.isSafeInteger(displayId) || displayId < 1) return null;
  return { token, displayId };
}

export function saveToken({ token, displayId }: StoredToken): void {
  write(TOKEN_KEY, token);
  write(TOKEN_DISPLAY_KEY, String(displayId));
}

export function clearToken(): void {
  write(TOKEN_KEY, null);
  write(TOKEN_DISPLAY_KEY, null);
}

export function loadSchedule(displayId: number): StoredSchedule | null {
  const text = read(SCHEDULE_KEY_PREFIX + displayId);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as StoredSchedule;
    return Array.isArray(stored?.answer?.paidBookings) ? stored : null;
  } catch {
    return null;
  }
}

export function saveSchedule(displayId: number, stored: StoredSchedule): void {
  write(SCHEDULE_KEY_PREFIX + displayId, JSON.stringify(stored));
}
