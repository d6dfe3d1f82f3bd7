import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { formatCalendarDate, formatHours } from '../../../utils/bookingFormat';
import { sortDates } from './bookingRules';
import type { DateNotice } from './useBookingCalendar';

/**
 * Dates that were unselected, with the hours still free on each: after a 409
 * ("Not enough hours left"), or because the hours per day grew or a date
 * filled up meanwhile.
 */
export function UnselectedDatesAlert({ notice, onClose }: { notice: DateNotice; onClose: () => void }) {
  const conflict = notice.reason === 'conflict';
  const byDate = new Map(notice.dates.map((d) => [d.date, d.hoursLeft]));
  return (
    <Alert severity={conflict ? 'error' : 'warning'} onClose={onClose} role={conflict ? 'alert' : 'status'}>
      <AlertTitle>{conflict ? 'Not enough hours left' : 'Some dates were unselected'}</AlertTitle>
      {`These dates no longer have ${formatHours(notice.hours)} free and were unselected:`}
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {sortDates([...byDate.keys()]).map((date) => (
          <li key={date}>
            {formatCalendarDate(date)}: {formatHours(byDate.get(date) ?? 0)} left
          </li>
        ))}
      </Box>
      Pick other dates or fewer hours per day.
    </Alert>
  );
}
