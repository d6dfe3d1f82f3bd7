import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { DisplayListing } from '../../api/displays';
import { DisplayFacts } from './DisplayFacts';
import { MobileBadge } from './MobileBadge';
import { TargetChips } from './TargetChips';

interface DisplayListCardProps {
  display: DisplayListing;
  selected: boolean;
  onSelect: (display: DisplayListing) => void;
  /** E.g. a "Book Now" button, kept outside the selectable area. */
  action?: ReactNode;
}

/**
 * A display in a list beside the map. The whole card selects it (the name is
 * the button, stretched over the card); the selected card is highlighted.
 */
export function DisplayListCard({ display, selected, onSelect, action }: DisplayListCardProps) {
  return (
    <Card
      data-display-id={display.id}
      sx={{
        position: 'relative',
        transition: 'border-color 120ms, box-shadow 120ms',
        borderColor: selected ? 'primary.main' : undefined,
        boxShadow: selected ? '0 0 0 2px rgba(67, 56, 202, 0.35)' : 'none',
        bgcolor: selected ? 'rgba(67, 56, 202, 0.03)' : 'background.paper',
        '&:hover': { borderColor: selected ? 'primary.main' : 'primary.light' },
      }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.25, pb: action ? 1 : undefined }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', lineHeight: 1.35 }}>
            <ButtonBase
              onClick={() => onSelect(display)}
              aria-pressed={selected}
              disableRipple
              sx={{
                font: 'inherit',
                textAlign: 'left',
                color: 'inherit',
                '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit', zIndex: 0 },
                '&.Mui-focusVisible': { outline: 'none' },
                '&.Mui-focusVisible::after': { outline: '3px solid #4338ca', outlineOffset: -3 },
              }}
            >
              {display.name}
            </ButtonBase>
          </Typography>
          {display.isMobile && <MobileBadge />}
        </Box>
        <DisplayFacts display={display} compact />
        <TargetChips ageRanges={display.targetAgeRanges} audiences={display.targetAudiences} compact />
      </CardContent>
      {action && <CardActions sx={{ position: 'relative', zIndex: 1, px: 2, pb: 2, pt: 0 }}>{action}</CardActions>}
    </Card>
  );
}
