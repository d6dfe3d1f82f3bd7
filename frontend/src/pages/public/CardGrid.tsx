import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconBadge } from '../../components/IconBadge';

export interface CardGridItem {
  title: string;
  text: string;
  /** Shown above the title; a numbered grid shows the step's number instead. */
  icon?: ReactNode;
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
            <IconBadge size={40} sx={{ fontWeight: 800, mb: 2 }}>
              {index + 1}
            </IconBadge>
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
