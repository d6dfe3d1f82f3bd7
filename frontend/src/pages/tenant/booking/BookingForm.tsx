import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { fullDatesOf, useCreateBookings, type BookingResult } from '../../../api/bookings';
import { errorText } from '../../../api/errors';
import { useTenantAdCreatives } from '../../../api/creatives';
import type { Display } from '../../../api/displays';
import { useToast } from '../../../providers/toastContext';
import { AvailabilityCalendar } from './AvailabilityCalendar';
import { BookingSummary } from './BookingSummary';
import { BOOKING_MESSAGES, bookingProblem, bookingRequest, SUCCESS_TOAST_MS } from './bookingRules';
import { CreativeSelect } from './CreativeSelect';
import { HoursPerDayPicker } from './HoursPerDayPicker';
import { NoApprovedCreativeNotice } from './NoApprovedCreativeNotice';
import { UnselectedDatesAlert } from './UnselectedDatesAlert';
import { useBookingCalendar } from './useBookingCalendar';

interface BookingFormProps {
  display: Display;
  onBooked: (result: BookingResult) => void;
}

/**
 * The booking form (docs/product-rules.md §12, §15): dates, hours per day, ad creative, summary
 * and "Confirm Booking". Sends one bulk request (one item per date); a refused
 * request shows the server's text in the "Error" toast, and a 409 also
 * unselects the dates that are full and says what is left on them.
 */
export function BookingForm({ display, onBooked }: BookingFormProps) {
  const [hours, setHours] = useState(1);
  const [creativeId, setCreativeId] = useState<number | null>(null);
  const calendar = useBookingCalendar(display.id, hours);
  const creatives = useTenantAdCreatives({ fresh: true });
  const create = useCreateBookings(display.id);
  const { toast } = useToast();

  const approved = creatives.data?.filter((c) => c.approved) ?? [];
  const noApproved = creatives.isSuccess && approved.length === 0;
  const chosenId = approved.some((c) => c.id === creativeId) ? creativeId : null;
  const { selected, availability, shown } = calendar;
  const busy = create.isPending;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = bookingProblem(selected, chosenId);
    if (problem !== null || chosenId === null) {
      toast({ title: 'Error', description: problem ?? BOOKING_MESSAGES.noCreative, variant: 'destructive' });
      return;
    }
    calendar.dismissNotice();
    let result: BookingResult;
    try {
      result = await create.mutateAsync(bookingRequest(display.id, chosenId, selected, hours));
    } catch (error) {
      toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
      const full = fullDatesOf(error);
      if (full.length > 0) calendar.rejectDates(full.map(({ date, freeHours }) => ({ date, hoursLeft: freeHours })));
      return;
    }
    toast({ title: 'Success', description: BOOKING_MESSAGES.submitted, variant: 'success', duration: SUCCESS_TOAST_MS });
    onBooked(result);
  };

  const missing = selected.length === 0 ? 'Select at least one date' : chosenId === null ? 'Choose an approved ad creative' : null;

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={3} aria-labelledby="booking-heading" aria-busy={busy}>
      <HoursPerDayPicker value={hours} onChange={setHours} disabled={busy} />
      <AvailabilityCalendar
        month={calendar.month}
        startMonth={calendar.firstMonth}
        onMonthChange={calendar.setMonth}
        selected={selected}
        onSelect={calendar.setSelected}
        free={availability.free}
        today={calendar.today}
        capacityHours={availability.capacityHours ?? display.dailyCapacityHours}
        hours={hours}
        loading={shown?.isFetching === true && !shown.data}
        error={shown?.isError ? errorText(shown.error) : null}
        onRetry={() => void shown?.refetch()}
        retrying={shown?.isFetching === true}
        disabled={busy}
      />
      {calendar.notice && <UnselectedDatesAlert notice={calendar.notice} onClose={calendar.dismissNotice} />}
      <Box>
        <Typography component="h3" variant="h6" sx={{ mb: 1.5 }}>
          Ad creative
        </Typography>
        <CreativeSelect
          creatives={creatives.data}
          value={chosenId}
          onChange={setCreativeId}
          error={creatives.isError ? errorText(creatives.error) : null}
          onRetry={() => void creatives.refetch()}
          retrying={creatives.isFetching}
          disabled={busy}
        />
      </Box>
      <BookingSummary dates={selected} hours={hours} pricePerHour={display.pricePerHour} audiencePerHour={display.audiencePerHour} />
      {noApproved ? (
        <NoApprovedCreativeNotice />
      ) : (
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={busy || selected.length === 0 || chosenId === null}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            aria-describedby={missing ? 'booking-submit-hint' : undefined}
          >
            Confirm Booking
          </Button>
          {missing && (
            <Typography
              id="booking-submit-hint"
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', mt: 1, textAlign: 'center' }}
            >
              {missing} to confirm.
            </Typography>
          )}
        </Box>
      )}
    </Stack>
  );
}
