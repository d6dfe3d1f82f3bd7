import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconBadge } from './IconBadge';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  /** Element of the title: a heading level (h2 by default), or `p` where the page's outline has no place for one. */
  headingLevel?: 'h2' | 'h3' | 'p';
}

/** An empty list: icon, title, one line and an optional action. */
export function EmptyState({ icon, title, text, action, headingLevel = 'h2' }: EmptyStateProps) {
  return (
    <Card>
      <CardContent sx={{ py: { xs: 6, md: 8 }, textAlign: 'center' }}>
        <IconBadge size={56} sx={{ display: 'inline-grid', mb: 2 }}>
          {icon}
        </IconBadge>
        <Typography component={headingLevel} variant="h6">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {text}
        </Typography>
        {action && <Box sx={{ mt: 3 }}>{action}</Box>}
      </CardContent>
    </Card>
  );
}
