/**
 * The pins' colours: the theme's primary (providers/theme.ts; pinColors.test.ts keeps them equal) and
 * a slate grey. Constants rather than the theme itself: importing the theme into the lazily loaded
 * map chunks splits the shared MUI chunk of the public pages (docs/performance.md).
 */
export const PIN_COLORS = { primary: '#4338ca', muted: '#4b5563' } as const;
