import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import type { CreativePerformance } from '../../../api/analytics';
import { CreativeThumbnail } from '../../../components/creatives/CreativeThumbnail';
import { formatCount } from '../../../utils/format';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * One creative in "Ad Performance": thumbnail, name, dimensions, views, active bookings, last
 * shown. A deleted creative stays for the plays it had, marked "Deleted" (docs/product-rules.md §6.3).
 */
export function AdPerformanceRow({ item }: { item: CreativePerformance }) {
  const { adCreative, activeBookings, lastImpression } = item;
  return (
    <Box component="article" aria-label={adCreative.name} sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1.5 }}>
      <Box sx={{ width: 96, flexShrink: 0, borderRadius: 1.5, overflow: 'hidden' }}>
        <CreativeThumbnail src={adCreative.thumbnailUrl} alt={`Ad creative ${adCreative.name}`} />
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }} noWrap>
          {adCreative.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {adCreative.deleted ? `${adCreative.dimensions} · Deleted` : adCreative.dimensions}
        </Typography>
        {lastImpression && (
          <Typography variant="body2" color="text.secondary">
            Last shown <time dateTime={lastImpression}>{format(new Date(lastImpression), 'MMM dd, yyyy, h:mm a')}</time>
          </Typography>
        )}
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{plural(adCreative.totalImpressions, 'view', 'views')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {plural(activeBookings, 'active booking', 'active bookings')}
        </Typography>
      </Box>
    </Box>
  );
}
