import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import type { BookingGroup } from '../api/bookings';
import { bookingServer } from './bookingServer';
import { renderApp } from './renderApp';

export const WAIT = { timeout: 5000 };

/** Replies of the fake server that differ from the defaults (see bookingServer). */
export type BookingServerOverrides = Parameters<typeof bookingServer>[1];

/** A back-office booking list page (e.g. /dashboard/booking-requests) over a fake booking-groups server, once its h1 shows. */
export async function openBookingList(path: string, heading: string, groups: BookingGroup[], overrides: BookingServerOverrides = {}) {
  const api = bookingServer(groups, overrides);
  const app = renderApp(path);
  // The first test of a file also waits for react-admin's chunk to load: generous on a busy machine.
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 });
  return { ...app, api };
}

/** A booking group's card, by its display's name. */
export const card = (name: string) => screen.findByRole('article', { name }, WAIT);

/** The toast showing `text` (a polite "status" or an assertive "alert"). */
export async function toast(text: string, role: 'status' | 'alert' = 'status') {
  const message = await screen.findByText(text, {}, WAIT);
  const box = message.closest(`[role="${role}"]`);
  expect(box).not.toBeNull();
  return box as HTMLElement;
}
