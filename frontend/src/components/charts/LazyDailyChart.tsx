import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { trackedLazy } from '../trackedLazy';
import type { DailyChartProps } from './DailyChart';

const DailyChart = trackedLazy(() => import('./DailyChart'));

/**
 * A card with a per-day chart: its title, a one-line summary (what a screen
 * reader hears, and what tests read) and the chart, downloaded on first use.
 */
export function LazyDailyChart(props: DailyChartProps & { summary: string }) {
  const { title, summary } = props;
  const id = `chart-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="chart-summary">
          {summary}
        </Typography>
        <Box component="figure" aria-label={`${title}: ${summary}`} sx={{ m: 0 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
            <DailyChart {...props} />
          </Suspense>
        </Box>
      </CardContent>
    </Card>
  );
}
