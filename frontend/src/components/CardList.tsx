import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface CardListProps<T> {
  /** Names the list for screen readers, e.g. "Upcoming bookings". */
  label: string;
  items: readonly T[];
  /** The React key of an item. */
  keyOf: (item: T) => string | number;
  /** The narrowest a card may be, as CSS: "260px", "min(100%, 540px)". */
  minWidth: string;
  children: (item: T) => ReactNode;
}

/** Cards in as many columns as fit, as a list (`ul`/`li`) so that a screen reader counts them. */
export function CardList<T>({ label, items, keyOf, minWidth, children }: CardListProps<T>) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5, gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}, 1fr))` }}
    >
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </Box>
  );
}
