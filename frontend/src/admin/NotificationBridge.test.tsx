import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../providers/ToastProvider';
import { NotificationBridge } from './NotificationBridge';

function Notifier() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('Display status updated successfully', { type: 'success' })}>ok</button>
      <button onClick={() => notify('Failed to delete all bookings', { type: 'error' })}>fail</button>
    </>
  );
}

describe('NotificationBridge', () => {
  it("sends react-admin's notifications to the app's single toast", async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <AdminContext>
          <NotificationBridge />
          <Notifier />
        </AdminContext>
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect(await screen.findByRole('status')).toHaveTextContent('SuccessDisplay status updated successfully');

    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ErrorFailed to delete all bookings');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
