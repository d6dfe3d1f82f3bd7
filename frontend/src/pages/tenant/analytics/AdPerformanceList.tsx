import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { CreativePerformance } from '../../../api/analytics';
import { AdPerformanceRow } from './AdPerformanceRow';
import { AnalyticsSection } from '../../../components/analytics/AnalyticsSection';

/** "Ad Performance": one row per creative in a 400px scrolling list (docs/analytics.md). */
export function AdPerformanceList({ items }: { items: CreativePerformance[] }) {
  return (
    <AnalyticsSection headingId="ad-performance-heading" title="Ad Performance">
      <Box data-testid="ad-performance-list" tabIndex={0} aria-label="Ad Performance list" sx={{ height: 400, overflowY: 'auto', pr: 1 }}>
        {items.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No ad creatives yet. Upload one under Ad Creatives.
          </Typography>
        )}
        {items.map((item, i) => (
          <Fragment key={item.adCreative.id}>
            {i > 0 && <Divider />}
            <AdPerformanceRow item={item} />
          </Fragment>
        ))}
      </Box>
    </AnalyticsSection>
  );
}
