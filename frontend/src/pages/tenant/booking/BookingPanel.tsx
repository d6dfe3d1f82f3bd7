import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BookingResult } from '../../../api/bookings';
import type { Display } from '../../../api/displays';

import { BookingForm } from './BookingForm';
import { BookingSuccess } from './BookingSuccess';
import { formatCents, toCents } from '../../../utils/money';

/**
 * The booking side of the display page (docs/product-rules.md §12): the booking form, then the
 * "Booking Submitted!" screen once the request is accepted.
 */
export function BookingPanel({ display }: { display: Display }) {
  const [result, setResult] = useState<BookingResult | null>(null);
  return (
    <Card component="section" aria-labelledby={result ? 'booking-success-heading' : 'booking-heading'}>
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
        {result ? (
          <BookingSuccess result={result} displayName={display.name} />
        ) : (
          <>
            <Typography id="booking-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
              Book this display
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
              {formatCents(toCents(display.pricePerHour))} per hour, 1 to 4 hours a day. Dates are in the display&apos;s time zone (
              {display.timeZone}).
            </Typography>
            <BookingForm display={display} onBooked={setResult} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
