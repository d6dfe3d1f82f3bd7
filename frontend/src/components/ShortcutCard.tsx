import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { IconBadge } from './IconBadge';

interface ShortcutCardProps {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** A dashboard card that links to another screen. */
export function ShortcutCard({ to, title, description, icon, headingLevel = 'h3' }: ShortcutCardProps) {
  return (
    <Card sx={{ height: '100%', '&:hover': { borderColor: 'primary.light' } }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ height: '100%', p: 3, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 2 }}
      >
        <IconBadge size={48} radius={2.5}>
          {icon}
        </IconBadge>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h4" component={headingLevel}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        </Box>
        <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary', alignSelf: 'center' }} />
      </CardActionArea>
    </Card>
  );
}
