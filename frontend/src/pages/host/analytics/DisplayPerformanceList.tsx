import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { DisplayMetric } from '../../../api/analytics';
import { ShareBar } from '../../../components/analytics/ShareBar';
import { formatCount } from '../../../utils/format';
import { formatCents, toCents } from '../../../utils/money';
import { AnalyticsSection } from '../../../components/analytics/AnalyticsSection';

/**
 * "Display Performance": per display, revenue, views and utilisation with a progress bar
 * (docs/analytics.md); a display not approved says it is not in Average Utilization (§8.4).
 */
export function DisplayPerformanceList({ metrics }: { metrics: DisplayMetric[] }) {
  return (
    <AnalyticsSection headingId="display-performance-heading" title="Display Performance">
      {metrics.length === 0 && <Typography color="text.secondary">No displays yet.</Typography>}
      {metrics.map((m, i) => (
        <Fragment key={m.displayId}>
          {i > 0 && <Divider />}
          <Box
            component="article"
            aria-label={m.displayName}
            sx={{ display: 'grid', gap: 1, py: 1.5, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr 2fr' }, alignItems: 'center' }}
          >
            <Box>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {m.displayName}
              </Typography>
              {!m.approved && (
                <Typography variant="body2" color="text.secondary">
                  Not approved: left out of the average
                </Typography>
              )}
            </Box>
            <Typography>
              <Box component="span" sx={{ color: 'text.secondary', mr: 0.75 }}>
                Revenue
              </Box>
              {formatCents(toCents(m.revenue))}
            </Typography>
            <Typography>
              <Box component="span" sx={{ color: 'text.secondary', mr: 0.75 }}>
                Views
              </Box>
              {formatCount(m.impressions)}
            </Typography>
            <Box>
              <Typography variant="body2" color="text.secondary">
                Utilization
              </Typography>
              <ShareBar value={m.utilization} label={`Utilization of ${m.displayName}`} />
            </Box>
          </Box>
        </Fragment>
      ))}
    </AnalyticsSection>
  );
}
