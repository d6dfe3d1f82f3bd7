import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCampaign } from '../../api/campaigns';
import { adminCampaign } from '../../test/campaignFixtures';
import { mockApi, signedInAs } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const WAIT = { timeout: 10_000 };

/** The back office's Campaigns with a fake server whose confirm, reject and paid calls change the campaign. */
function open(initial: AdminCampaign) {
  let row = initial;
  const api = mockApi({
    'GET /api/user': signedInAs('admin', 'admin'),
    'GET /api/admin/campaigns': () => ({ body: [row], headers: { 'Content-Range': 'campaigns 0-0/1' } }),
    [`POST /api/admin/campaigns/${initial.id}/confirm`]: () => {
      row = { ...row, status: 'confirmed' };
      return { body: { confirmedGroups: 2 } };
    },
    [`POST /api/admin/campaigns/${initial.id}/reject`]: () => {
      row = { ...row, status: 'rejected' };
      return { body: { rejectedGroups: 2 } };
    },
    [`POST /api/admin/campaigns/${initial.id}/paid`]: () => ({ body: { paidBookings: 10 } }),
  });
  renderApp('/dashboard/campaigns');
  return api;
}

afterEach(() => localStorage.clear());

describe('Campaigns in the back office (docs/campaigns.md)', () => {
  it('one row per campaign; Confirm then Mark as Paid act on the whole campaign', { timeout: 60_000 }, async () => {
    const api = open(adminCampaign());
    const row = (await screen.findByText('Tempe cafes', {}, WAIT)).closest('tr')!;
    expect(row).toHaveTextContent('ana');
    expect(row).toHaveTextContent('$300.00');
    await screen.findByRole('button', { name: 'Confirm campaign Tempe cafes' });
    screen.getByRole('button', { name: 'Confirm campaign Tempe cafes' }).click();
    await waitFor(() => expect(api.callsTo('POST /api/admin/campaigns/12/confirm')).toHaveLength(1));
    const paid = await screen.findByRole('button', { name: 'Mark campaign Tempe cafes as paid' }, WAIT);
    paid.click();
    await waitFor(() => expect(api.callsTo('POST /api/admin/campaigns/12/paid')[0]?.body).toEqual({ paid: true }));
  });

  it('Reject asks for a note and sends it', { timeout: 60_000 }, async () => {
    const api = open(adminCampaign());
    (await screen.findByRole('button', { name: 'Reject campaign Tempe cafes' }, WAIT)).click();
    const dialog = await screen.findByRole('dialog', { name: 'Reject campaign' });
    const note = within(dialog).getByRole('textbox');
    note.focus();
    // Typed through the input's value setter, as React reads it.
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(note, { target: { value: 'Creative does not fit these screens' } });
    within(dialog)
      .getByRole('button', { name: /Reject/ })
      .click();
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/campaigns/12/reject')[0]?.body).toEqual({ note: 'Creative does not fit these screens' }),
    );
  });
});
