import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { ReactNode } from 'react';
import { PageLink } from '../../components/PageLink';

interface ChoiceCardProps {
  to: string;
  title: string;
  description: string;
  cta: string;
  icon: ReactNode;
}

/** One of the landing page's two big choices; the whole card is one link. */
export function ChoiceCard({ to, title, description, cta, icon }: ChoiceCardProps) {
  return (
    <Card
      sx={{
        height: '100%',
        transition: 'transform 150ms ease, box-shadow 150ms ease',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: 6 },
      }}
    >
      <CardActionArea component={PageLink} to={to} sx={{ height: '100%', p: { xs: 3, md: 4 } }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 56,
            height: 56,
            borderRadius: 3,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            mb: 2.5,
          }}
        >
          {icon}
        </Box>
        <Typography variant="h2" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2.5 }}>
          {description}
        </Typography>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'primary.main', fontWeight: 700 }}>
          {cta}
          <ArrowForwardIcon fontSize="small" aria-hidden />
        </Box>
      </CardActionArea>
    </Card>
  );
}
