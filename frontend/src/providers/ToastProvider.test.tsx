import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useToast, type ToastOptions } from './toastContext';
import { ToastProvider } from './ToastProvider';

function Trigger({ options, label }: { options: ToastOptions; label: string }) {
  const { toast } = useToast();
  return <button onClick={() => toast(options)}>{label}</button>;
}

function renderToasts() {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <Trigger label="first" options={{ title: 'Success', description: 'Logged in successfully', variant: 'success' }} />
      <Trigger label="second" options={{ title: 'Error', description: 'Invalid username or password', variant: 'destructive' }} />
      <Trigger label="third" options={{ title: 'Success', description: 'Logged out successfully', variant: 'success' }} />
    </ToastProvider>,
  );
  return user;
}

const toasts = () => [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')];

describe('ToastProvider', () => {
  it('shows the title and description, announced politely', async () => {
    const user = renderToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Success');
    expect(toast).toHaveTextContent('Logged in successfully');
    expect(toast).toHaveAttribute('aria-live', 'polite');
  });

  it('announces destructive toasts as alerts', async () => {
    const user = renderToasts();
    await user.click(screen.getByRole('button', { name: 'second' }));
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Invalid username or password');
    expect(toast).toHaveAttribute('aria-live', 'assertive');
  });

  it('shows at most one toast: a new one replaces the current one at once', async () => {
    const user = renderToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(toasts()).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.queryByText('Logged in successfully')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'third' }));
    expect(toasts()).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Logged out successfully');
  });

  it('can be dismissed', async () => {
    const user = renderToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(toasts()).toHaveLength(0));
  });

  it('hides itself after its duration', () => {
    vi.useFakeTimers();
    try {
      render(
        <ToastProvider>
          <Trigger label="short" options={{ title: 'Success', description: 'Done', duration: 1000 }} />
        </ToastProvider>,
      );
      act(() => screen.getByRole('button', { name: 'short' }).click());
      expect(screen.getByRole('status')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(900));
      expect(screen.getByRole('status')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200)); // auto-hide starts the exit transition
      act(() => vi.advanceTimersByTime(1000)); // the exit transition ends
      expect(toasts()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('useToast outside the provider is a programming error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger label="x" options={{ title: 't' }} />)).toThrow(/inside <ToastProvider>/);
    spy.mockRestore();
  });
});
