import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { CreativePerformance } from '../../../api/analytics';
import { AdPerformanceRow } from './AdPerformanceRow';

/** "Ad Performance": one row per creative in a 400px scrolling list (docs/analytics.md). */
export function AdPerformanceList({ items }: { items: CreativePerformance[] }) {
  return (
    <Card component="section" aria-labelledby="ad-performance-heading">
      <CardContent>
        <Typography id="ad-performance-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Ad Performance
        </Typography>
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
      </CardContent>
    </Card>
  );
}
