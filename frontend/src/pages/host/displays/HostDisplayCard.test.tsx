import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HostDisplay } from '../../../api/displays';
import { mockApi, signedInAs } from '../../../test/mockApi';
import { display as hostDisplay } from '../../../test/displayFixtures';
import { renderPage } from '../../../test/renderPage';
import { ManageDisplays } from './ManageDisplays';
import { connectionStatus, outageLabel, pairingRotationNotice } from './connectionStatus';

async function openPage(displays: HostDisplay[], routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/user': signedInAs('host', 'hal'), 'GET /api/displays': { body: displays }, ...routes });
  const app = renderPage(<ManageDisplays />);
  await screen.findByRole('heading', { level: 1, name: 'Manage Displays' }, { timeout: 10000 });
  return { ...app, api };
}

describe('connectionStatus', () => {
  const now = Date.parse('2026-11-23T20:00:00.000Z');
  it('is Online when seen in the last 2 minutes', () => {
    expect(connectionStatus('2026-11-23T19:58:30.000Z', now)).toEqual({ online: true, label: 'Online' });
    expect(connectionStatus('2026-11-23T19:58:00.000Z', now).online).toBe(true);
  });

  it('is "Offline since …" after that, and "Never connected" without a poll', () => {
    const since = connectionStatus('2026-11-23T19:50:00.000Z', now);
    expect(since.online).toBe(false);
    expect(since.label).toMatch(/^Offline since Nov 23, 2026, \d{1,2}:50 (AM|PM)$/);
    expect(connectionStatus(null, now)).toEqual({ online: false, label: 'Never connected' });
  });
});

describe('outageLabel', () => {
  it('says since when an alerted outage lasts, and nothing without one', () => {
    expect(outageLabel('2026-11-23T20:05:00.000Z')).toMatch(/^Offline since Nov 23, 2026, \d{1,2}:05 (AM|PM)$/);
    expect(outageLabel(null)).toBeNull();
    expect(outageLabel('not a time')).toBeNull();
  });
});

describe('pairingRotationNotice', () => {
  it('says when and after how many failed attempts the code was rotated, and nothing otherwise', () => {
    expect(pairingRotationNotice({ at: '2026-11-23T20:05:00.000Z', failedAttempts: 30 })).toMatch(
      /^Pairing code rotated after 30 failed attempts at Nov 23, 2026, \d{1,2}:05 (AM|PM)$/,
    );
    expect(pairingRotationNotice(null)).toBeNull();
  });
});

