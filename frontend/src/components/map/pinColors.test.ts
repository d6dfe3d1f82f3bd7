import { describe, expect, it } from 'vitest';
import { theme } from '../../providers/theme';
import { PIN_COLORS } from './pinColors';

describe('pin colours', () => {
  it("use the theme's primary colour", () => {
    expect(PIN_COLORS.primary).toBe(theme.palette.primary.main);
  });
});
