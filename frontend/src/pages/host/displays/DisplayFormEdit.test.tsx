import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HostDisplay } from '../../../api/displays';
import { display, locationChange as change } from '../../../test/displayFixtures';
import { mockApi, signedInAs, type ApiCall, type MockReply } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import { fill, SLOW } from '../../../test/addDisplayForm';
import { ManageDisplays } from './ManageDisplays';

/** Manage Displays with one display, and the Edit dialog open on it. */
async function openEdit(shown: HostDisplay, patch?: MockReply | ((call: ApiCall) => MockReply)) {
  let rows = [shown];
  const api = mockApi({
    'GET /api/user': signedInAs('host', 'hal'),
    'GET /api/displays': () => ({ body: rows }),
    'PATCH /api/displays/5':
      patch ??
      ((call) => {
        rows = [{ ...rows[0], ...(call.body as object) } as HostDisplay];
        return { body: rows[0] };
      }),
  });
  const app = renderPage(<ManageDisplays />);
  await app.user.click(await screen.findByRole('button', { name: `Edit ${shown.name}` }, { timeout: 10000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Display' });
  return { ...app, api, dialog };
}

const textbox = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

describe('Edit a display: the Add Display form, filled in (docs/product-rules.md §6.4)', () => {
  it('opens filled in and sends only what changed; the card shows the new values', { timeout: 60_000 }, async () => {
    const shown = display({ id: 5, name: 'Cafe Window', pricePerHour: '12.50', status: 'approved', approved: true });
    const { user, api, dialog } = await openEdit(shown);
    expect(textbox(dialog, /Display Name/)).toHaveValue('Cafe Window');
    expect(within(dialog).getByRole('combobox', { name: /Search address/ })).toHaveValue('1 E Washington St, Phoenix, AZ 85004');
    expect(textbox(dialog, /Latitude/)).toHaveValue('33.4484');
    expect(within(dialog).getByRole('spinbutton', { name: /Price per Hour/ })).toHaveValue(12.5);
    expect(within(dialog).getByRole('combobox', { name: 'Time Zone' })).toHaveTextContent('America/Phoenix');

    await user.clear(within(dialog).getByRole('spinbutton', { name: /Price per Hour/ }));
    await fill(user, within(dialog).getByRole('spinbutton', { name: /Price per Hour/ }), '18');
    await user.click(within(dialog).getByRole('combobox', { name: 'End Time' }));
    await user.click(screen.getByRole('option', { name: '9:00 PM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(api.callsTo('PATCH /api/displays/5')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/displays/5')[0].body).toEqual({ pricePerHour: '18', endTime: '21:00', operatingHours: '09:00-21:00' });
    // The toast shows once the dialog has faded out (until then the page is hidden from screen readers).
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('Display updated successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const updated = await screen.findByRole('article', { name: 'Cafe Window' });
    expect(within(updated).getByText('$18.00')).toBeInTheDocument();
    expect(within(updated).getByText('9:00 AM - 9:00 PM')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Cafe Window' })).toHaveFocus();
    // Opened again, the form starts from the display as it is now.
    await user.click(screen.getByRole('button', { name: 'Edit Cafe Window' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Display' });
    expect(within(again).getByRole('spinbutton', { name: /Price per Hour/ })).toHaveValue(18);
    expect(within(again).getByRole('combobox', { name: 'End Time' })).toHaveTextContent('9:00 PM');
  });

  it('typed coordinates move the position and propose the zone: the Navajo Nation keeps daylight saving time', async () => {
    const { user, api, dialog } = await openEdit(display({ id: 5, name: 'Trading Post' }));
    await user.clear(textbox(dialog, /Latitude/));
    await fill(user, textbox(dialog, /Latitude/), '35.6803');
    await user.clear(textbox(dialog, /Longitude/));
    await fill(user, textbox(dialog, /Longitude/), '-109.0526');
    expect(within(dialog).getByRole('combobox', { name: 'Time Zone' })).toHaveTextContent('America/Denver');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/displays/5')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/displays/5')[0].body).toEqual({
      coordinates: { lat: 35.6803, lng: -109.0526 },
      timeZone: 'America/Denver',
    });
  });

  it('refuses a position outside Arizona before sending', async () => {
    const { user, api, dialog } = await openEdit(display({ id: 5, name: 'Far Screen' }));
    await user.clear(textbox(dialog, /Latitude/));
    await fill(user, textbox(dialog, /Latitude/), '39.78');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(/The map position must be in Arizona/)).toBeInTheDocument();
    expect(textbox(dialog, /Latitude/)).toHaveFocus();
    expect(api.callsTo('PATCH /api/displays/5')).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const refusal = {
      statusCode: 409,
      message: 'The new hours allow 4 hours a day, but more are already sold: 2026-12-01 has 6 hours sold',
    };
    const { user, dialog } = await openEdit(display({ id: 5, name: 'Busy Screen' }), { status: 409, body: refusal });
    await user.click(within(dialog).getByRole('combobox', { name: 'End Time' }));
    await user.click(screen.getByRole('option', { name: '1:00 PM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/more are already sold/);
    expect(screen.getByRole('dialog', { name: 'Edit Display' })).toBeVisible();
  });

  it('shows a location change waiting for review, and opens with it', async () => {
    const waiting = display({ id: 5, name: 'Moving Screen', status: 'approved', approved: true, pendingChange: change() });
    const { user, api, dialog } = await openEdit(waiting);
    const notice = /New address waiting for review: 699 S Mill Ave, Tempe, AZ 85281/;
    // The card (hidden from screen readers while the dialog is open) says so too.
    expect(
      within(screen.getByRole('article', { name: 'Moving Screen', hidden: true })).getByRole('note', { hidden: true }),
    ).toHaveTextContent(notice);
    expect(within(dialog).getByRole('note')).toHaveTextContent(notice);
    expect(textbox(dialog, /Street Address/)).toHaveValue('699 S Mill Ave'); // what the host asked for
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(api.callsTo('PATCH /api/displays/5')).toHaveLength(0); // nothing changed, nothing sent
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('Nothing was changed');
  });

  it("shows a rejected location change with the administrator's note", async () => {
    const rejected = change({ status: 'rejected', approvalNotes: 'That is a parking lot', reviewedAt: '2026-03-07T17:00:00.000Z' });
    const second = await openEdit(display({ id: 5, name: 'Staying Screen', rejectedChange: rejected }));
    expect(within(second.dialog).getByRole('note')).toHaveTextContent(
      'The move to 699 S Mill Ave, Tempe, AZ 85281 was not approved: That is a parking lot',
    );
    expect(textbox(second.dialog, /Street Address/)).toHaveValue('1 E Washington St');
  });
});
