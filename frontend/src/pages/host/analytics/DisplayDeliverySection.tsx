import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDisplayDelivery, type DisplayMetric } from '../../../api/analytics';
import { AnalyticsSection } from '../../../components/analytics/AnalyticsSection';
import { DeliveryTable } from '../../../components/analytics/DeliveryTable';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { formatCalendarDate } from '../../../utils/bookingFormat';

/**
 * Delivery per Display (docs/analytics.md, docs/product-rules.md §8.7): for a chosen display,
 * each date of the last 30 (its zone) with confirmed hours or plays, booked against delivered
 * airtime, and the total: the figures of GET /api/host/displays/{id}/delivery as they come.
 */
export function DisplayDeliverySection({ displays }: { displays: readonly DisplayMetric[] }) {
  const [picked, setPicked] = useState<number>();
  const displayId = picked ?? displays[0]?.displayId;
  const delivery = useDisplayDelivery(displayId);
  const data = delivery.data;

  let content;
  if (displayId === undefined) content = <Typography color="text.secondary">No displays yet.</Typography>;
  else
    content = (
      <>
        <TextField
          select
          label="Display"
          value={displayId}
          onChange={(e) => setPicked(Number(e.target.value))}
          size="small"
          sx={{ mb: 2, minWidth: 280, maxWidth: '100%' }}
        >
          {displays.map((d) => (
            <MenuItem key={d.displayId} value={d.displayId}>
              {d.displayName}
            </MenuItem>
          ))}
        </TextField>
        {delivery.isPending && <LoadingScreen label="Loading delivery" fullHeight={false} />}
        {delivery.error && !data && <QueryLoadError title="Failed to load delivery" query={delivery} />}
        {data && <DisplayDeliveryTable delivery={data} />}
      </>
    );

  return (
    <AnalyticsSection
      headingId="display-delivery-heading"
      title="Delivery per Display"
      intro="Confirmed airtime booked against airtime delivered on each date: each play is one 10-second slot on screen."
    >
      {content}
    </AnalyticsSection>
  );
}

function DisplayDeliveryTable({ delivery }: { delivery: NonNullable<ReturnType<typeof useDisplayDelivery>['data']> }) {
  const range = `${formatCalendarDate(delivery.from)} – ${formatCalendarDate(delivery.to)}`;
  const rows = delivery.days.filter((d) => d.hoursBooked > 0 || d.plays > 0).map((d) => ({ ...d, key: d.date }));
  if (!rows.length)
    return <Typography color="text.secondary">{`No confirmed bookings or plays on ${delivery.displayName} from ${range}.`}</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`${range}, ${delivery.timeZone} time. Dates without bookings or plays are left out.`}
      </Typography>
      <DeliveryTable label={`Delivery of ${delivery.displayName}`} rows={rows} total={delivery.total} totalLabel="Total" />
    </>
  );
}
