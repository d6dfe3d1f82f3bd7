import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { BookingResult } from '../../../api/bookings';
import { BROWSE_DISPLAYS_PATH } from '../../../navigation/paths';
import { formatDateCount, formatHours } from '../../../utils/bookingFormat';
import { REDIRECT_DELAY_MS } from './bookingRules';
import { formatCents, toCents } from '../../../utils/money';

/**
 * "Booking Submitted!" (docs/product-rules.md §12): focus moves to the heading, and after 2 s
 * (docs/product-rules.md §18) the tenant is taken back to Browse Displays.
 */
export function BookingSuccess({ result, displayName }: { result: BookingResult; displayName: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    headingRef.current?.focus();
    const timer = window.setTimeout(() => void navigate(BROWSE_DISPLAYS_PATH), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  const hours = result.bookings[0]?.hoursBooked ?? 0;
  return (
    <Box sx={{ textAlign: 'center', py: 3 }}>
      <CheckCircleIcon aria-hidden sx={{ fontSize: 56, color: 'success.main' }} />
      <Typography
        id="booking-success-heading"
        ref={headingRef}
        tabIndex={-1}
        component="h2"
        variant="h3"
        sx={{ mt: 1, fontSize: '1.5rem', outline: 'none' }}
      >
        Booking Submitted!
      </Typography>
      <Typography sx={{ mt: 1 }}>Your booking request has been submitted and is pending approval.</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {displayName}: {formatDateCount(result.bookings.length)} × {formatHours(hours)}, total {formatCents(toCents(result.totalPrice))}.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Taking you back to the displays…
      </Typography>
      <Button component={RouterLink} to={BROWSE_DISPLAYS_PATH} variant="outlined" sx={{ mt: 2 }}>
        Browse Displays now
      </Button>
    </Box>
  );
}
