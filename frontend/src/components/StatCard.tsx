import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconBadge } from './IconBadge';

interface StatCardProps {
  label: string;
  value: ReactNode;
  description?: string;
  icon?: ReactNode;
}

/** One figure on a dashboard: label, big value, optional description. */
export function StatCard({ label, value, description, icon }: StatCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 }, '&:last-child': { pb: { xs: 2.5, md: 3 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Typography component="p" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          {icon && (
            <IconBadge size={40} radius={2}>
              {icon}
            </IconBadge>
          )}
        </Box>
        <Typography component="p" sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 800, mt: 1, letterSpacing: '-0.02em' }}>
          {value}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
