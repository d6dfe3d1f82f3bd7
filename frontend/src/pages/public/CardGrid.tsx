import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface CardGridItem {
  title: string;
  text: string;
  /** Shown above the title; a numbered grid shows the step's number instead. */
  icon?: ReactNode;
}

/** The step number of a numbered grid, in a tinted circle. */
function StepNumber({ n }: { n: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: 40,
        height: 40,
        borderRadius: '50%',
        bgcolor: 'rgba(67, 56, 202, 0.1)',
        color: 'primary.main',
        fontWeight: 800,
        mb: 2,
      }}
    >
      {n}
    </Box>
  );
}

/**
 * A responsive grid of cards, each with an h3 and a line of text: benefits (a list, each
 * with its icon) or, `numbered`, steps (an ordered list, each with its number).
 * Plain elements only: the public pages are prerendered and measured (docs/performance.md).
 */
export function CardGrid({ items, numbered = false }: { items: readonly CardGridItem[]; numbered?: boolean }) {
  return (
    <Box
      component={numbered ? 'ol' : 'ul'}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${Math.min(items.length, 4)}, 1fr)` },
      }}
    >
      {items.map((item, index) => (
        <Box
          component="li"
          key={item.title}
          sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3.5, p: 3 }}
        >
          {numbered ? (
            <StepNumber n={index + 1} />
          ) : (
            <Box aria-hidden sx={{ color: 'primary.main', mb: 1.5 }}>
              {item.icon}
            </Box>
          )}
          <Typography variant="h3">{item.title}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {item.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
