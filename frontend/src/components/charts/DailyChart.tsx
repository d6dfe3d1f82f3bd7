import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { format } from 'date-fns';
import { parseCalendarDate } from '../../utils/bookingFormat';

export interface DailyChartProps {
  /** The chart's name, also its accessible label. */
  title: string;
  /** 'YYYY-MM-DD' dates, oldest first. */
  dates: string[];
  values: number[];
  kind: 'bar' | 'line';
  /** How a value reads in the tooltip and the summary (e.g. "$12.50", "1,234"). */
  formatValue: (value: number) => string;
}

const HEIGHT = 260;

/**
 * One value per day (MUI X Charts). Loaded only through LazyDailyChart, so the
 * charting library stays in the analytics pages' own chunk.
 */
export default function DailyChart({ title, dates, values, kind, formatValue }: DailyChartProps) {
  const labels = dates.map((d) => {
    const day = parseCalendarDate(d);
    return day ? format(day, 'MMM d') : d;
  });
  const series = [
    {
      data: values,
      label: title,
      valueFormatter: (v: number | null) => formatValue(v ?? 0),
      color: kind === 'bar' ? '#4338ca' : '#0f766e',
      curve: 'linear' as const,
    },
  ];
  const common = {
    height: HEIGHT,
    series,
    hideLegend: true,
    margin: { left: 8, right: 16, top: 16, bottom: 8 },
    yAxis: [{ valueFormatter: (v: number) => formatValue(v), width: 64 }],
  };
  return (
    <Box sx={{ width: '100%', minHeight: HEIGHT }}>
      {kind === 'bar' ? (
        <BarChart {...common} xAxis={[{ scaleType: 'band', data: labels }]} />
      ) : (
        <LineChart {...common} xAxis={[{ scaleType: 'point', data: labels }]} />
      )}
    </Box>
  );
}
