import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import type { BookingDate } from '../../api/bookings';
import { formatCalendarDate } from '../../utils/bookingFormat';

interface BookingDatesProps {
  dates: readonly BookingDate[];
  /** The list's name for screen readers: "Booking dates of {label}" (the display's name). */
  label: string;
  /** Whose dates, in the delete buttons' names (groupLabel), so that no two share a name. */
  owner?: string;
  /** When given, each date gets a delete button (one booking = one date). */
  onDelete?: (date: BookingDate) => void;
  /** The button's name for a date ("Dec 01, 2026"); "Delete booking on … of {owner}" by default. */
  deleteLabel?: (dateText: string) => string;
  disabled?: boolean;
}

/** The dates of a booking group as pills ("Dec 01, 2026"), earliest first. */
export function BookingDates({ dates, label, owner = label, onDelete, deleteLabel, disabled = false }: BookingDatesProps) {
  const nameOf = deleteLabel ?? ((text: string) => `Delete booking on ${text} of ${owner}`);
  return (
    <Box
      component="ul"
      aria-label={`Booking dates of ${label}`}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {dates.map((date) => {
        const text = formatCalendarDate(date.date);
        return (
          <Box
            component="li"
            key={date.id}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.25,
              pl: 1.25,
              pr: onDelete ? 0.25 : 1.25,
              minHeight: 32,
              borderRadius: 999,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'rgba(67, 56, 202, 0.04)',
              fontSize: 14,
              fontWeight: 600,
              whiteSpace: 'nowrap',
            }}
          >
            <time dateTime={date.date}>{text}</time>
            {onDelete && (
              <IconButton
                size="small"
                aria-label={nameOf(text)}
                title={nameOf(text)}
                onClick={() => onDelete(date)}
                disabled={disabled}
                sx={{ p: 0.5, color: 'text.secondary', '&:hover': { color: 'error.main' } }}
              >
                <CloseIcon sx={{ fontSize: 16 }} />
              </IconButton>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
