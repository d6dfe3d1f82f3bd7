import { PIN_COLORS } from '../../components/map/pinColors';

/** The before/after pins of a location change: grey where the display is, the brand's primary where it would go. */
export const CHANGE_MARKER_COLORS = { now: PIN_COLORS.muted, requested: PIN_COLORS.primary } as const;
