import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import type { ReactNode } from 'react';
import type { DisplayListing } from '../../api/displays';
import { formatAudience } from '../../utils/audience';
import { formatAddress, locationTypeLabel } from '../../utils/displayLabels';
import { formatTimeRange } from '../../utils/format';
import { visuallyHidden } from '../visuallyHidden';
import { formatCents, toCents } from '../../utils/money';

type FactsDisplay = Pick<
  DisplayListing,
  'streetAddress' | 'city' | 'state' | 'zipCode' | 'startTime' | 'endTime' | 'pricePerHour' | 'locationType' | 'audiencePerHour'
>;

function Fact({ icon, label, children, wide = false }: { icon: ReactNode; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, gridColumn: wide ? '1 / -1' : undefined }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', mt: '1px', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography component="span" variant="body2" sx={{ minWidth: 0 }}>
        <Box component="span" sx={visuallyHidden}>
          {label}:{' '}
        </Box>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Address, hours (12-hour form), price per hour (two decimals) and location
 * type, and the audience when declared. `compact` puts the last three side by side (list cards).
 */
export function DisplayFacts({ display, compact = false }: { display: FactsDisplay; compact?: boolean }) {
  const audience = formatAudience(display.audiencePerHour);
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 0.75,
        gridTemplateColumns: compact ? 'repeat(auto-fill, minmax(150px, 1fr))' : '1fr',
      }}
    >
      <Fact icon={<PlaceIcon />} label="Address" wide>
        {formatAddress(display)}
      </Fact>
      <Fact icon={<ScheduleIcon />} label="Hours">
        {formatTimeRange(display.startTime, display.endTime)}
      </Fact>
      <Fact icon={<PaidIcon />} label="Price">
        <Box component="strong" sx={{ fontWeight: 700 }}>
          {formatCents(toCents(display.pricePerHour))}
        </Box>{' '}
        per hour
      </Fact>
      <Fact icon={<CategoryIcon />} label="Location type">
        {locationTypeLabel(display.locationType)}
      </Fact>
      {audience && (
        <Fact icon={<GroupsIcon />} label="Audience">
          {audience}
        </Fact>
      )}
    </Box>
  );
}
