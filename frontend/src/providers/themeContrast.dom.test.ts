import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { GROUP_STATE_COLORS } from '../pages/tenant/bookings/bookingGroupStates';
import { MOBILE_MARKER_COLOR } from '../components/map/priceIcon';
import { theme } from './theme';

describe('colour contrast (WCAG AA, 4.5:1 for text)', () => {
  it('white text on the filled status colours ("waiting" chips, success, error, primary)', () => {
    const low = (['warning', 'success', 'error', 'primary'] as const).filter(
      (color) => getContrastRatio(theme.palette[color].main, theme.palette[color].contrastText) < 4.5,
    );
    expect(low).toEqual([]);
  });

  it('white prices on both kinds of map pins', () => {
    expect(getContrastRatio(theme.palette.primary.main, '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(MOBILE_MARKER_COLOR, '#fff')).toBeGreaterThanOrEqual(4.5);
  });

  it('the booking state badges', () => {
    const low = Object.entries(GROUP_STATE_COLORS).filter(([, { bgcolor, color }]) => getContrastRatio(color, bgcolor) < 4.5);
    expect(low).toEqual([]);
  });
});
