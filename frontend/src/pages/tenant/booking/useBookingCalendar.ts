import { startOfMonth } from 'date-fns';
import { useMemo, useState } from 'react';
import { useDisplayAvailability } from '../../../api/bookings';
import { parseCalendarDate } from '../../../utils/bookingFormat';
import { monthOf, monthRange, sortDates, toCalendarDate, unfitDates, type UnfitDate } from './bookingRules';

/** Why dates were unselected: they filled up (or the hours per day grew), or the server said so (409). */
export interface DateNotice {
  reason: 'changed' | 'conflict';
  hours: number;
  dates: UnfitDate[];
}

/**
 * The calendar's state: the month shown, the selected dates and the
 * availability read for the months in play (the one shown and those holding a
 * selected date). Whenever a selected date is known to have fewer free hours
 * than `hours` (the hours per day grew, a poll showed it filled up, the day
 * passed), it is unselected and `notice` says so.
 */
export function useBookingCalendar(displayId: number, hours: number) {
  const [chosenMonth, setChosenMonth] = useState<Date | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [notice, setNotice] = useState<DateNotice | null>(null);
  const [today, setToday] = useState<string | null>(null);
  const [browserToday] = useState(() => new Date());

  // Until the person navigates, show the month of the display's today (its zone).
  const todayDate = today ? parseCalendarDate(today) : null;
  const firstMonth = startOfMonth(todayDate ?? browserToday);
  const month = chosenMonth ?? firstMonth;
  const monthKey = toCalendarDate(month);

  const selectedMonthsKey = sortDates([...new Set(selected.map((date) => date.slice(0, 7)))]).join(',');
  const ranges = useMemo(() => {
    const months = [parseCalendarDate(monthKey)!];
    for (const key of selectedMonthsKey ? selectedMonthsKey.split(',') : []) {
      const other = monthOf(`${key}-01`);
      if (other && toCalendarDate(other) !== monthKey) months.push(other);
    }
    return months.map(monthRange);
  }, [monthKey, selectedMonthsKey]);
  const availability = useDisplayAvailability(displayId, ranges);

  // Adjusting state while rendering (React's pattern for state derived from new data).
  if (availability.today && availability.today !== today) setToday(availability.today);
  const unfit = unfitDates(selected, availability.free, hours);
  if (unfit.length > 0) {
    setSelected(selected.filter((date) => !unfit.some((u) => u.date === date)));
    setNotice({ reason: 'changed', hours, dates: unfit });
  }

  /** A 409: unselect the dates the server named as too full for `hours`. */
  const rejectDates = (full: UnfitDate[]) => {
    const tooFull = full.filter((d) => d.hoursLeft < hours);
    setSelected((current) => current.filter((date) => !tooFull.some((d) => d.date === date)));
    setNotice({ reason: 'conflict', hours, dates: full });
  };

  return {
    month,
    /** The earliest month that can be shown (the display's today). */
    firstMonth,
    setMonth: setChosenMonth,
    selected,
    setSelected,
    notice,
    dismissNotice: () => setNotice(null),
    rejectDates,
    availability,
    /** The read of the month shown. */
    shown: availability.results[0],
    today: today ?? undefined,
  };
}
