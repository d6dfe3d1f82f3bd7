import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DisplayFilterBar } from './DisplayFilterBar';
import { NO_FILTERS, type DisplayFilters } from './displayFilters';

const WAIT = { timeout: 3000 };

/** The bar with its filters held in state, as a page holds them; every change is also recorded. */
function open(initial: DisplayFilters = NO_FILTERS) {
  const changes = vi.fn<(filters: DisplayFilters) => void>();
  function Page() {
    const [filters, setFilters] = useState(initial);
    return (
      <DisplayFilterBar
        filters={filters}
        onChange={(next) => {
          changes(next);
          setFilters(next);
        }}
        cities={['Tempe']}
        resultCount={3}
      />
    );
  }
  render(<Page />);
  return { user: userEvent.setup({ delay: null }), changes, field: () => screen.getByRole('textbox', { name: 'Min people / hour' }) };
}

describe('the filter bar: at least N people per hour (docs/campaigns.md)', () => {
  it('applies a typed whole number once typing pauses, and Clear filters empties it', async () => {
    const { user, changes, field } = open();
    await user.type(field(), '120');
    await waitFor(() => expect(changes).toHaveBeenLastCalledWith({ ...NO_FILTERS, minAudiencePerHour: '120' }), WAIT);
    expect(changes).toHaveBeenCalledTimes(1); // debounced: one change for three keystrokes
    expect(screen.getByRole('status')).toHaveTextContent('3 displays match');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(changes).toHaveBeenLastCalledWith(NO_FILTERS);
    expect(field()).toHaveValue('');
  });

  it('explains a value that is not a whole number from 0 to 100,000, and does not send it', async () => {
    const { user, changes, field } = open();
    await user.type(field(), '12.5');
    expect(await screen.findByText('People per hour is a whole number from 0 to 100,000', {}, WAIT)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('People per hour is a whole number from 0 to 100,000');
    expect(changes).not.toHaveBeenCalled();
    await user.clear(field());
    await user.type(field(), '0');
    await waitFor(() => expect(changes).toHaveBeenLastCalledWith({ ...NO_FILTERS, minAudiencePerHour: '0' }), WAIT);
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the value the filters hold (an address or a link)', () => {
    const { field } = open({ ...NO_FILTERS, minAudiencePerHour: '300' });
    expect(field()).toHaveValue('300');
  });
});
