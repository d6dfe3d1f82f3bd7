/** Shared by the Add New Display tests: opens the form on a mocked server. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Display } from '../api/displays';
import { display, WASHINGTON_ST } from './displayFixtures';
import { mockApi, signedInAs, type ApiCall, type MockReply } from './mockApi';
import { renderApp } from './renderApp';

/** Searches wait for the debounce, then the (mocked) server: give them time on a busy machine. */
export const SLOW = { timeout: 5000 };

type Reply = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

/** Opens /dashboard/displays as a host and the "Add New Display" form. */
export async function openForm({ search, create }: { search?: Reply; create?: Reply } = {}) {
  let rows: Display[] = [];
  const api = mockApi({
    'GET /api/user': signedInAs('host', 'hal'),
    'GET /api/displays': () => ({ body: rows }),
    'GET /api/geocode/search': search ?? { body: [WASHINGTON_ST] },
    'POST /api/displays':
      create ??
      ((call) => {
        rows = [display({ id: 11, name: (call.body as { name: string }).name })];
        return { status: 201, body: rows[0] };
      }),
  });
  const app = renderApp('/dashboard/displays');
  await screen.findByRole('heading', { level: 1, name: 'Manage Displays' }, { timeout: 10000 });
  await app.user.click(screen.getByRole('button', { name: 'Add Display' }));
  const form = await screen.findByRole('form', { name: 'Add New Display' });
  // Once open, the form puts the focus on its first field.
  await waitFor(() => expect(within(form).getByRole('textbox', { name: /Display Name/ })).toHaveFocus());
  return { ...app, api, form };
}

export const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
/** A suggestion of the address search (its name may go on: "… Approximate location: …"). */
export const findSuggestion = (address: string) => screen.findByRole('option', { name: (name) => name.startsWith(address) }, SLOW);
export const addressBox = () => screen.getByRole('combobox', { name: /Search address/ });
export const mobileSwitch = (within_: HTMLElement) => within(within_).getByRole('switch', { name: /Mobile display/ });

/** Types text in one go (a paste): the form's logic, not the keyboard, is under test here. */
export async function fill(
  user: { click: (el: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  element: HTMLElement,
  text: string,
) {
  await user.click(element);
  await user.paste(text);
}
