import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { GROUP_STATE_COLORS } from '../pages/tenant/bookings/bookingGroupStates';
import { MOBILE_MARKER_COLOR } from '../components/map/priceIcon';
import { theme } from './theme';

describe('colour contrast (WCAG AA, 4.5:1 for text)', () => {
  it('white text on the filled status colours ("waiting" chips, success, error, primary)', () => {
    for (const color of ['warning', 'success', 'error', 'primary'] as const) {
      const { main, contrastText } = theme.palette[color];
      expect(getContrastRatio(main, contrastText), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('white prices on both kinds of map pins', () => {
    expect(getContrastRatio(theme.palette.primary.main, '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(MOBILE_MARKER_COLOR, '#fff')).toBeGreaterThanOrEqual(4.5);
  });

  it('the booking state badges', () => {
    for (const [state, { bgcolor, color }] of Object.entries(GROUP_STATE_COLORS)) {
      expect(getContrastRatio(color, bgcolor), state).toBeGreaterThanOrEqual(4.5);
    }
  });
});
