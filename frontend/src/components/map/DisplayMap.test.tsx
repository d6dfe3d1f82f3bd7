import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../providers/theme';
import type { DisplayListing } from '../../api/displays';
import { approvedDisplay } from '../../test/displayFixtures';
import DisplayMap from './DisplayMap';
import { MOBILE_MARKER_COLOR } from './priceIcon';

const markers = () => Array.from(document.querySelectorAll<HTMLElement>('.leaflet-marker-pane .ss-marker-icon'));

function renderMap(props: Parameters<typeof DisplayMap>[0]) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <div style={{ height: 400 }}>
          <DisplayMap {...props} />
        </div>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('DisplayMap (docs/displays.md, "Map")', () => {
  it('draws one price marker per display with valid coordinates', async () => {
    renderMap({
      displays: [
        approvedDisplay({ id: 1, name: 'Cafe Window', pricePerHour: '12.50' }),
        approvedDisplay({ id: 2, name: 'Nowhere', latitude: null, longitude: null }),
        approvedDisplay({ id: 3, name: 'Trolley', pricePerHour: '19.49', isMobile: true, latitude: 33.49, longitude: -111.92 }),
        approvedDisplay({ id: 4, name: 'Broken', latitude: 'abc' as unknown as number }),
      ],
    });
    const cafe = await screen.findByRole('button', { name: 'Cafe Window, $13 per hour' });
    expect(markers()).toHaveLength(2);
    expect(cafe).toHaveTextContent('$13');
    expect(screen.getByRole('button', { name: 'Trolley, $19 per hour, mobile display' })).toHaveTextContent('$19');
    expect(screen.queryByRole('button', { name: /Nowhere|Broken/ })).not.toBeInTheDocument();
  });

  it('makes markers 40 × 40 anchored at 20,40; mobile ones orange, square and with a vehicle glyph, fixed ones primary', async () => {
    renderMap({
      displays: [
        approvedDisplay({ id: 1, name: 'Fixed' }),
        approvedDisplay({ id: 2, name: 'Moving', isMobile: true, latitude: 33.49, longitude: -111.92 }),
      ],
    });
    const fixed = await screen.findByRole('button', { name: /^Fixed,/ });
    const moving = screen.getByRole('button', { name: /^Moving,/ });
    expect(fixed.style.width).toBe('40px');
    expect(fixed.style.height).toBe('40px');
    expect(fixed.style.marginLeft).toBe('-20px');
    expect(fixed.style.marginTop).toBe('-40px');
    expect(fixed.querySelector<HTMLElement>('.ss-marker')?.style.getPropertyValue('--ss-marker-color')).toBe(theme.palette.primary.main);
    expect(moving.querySelector<HTMLElement>('.ss-marker')?.style.getPropertyValue('--ss-marker-color')).toBe(MOBILE_MARKER_COLOR);
    expect(moving).toHaveClass('ss-marker-icon--mobile');
    expect(moving.querySelector('.ss-marker__glyph')).not.toBeNull();
    expect(fixed).not.toHaveClass('ss-marker-icon--mobile');
    expect(fixed.querySelector('.ss-marker__glyph')).toBeNull();
  });

  it('draws displays on one spot as one numbered cluster that names what it holds', async () => {
    renderMap({
      displays: [
        approvedDisplay({ id: 1, name: 'Left' }),
        approvedDisplay({ id: 2, name: 'Right' }),
        approvedDisplay({ id: 3, name: 'Far', latitude: 35.19, longitude: -111.65 }),
      ],
    });
    const cluster = await screen.findByRole('button', { name: '2 displays here, zoom in to pick one' });
    expect(cluster).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: /^Far,/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Left,/ })).not.toBeInTheDocument();
  });

  it('has tiles with attribution and a named map region', async () => {
    renderMap({ displays: [] });
    expect(screen.getByRole('region', { name: 'Map of displays' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  });

  it('calls onMarkerClick with the display and opens the popup with its details and "Book Now"', async () => {
    const user = userEvent.setup();
    const onMarkerClick = vi.fn<(display: DisplayListing) => void>();
    const shown = approvedDisplay({ id: 7, name: 'Trolley', isMobile: true, pricePerHour: '19.50', locationType: 'communal' });
    renderMap({ displays: [shown], onMarkerClick });
    await user.click(await screen.findByRole('button', { name: /^Trolley/ }));
    expect(onMarkerClick).toHaveBeenCalledWith(expect.objectContaining({ id: 7, name: 'Trolley' }));

    const popup = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.leaflet-popup');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(within(popup).getByRole('heading', { name: 'Trolley' })).toBeInTheDocument();
    expect(within(popup).getByText('Mobile')).toBeInTheDocument();
    expect(within(popup).getByText('9:00 AM - 5:00 PM')).toBeInTheDocument();
    expect(within(popup).getByText('$19.50')).toBeInTheDocument();
    expect(within(popup).getByText(/Communal Space/)).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/dashboard/browse-displays/7');
  });

  it('marks the selected display', async () => {
    renderMap({
      displays: [approvedDisplay({ id: 1, name: 'A' }), approvedDisplay({ id: 2, name: 'B', latitude: 33.49, longitude: -111.92 })],
      selectedId: 2,
    });
    expect(await screen.findByRole('button', { name: /^B,/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /^A,/ })).not.toHaveAttribute('aria-current');
  });
});
