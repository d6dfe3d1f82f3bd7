import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { startOfToday } from 'date-fns';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
// oxlint-disable-next-line import/no-unassigned-import -- the calendar's stylesheet, in this page's chunk only
import 'react-day-picker/style.css';
import { formatDateCount, parseCalendarDate } from '../../../../utils/bookingFormat';
import { toCalendarDate } from '../../booking/bookingRules';
import { MAX_DATES, mergeDates, weekdaysBetween } from './campaignRules';
import { DateRangeFields } from '../../../../components/DateRangeFields';

interface CampaignDatesProps {
  dates: readonly string[];
  onChange: (dates: string[]) => void;
}

/** The campaign's dates: picked one by one on a calendar, or every weekday between two dates (docs/campaigns.md). */
export function CampaignDates({ dates, onChange }: CampaignDatesProps) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const today = startOfToday();
  const [month, setMonth] = useState(today);
  const weekdays = weekdaysBetween(from, to).filter((d) => d >= toCalendarDate(today));
  const addWeekdays = () => {
    onChange(mergeDates(dates, weekdays));
    // Show the month the added dates start in: they may be weeks ahead.
    setMonth(parseCalendarDate(weekdays[0]) ?? today);
  };
  return (
    <Box component="section" aria-labelledby="campaign-dates-heading">
      <Typography id="campaign-dates-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Dates
      </Typography>
      <DayPicker
        mode="multiple"
        max={MAX_DATES}
        selected={dates.map((date) => parseCalendarDate(date)).filter((d): d is Date => d !== null)}
        onSelect={(picked) => onChange((picked ?? []).map(toCalendarDate))}
        month={month}
        onMonthChange={setMonth}
        startMonth={today}
        disabled={{ before: today }}
        footer={
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
            {dates.length === 0 ? 'No dates selected.' : `${formatDateCount(dates.length)} selected.`}
            {dates.length >= MAX_DATES && ` At most ${MAX_DATES} dates per campaign.`}
          </Typography>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }} sx={{ mt: 1 }}>
        <DateRangeFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
        <Button variant="outlined" disabled={weekdays.length === 0} onClick={addWeekdays}>
          Add every weekday between
        </Button>
        {dates.length > 0 && (
          <Button onClick={() => onChange([])} color="inherit">
            Clear dates
          </Button>
        )}
      </Stack>
    </Box>
  );
}
