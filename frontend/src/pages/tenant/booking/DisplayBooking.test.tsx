import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approvedDisplay } from '../../../test/displayFixtures';
import { mockApi, signedInAs, type MockReply } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';

describe('a display page (/dashboard/browse-displays/{id})', () => {
  it('shows the display with "Back to Displays" and room for the booking form', async () => {
    mockApi({
      'GET /api/user': signedInAs('tenant', 'ana'),
      'GET /api/tenant/displays/42': {
        body: approvedDisplay({ id: 42, name: 'Cafe Window', isMobile: true, targetAudiences: ['students'] }),
      },
    });
    renderApp('/dashboard/browse-displays/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cafe Window' }, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText('1 E Washington St, Phoenix, AZ 85004', { selector: 'p' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Display details' });
    expect(within(details).getByText('9:00 AM - 5:00 PM')).toBeInTheDocument();
    expect(within(details).getByText('Mobile')).toBeInTheDocument();
    expect(within(details).getByText('Students')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Book this display' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Displays' })).toHaveAttribute('href', '/dashboard/browse-displays');
  });

  it('a failed load shows the message with Retry, and a toast', async () => {
    let reply: MockReply = { status: 500, body: { statusCode: 500, message: 'Database is down' } };
    const api = mockApi({ 'GET /api/user': signedInAs('tenant', 'ana'), 'GET /api/tenant/displays/42': () => reply });
    const { user } = renderApp('/dashboard/browse-displays/42');
    expect(
      await screen.findByText('Failed to load display information. Please try again later.', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    const toast = (await screen.findByText('Failed to load display information. Please try again.')).closest('[role="alert"]');
    expect(toast).toHaveTextContent(/^Error/);
    reply = { body: approvedDisplay({ id: 42, name: 'Cafe Window' }) };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cafe Window' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/tenant/displays/42')).toHaveLength(2);
  });
});
