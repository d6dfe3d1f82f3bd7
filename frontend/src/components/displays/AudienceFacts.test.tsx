import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BookingSummary } from '../../pages/tenant/booking/BookingSummary';
import { approvedDisplay } from '../../test/displayFixtures';
import { DisplayPopup } from '../map/DisplayPopup';
import { DisplayListCard } from './DisplayListCard';

describe('audience on display cards, popups and the booking summary (docs/campaigns.md)', () => {
  it('shows "~120 people/hour" on a card and a popup when declared', () => {
    const display = approvedDisplay({ audiencePerHour: 120 });
    render(
      <MemoryRouter>
        <DisplayListCard display={display} selected={false} onSelect={() => {}} />
        <DisplayPopup display={display} />
      </MemoryRouter>,
    );
    expect(screen.getAllByText('~120 people/hour')).toHaveLength(2);
  });

  it('shows no audience when the host declared none', () => {
    render(<DisplayListCard display={approvedDisplay({ audiencePerHour: null })} selected={false} onSelect={() => {}} />);
    expect(screen.queryByText(/people\/hour/)).toBeNull();
  });

  it('adds estimated impressions and CPM to the booking summary', () => {
    // 2 dates × 3 h × $12.50 = $75.00; 6 h × 120 = 720 impressions; $75 / 720 × 1000 = $104.17.
    render(<BookingSummary dates={['2026-12-01', '2026-12-02']} hours={3} pricePerHour="12.50" audiencePerHour={120} />);
    expect(screen.getByText('720')).toBeInTheDocument();
    expect(screen.getByText('$104.17')).toBeInTheDocument();
  });
});
