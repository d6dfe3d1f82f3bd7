import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { DisplayListing } from '../../api/displays';
import { displayBookingPath } from '../../navigation/paths';
import { formatAudience } from '../../utils/audience';
import { formatAddress, locationTypeLabel } from '../../utils/displayLabels';
import { formatTimeRange } from '../../utils/format';
import { MobileBadge } from '../displays/MobileBadge';
import { formatCents, toCents } from '../../utils/money';

/** A marker's popup (docs/product-rules.md §12.9): the display's details, a Mobile badge, "Book Now". */
export function DisplayPopup({ display, showBookNow = true }: { display: DisplayListing; showBookNow?: boolean }) {
  const audience = formatAudience(display.audiencePerHour);
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 200 }}>
      {display.isMobile && <MobileBadge sx={{ justifySelf: 'start', mb: 0.5 }} />}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {display.name}
      </Typography>
      <Typography component="div" variant="body2" color="text.secondary">
        {formatAddress(display)}
      </Typography>
      <Typography component="div" variant="body2">
        {formatTimeRange(display.startTime, display.endTime)}
      </Typography>
      <Typography component="div" variant="body2">
        <strong>{formatCents(toCents(display.pricePerHour))}</strong> / hour · {locationTypeLabel(display.locationType)}
      </Typography>
      {audience && (
        <Typography component="div" variant="body2">
          {audience}
        </Typography>
      )}
      {showBookNow && (
        <Button
          component={RouterLink}
          to={displayBookingPath(display.id)}
          variant="contained"
          size="small"
          sx={{ mt: 1, '&.MuiButton-root': { color: 'primary.contrastText' } }}
        >
          Book Now
        </Button>
      )}
    </Box>
  );
}