describe('Host display card: player links, connection and pairing', () => {
  it('tells the host when wrong codes made the server rotate the pairing code', async () => {
    await openPage([
      hostDisplay({
        id: 8,
        name: 'Guessed',
        status: 'approved',
        approved: true,
        pairingRequired: true,
        pairingCode: '112233',
        pairingRotation: { at: '2026-11-23T20:05:00.000Z', failedAttempts: 30 },
      }),
      hostDisplay({ id: 9, name: 'Quiet', status: 'approved', approved: true, pairingRequired: true, pairingCode: '445566' }),
    ]);
    const card = await screen.findByRole('article', { name: 'Guessed' });
    expect(within(card).getByText(/^Pairing code rotated after 30 failed attempts at Nov 23, 2026, /)).toBeInTheDocument();
    expect(within(card).getByText('112233')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Quiet' })).queryByText(/rotated/)).not.toBeInTheDocument();
  });

  it('suggests pairing to screens with paid airtime and no pairing: their plays are unverified', async () => {
    await openPage([
      hostDisplay({ id: 10, name: 'Open', status: 'approved', approved: true, paidAirtime: true }),
      hostDisplay({
        id: 11,
        name: 'Paired',
        status: 'approved',
        approved: true,
        paidAirtime: true,
        pairingRequired: true,
        pairingCode: '778899',
      }),
      hostDisplay({ id: 12, name: 'Unsold', status: 'approved', approved: true, paidAirtime: false }),
    ]);
    const open = await screen.findByRole('article', { name: 'Open' });
    expect(within(open).getByText(/its plays count as unverified/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Paired' })).queryByText(/unverified/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Unsold' })).queryByText(/unverified/)).not.toBeInTheDocument();
  });

  it('Launch Player (approved displays only) and Preview open the kiosk page in a new tab', async () => {
    await openPage([
      hostDisplay({ id: 5, name: 'Lobby', status: 'approved', approved: true }),
      hostDisplay({ id: 6, name: 'Waiting' }),
      hostDisplay({ id: 7, name: 'Refused', status: 'rejected', approvalNotes: 'Blurry' }),
    ]);
    const waiting = await screen.findByRole('article', { name: 'Waiting' });
    expect(within(waiting).queryByRole('link', { name: 'Launch Player' })).not.toBeInTheDocument();
    expect(within(waiting).getByText('The player can be launched once an administrator approves this display.')).toBeInTheDocument();
    const refused = screen.getByRole('article', { name: 'Refused' });
    expect(within(refused).queryByRole('link', { name: 'Launch Player' })).not.toBeInTheDocument();
    expect(within(refused).getByText(/A rejected display cannot play ads/)).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Lobby' });
    expect(within(card).getByRole('link', { name: 'Launch Player' })).toHaveAttribute('href', '/player?displayId=5');
    const preview = within(card).getByRole('link', { name: 'Preview' });
    expect(preview).toHaveAttribute('href', '/player?displayId=5&preview=1');
    expect(preview).toHaveAttribute('target', '_blank');
  });

  it('shows Online, Offline since, or Never connected', async () => {
    await openPage([
      hostDisplay({ id: 1, name: 'Fresh', lastSeenAt: new Date(Date.now() - 30_000).toISOString() }),
      hostDisplay({ id: 2, name: 'Stale', lastSeenAt: '2026-01-05T17:00:00.000Z' }),
      hostDisplay({ id: 3, name: 'New' }),
    ]);
    expect(within(await screen.findByRole('article', { name: 'Fresh' })).getByText('Online')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Stale' })).getByText(/^Offline since Jan 05, 2026, /)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'New' })).getByText('Never connected')).toBeInTheDocument();
  });

  it('an outage the server alerted on (offlineSince) is a chip with its start time, instead of the plain line', async () => {
    await openPage([
      hostDisplay({
        id: 4,
        name: 'Dark',
        status: 'approved',
        approved: true,
        lastSeenAt: '2026-11-23T19:55:00.000Z',
        offlineSince: '2026-11-23T19:55:00.000Z',
      }),
      hostDisplay({ id: 5, name: 'Idle', status: 'approved', approved: true, lastSeenAt: '2026-11-23T19:55:00.000Z' }),
    ]);
    const dark = await screen.findByRole('article', { name: 'Dark' });
    const chip = within(dark).getByText(/^Offline since Nov 23, 2026, \d{1,2}:55 (AM|PM)$/);
    expect(chip.closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(dark).getAllByText(/Offline since/)).toHaveLength(1);
    const idle = screen.getByRole('article', { name: 'Idle' });
    expect(
      within(idle)
        .getByText(/^Offline since Nov 23, 2026, /)
        .closest('.MuiChip-root'),
    ).toBeNull();
  });

  it('"Require pairing code" turns pairing on and shows the code; "Reset pairing" shows the new one', async () => {
    const { user, api } = await openPage([hostDisplay({ id: 5, name: 'Lobby' })], {
      'PUT /api/displays/5/pairing': { body: { pairingRequired: true, pairingCode: '123456' } },
      'POST /api/displays/5/pairing/reset': { body: { pairingRequired: true, pairingCode: '654321' } },
    });
    const card = await screen.findByRole('article', { name: 'Lobby' });
    const toggle = within(card).getByRole('switch', { name: 'Require pairing code' });
    expect(toggle).not.toBeChecked();
    expect(within(card).queryByText(/Pairing code:/)).not.toBeInTheDocument();

    await user.click(toggle);
    expect(await within(card).findByText('123456')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(api.callsTo('PUT /api/displays/5/pairing')[0].body).toEqual({ required: true });

    await user.click(within(card).getByRole('button', { name: 'Reset pairing' }));
    expect(await within(card).findByText('654321')).toBeInTheDocument();
    expect(api.callsTo('POST /api/displays/5/pairing/reset')).toHaveLength(1);
  });

  it('a failed pairing change shows the server text and leaves the switch as it was', async () => {
    const { user } = await openPage([hostDisplay({ id: 5, name: 'Lobby' })], {
      'PUT /api/displays/5/pairing': { status: 403, body: { statusCode: 403, message: 'Not your display' } },
    });
    const card = await screen.findByRole('article', { name: 'Lobby' });
    await user.click(within(card).getByRole('switch', { name: 'Require pairing code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not your display');
    expect(within(card).getByRole('switch', { name: 'Require pairing code' })).not.toBeChecked();
  });
});
