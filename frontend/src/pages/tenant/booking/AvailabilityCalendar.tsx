import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
// oxlint-disable-next-line import/no-unassigned-import -- the calendar's stylesheet, in this page's chunk only
import 'react-day-picker/style.css';
import { LoadError } from '../../../components/LoadError';
import { formatDateCount, formatHours, parseCalendarDate } from '../../../utils/bookingFormat';
import { AvailabilityDayButton } from './AvailabilityDayButton';
import { fits, MAX_DATES, toCalendarDate, type FreeHours } from './bookingRules';
import { dayLabel, DayAvailabilityContext, type DayAvailability } from './dayAvailability';

interface AvailabilityCalendarProps {
  month: Date;
  /** The earliest month that can be shown (the display's today). */
  startMonth: Date;
  onMonthChange: (month: Date) => void;
  selected: readonly string[];
  onSelect: (dates: string[]) => void;
  free: FreeHours;
  /** The display's today ("YYYY-MM-DD", its zone); earlier dates are past. */
  today: string | undefined;
  capacityHours: number;
  hours: number;
  loading: boolean;
  /** Why the month shown could not be read (the days stay disabled), or null. */
  error: string | null;
  onRetry: () => void;
  retrying: boolean;
  disabled?: boolean;
}

/**
 * The multi-date calendar (react-day-picker, keyboard usable): past dates and
 * dates without `hours` free hours are disabled; each day shows the hours
 * still free under its number and says them in its label.
 */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { month, startMonth, onMonthChange, selected, onSelect, free, today, capacityHours, hours, disabled = false } = props;
  const context = useMemo<DayAvailability>(() => ({ free, today }), [free, today]);
  const todayDate = today ? (parseCalendarDate(today) ?? undefined) : undefined;
  const selectedDates = useMemo(() => selected.flatMap((date) => parseCalendarDate(date) ?? []), [selected]);
  const disabledDays: Matcher[] = [(date: Date) => !fits(free, toCalendarDate(date), hours)];
  if (todayDate) disabledDays.push({ before: todayDate });
  // Known, not past, but without `hours` free: styled apart from past days.
  const full = (date: Date) => {
    const iso = toCalendarDate(date);
    return (!today || iso >= today) && free.has(iso) && !fits(free, iso, hours);
  };

  return (
    <Box component="fieldset" aria-describedby="booking-dates-hint" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography id="booking-dates-label" component="legend" variant="h6" sx={{ mb: 0.5, p: 0 }}>
        Dates
      </Typography>
      <Typography id="booking-dates-hint" variant="body2" color="text.secondary">
        Pick one or more dates. Under each date: the hours still free that day (of {formatHours(capacityHours)}).
      </Typography>
      <Box sx={{ minHeight: 4, my: 1 }}>{props.loading && <LinearProgress aria-label="Loading availability" />}</Box>
      {props.error && (
        <Box sx={{ mb: 1 }}>
          <LoadError title="Availability unavailable" message={props.error} onRetry={props.onRetry} retrying={props.retrying} />
        </Box>
      )}
      <DayAvailabilityContext.Provider value={context}>
        <Box sx={calendarSx}>
          <DayPicker
            mode="multiple"
            max={MAX_DATES}
            selected={selectedDates}
            onSelect={(dates) => onSelect((dates ?? []).map(toCalendarDate))}
            month={month}
            onMonthChange={onMonthChange}
            startMonth={startMonth}
            today={todayDate}
            disabled={disabled ? true : disabledDays}
            modifiers={{ full }}
            modifiersClassNames={{ full: 'day-full' }}
            components={{ DayButton: AvailabilityDayButton }}
            labels={{ labelDayButton: (date, modifiers) => dayLabel(date, toCalendarDate(date), context, modifiers) }}
            footer={
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {selected.length === 0 ? 'No dates selected.' : `${formatDateCount(selected.length)} selected.`}
                {selected.length >= MAX_DATES && ` At most ${MAX_DATES} dates per booking.`}
              </Typography>
            }
          />
        </Box>
      </DayAvailabilityContext.Provider>
    </Box>
  );
}

const calendarSx = {
  '& .rdp-root': {
    '--rdp-accent-color': '#4338ca',
    '--rdp-accent-background-color': '#eef2ff',
    '--rdp-day-height': '52px',
    '--rdp-day-width': '46px',
    '--rdp-day_button-height': '48px',
    '--rdp-day_button-width': '42px',
    '--rdp-day_button-border-radius': '10px',
    '--rdp-disabled-opacity': '0.4',
    '--rdp-months-gap': '1rem',
    fontSize: '0.95rem',
  },
  '& .rdp-months, & .rdp-month, & .rdp-month_grid': { maxWidth: 'none', width: '100%' },
  '& .rdp-day': { textAlign: 'center' },
  '& .rdp-day_button': { flexDirection: 'column', gap: '1px', lineHeight: 1.1, mx: 'auto' },
  '& .rdp-day_button:not(:disabled):hover': { bgcolor: 'action.hover' },
  '& .rdp-day_button:focus-visible': { outline: '3px solid #4338ca', outlineOffset: '1px' },
  '& .rdp-selected': { fontSize: 'inherit' },
  '& .rdp-selected .rdp-day_button': { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' },
  // A selected day under the pointer stays dark with white text (the plain hover above is near-white).
  '& .rdp-selected .rdp-day_button:not(:disabled):hover': { bgcolor: 'primary.dark', borderColor: 'primary.dark' },
  '& .day-free': { fontSize: '0.68rem', fontWeight: 500, color: 'text.secondary' },
  '& .day-free::before': { content: 'attr(data-free)' },
  '& .rdp-selected .day-free': { color: 'inherit', opacity: 0.9 },
  '& .rdp-disabled .day-free': { color: 'text.disabled' },
  '& .rdp-disabled.day-full': { opacity: 1 },
  '& .day-full .day-number': { color: 'text.disabled', textDecoration: 'line-through' },
  '& .day-full .day-free': { color: '#b91c1c', fontWeight: 600 },
} as const;
